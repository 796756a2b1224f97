import { describe, expect, it } from 'vitest';
import { ABJAD_KODE, cekTujuanTautan, inovasiTerbitPublik, kodeDariAcak, POLA_KODE, ringkasTeks, titikKoordinat } from './portal';

describe('inovasiTerbitPublik (decision 68)', () => {
  it('public only when a verifier approved, QC did not return it and no admin excluded it', () => {
    expect(inovasiTerbitPublik({ status_nomor: 1, qc: 1 }, {})).toBe(true);
    expect(inovasiTerbitPublik({ status_nomor: 1, qc: 0 }, { keluar_indeks_alasan: null })).toBe(true);
    expect(inovasiTerbitPublik({ status_nomor: 1, qc: 2 }, {})).toBe(false);
    expect(inovasiTerbitPublik({ status_nomor: 1, qc: 1 }, { keluar_indeks_alasan: 'Duplikat' })).toBe(false);
    for (const s of [-1, 0, 2]) expect(inovasiTerbitPublik({ status_nomor: s, qc: 1 }, {})).toBe(false);
    expect(inovasiTerbitPublik(null, {})).toBe(false);
  });
});

describe('cekTujuanTautan (decision 70)', () => {
  it('accepts public portal pages, normalised (no fragment, parameters sorted)', () => {
    expect(cekTujuanTautan('/')).toEqual({ ok: true, tujuan: '/' });
    expect(cekTujuanTautan('/katalog/12#peta')).toEqual({ ok: true, tujuan: '/katalog/12' });
    expect(cekTujuanTautan('/katalog?urusan=6&tahap=2')).toEqual({ ok: true, tujuan: '/katalog?tahap=2&urusan=6' });
    expect(cekTujuanTautan(' /pengumuman/batas-akhir ')).toEqual({ ok: true, tujuan: '/pengumuman/batas-akhir' });
    expect(cekTujuanTautan('/landing/pemda/3273')).toEqual({ ok: true, tujuan: '/landing/pemda/3273' });
  });
  it('refuses other sites, pages behind sign-in, odd characters and long addresses, with a message', () => {
    for (const v of ['https://evil.example', '//evil.example/x', '/dashboard/summary', '/login', '/katalog/abc', '/katalog/0', '/katalog?x=<b>', '/katalog\\..', '/berita/1 2', '', null, 5, `/katalog?search=${'a'.repeat(300)}`]) {
      const r = cekTujuanTautan(v);
      expect(r.ok, String(v)).toBe(false);
      if (!r.ok) expect(r.pesan).toMatch(/[a-z]/);
    }
  });
});

describe('short codes, points and summaries', () => {
  it('codes have 7 characters of the alphabet without look-alikes', () => {
    const k = kodeDariAcak([0, 1, 2, 255, 254, 100, 56]);
    expect(k).toMatch(POLA_KODE);
    expect(ABJAD_KODE).not.toMatch(/[01OlI]/);
  });
  it('a point only from "lat,lng" inside Indonesia', () => {
    expect(titikKoordinat('-6.917464,107.619123')).toEqual({ lat: -6.917464, lng: 107.619123 });
    expect(titikKoordinat(' -8.2, 114.36 ')).toEqual({ lat: -8.2, lng: 114.36 });
    expect(titikKoordinat('51.5,-0.12')).toBeNull();
    expect(titikKoordinat('x')).toBeNull();
    expect(titikKoordinat(null)).toBeNull();
  });
  it('rich text to a short plain description', () => {
    expect(ringkasTeks('<p>Satu &amp; <b>dua</b></p>')).toBe('Satu & dua');
    const r = ringkasTeks(`<p>${'kata '.repeat(100)}</p>`, 40);
    expect(r.length).toBeLessThanOrEqual(40);
    expect(r.endsWith('…')).toBe(true);
  });
});
