import { describe, expect, it } from 'vitest';
import { berkasProfil } from './api';

describe('berkasProfil: the profile files shown as links', () => {
  it('keeps uploaded files and https links with their names', () => {
    expect(
      berkasProfil([
        { nama: 'SK Tim Inovasi.pdf', file_url: '/media/2026/11/abc.pdf' },
        { nama: 'Portal', file_url: 'https://bandung.go.id/inovasi' },
        '/media/2026/11/def.png',
      ]),
    ).toEqual([
      { nama: 'SK Tim Inovasi.pdf', file_url: '/media/2026/11/abc.pdf' },
      { nama: 'Portal', file_url: 'https://bandung.go.id/inovasi' },
      { nama: 'def.png', file_url: '/media/2026/11/def.png' },
    ]);
  });

  it('drops anything that could run or leave the site unsafely', () => {
    expect(
      berkasProfil([
        { nama: 'x', file_url: 'javascript:alert(1)' },
        { nama: 'x', file_url: 'JaVaScRiPt:alert(1)' },
        { nama: 'x', file_url: 'data:text/html,<script>alert(1)</script>' },
        { nama: 'x', file_url: 'http://contoh.go.id/a.pdf' },
        { nama: 'x', file_url: '//evil.example/a.pdf' },
        { nama: 'x', file_url: 'https://a.example/"onmouseover=x' },
        { nama: 'x' },
        null,
        42,
      ]),
    ).toEqual([]);
  });

  it('reads nothing from values that are not a list', () => {
    expect(berkasProfil(null)).toEqual([]);
    expect(berkasProfil('"/media/a.pdf"')).toEqual([]);
    expect(berkasProfil({ a: 1 })).toEqual([]);
    expect(berkasProfil({ data: [{ nama: 'A', file_url: '/media/a.pdf' }] })).toEqual([{ nama: 'A', file_url: '/media/a.pdf' }]);
  });
});
