import { describe, it, expect } from 'vitest';
import { countWords, htmlToText } from './words';

describe('countWords', () => {
  it.each([
    // empty
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['   ', 0],
    ['\n\t', 0],
    ['<p></p>', 0],
    ['<p><br></p>', 0],
    ['<p>&nbsp;</p>', 0],
    // plain text
    ['kata', 1],
    ['satu dua tiga', 3],
    ['  satu   dua\n\ttiga  ', 3],
    ['inovasi-daerah 2024', 2],
    // HTML: words are counted from the text, never from the markup
    ['<p>kata</p>', 1],
    ['<p>kata</p><p>kata</p>', 2],
    ['<p>satu</p><p>dua</p><p>tiga</p>', 3],
    ['satu<br>dua<br/>tiga<br />empat', 4],
    ['<div>satu</div><div>dua</div>', 2],
    ['<ul><li>satu</li><li>dua</li></ul>', 2],
    ['<h1>Judul</h1><p>isi</p>', 2],
    ['<p class="ql-align-justify" style="color: red">satu dua</p>', 2],
    ['<p><strong>tebal</strong> <em>miring</em> <a href="https://contoh.go.id/a b c">tautan</a></p>', 3],
    ['<img src="a.png" alt="gambar dengan banyak kata">', 0],
    ['<script>var a = "banyak kata di sini";</script>kata', 1],
    ['<style>p { color: red; }</style>kata', 1],
    ['<table><tr><td>satu</td></tr><tr><td>dua</td></tr></table>', 2],
    // entities
    ['satu&nbsp;dua', 2],
    ['satu&NBSP;dua', 2],
    ['satu&#160;dua', 2],
    ['satu&#xA0;dua', 2],
    ['satu &amp; dua', 2],
    ['&lt;tag&gt;', 1],
    ['&quot;kutipan&quot;', 1],
    ['satu &mdash; dua', 2],
    ['satu &ndash; dua &#8211; tiga', 3],
    ['caf&eacute; enak', 2],
    ['&amp; &lt; &gt; &quot; &#39;', 0],
    // punctuation alone is not a word, numbers are
    ['satu - dua , tiga', 3],
    ['100 persen', 2],
    ['Inovasi, daerah.', 2],
  ])('%j -> %i', (html, n) => {
    expect(countWords(html)).toBe(n);
  });

  it('counts 300 words written as <p>kata</p> repeated', () => {
    expect(countWords('<p>kata</p>'.repeat(300))).toBe(300);
    expect(countWords('<p>kata</p>'.repeat(299))).toBe(299);
  });

  it('counts unicode letters', () => {
    expect(countWords('élan vital ñandú 日本')).toBe(4);
  });
});

describe('htmlToText', () => {
  it('removes tags and entities', () => {
    const t = htmlToText('<p>a&nbsp;b</p><p>c &amp; d</p>');
    expect(t).not.toMatch(/[<>&]/);
    expect(t.trim().split(/\s+/)).toEqual(['a', 'b', 'c', 'd']);
  });
});
