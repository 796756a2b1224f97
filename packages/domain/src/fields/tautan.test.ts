import { describe, expect, it } from 'vitest';
import { berkasUnggahanAman, tautanBerkasAman, tautanHttpsAman } from './tautan';

describe('tautanBerkasAman: the stored-file link rule', () => {
  it.each(['/media/2026/11/abc.pdf', '/media/2026/11/0f8e-aa_b.png', 'https://jdih.bandung.go.id/perda-inovasi.pdf', 'https://a.id/x?y=1&z=%20'])('accepts %s', (url) => {
    expect(tautanBerkasAman(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://contoh.go.id/a.pdf',
    '//evil.example/a.pdf',
    'https://a.example/"onmouseover=x',
    "https://a.example/'x",
    'https://a.example/<b>',
    'https://a.example/a b',
    '/media/../../etc/passwd',
    '/media/2026/..',
    '/media/a b.pdf',
    '/media/',
    '/uploads/a.pdf',
    ' /media/a.pdf',
    '',
  ])('refuses %s', (url) => {
    expect(tautanBerkasAman(url)).toBe(false);
  });

  it('refuses values that are not text and links longer than 1000 characters', () => {
    for (const v of [null, undefined, 42, {}, ['/media/a.pdf'], { toString: () => '/media/a.pdf' }]) expect(tautanBerkasAman(v)).toBe(false);
    expect(tautanBerkasAman(`/media/${'a'.repeat(994)}`)).toBe(false);
    expect(tautanBerkasAman(`/media/${'a'.repeat(993)}`)).toBe(true);
  });

  it('tells uploaded files from https links', () => {
    expect(berkasUnggahanAman('/media/a.pdf')).toBe(true);
    expect(berkasUnggahanAman('https://a.id/a.pdf')).toBe(false);
    expect(tautanHttpsAman('https://a.id/a.pdf')).toBe(true);
    expect(tautanHttpsAman('/media/a.pdf')).toBe(false);
  });
});
