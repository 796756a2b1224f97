import { describe, expect, it } from 'vitest';
import { aksesPapanTenggat, hariMenujuTutup, risikoDaerah, type KemajuanDaerah } from './risiko';

const dasar: KemajuanDaerah = { indikator_terisi: 20, indikator_jumlah: 20, wajib_terpenuhi: 15, wajib_jumlah: 15, inovasi_jumlah: 5, inovasi_draf: 0, inovasi_terkirim: 5, iid: 55 };

describe('deadline board risk', () => {
  it('a region with nothing entered is at high risk and not assessable', () => {
    const r = risikoDaerah({ ...dasar, indikator_terisi: 0, inovasi_jumlah: 0, inovasi_terkirim: 0, wajib_terpenuhi: 0, iid: null });
    expect(r).toMatchObject({ tingkat: 'tinggi', tidak_dapat_dinilai: true });
    expect(r.alasan[0]).toBe('Belum mengisi data sama sekali.');
  });
  it('nothing sent is high risk, with the drafts counted', () => {
    const r = risikoDaerah({ ...dasar, inovasi_terkirim: 0, inovasi_draf: 3 });
    expect(r.tingkat).toBe('tinggi');
    expect(r.alasan).toContain('Belum ada inovasi terkirim (3 draf belum dikirim).');
    expect(r.tidak_dapat_dinilai).toBe(false); // its stored IID is above 0
  });
  it('missing mandatory indicators or drafts need attention; complete is on track', () => {
    expect(risikoDaerah({ ...dasar, wajib_terpenuhi: 12 })).toMatchObject({ tingkat: 'sedang', alasan: ['3 indikator wajib belum lengkap.'] });
    expect(risikoDaerah({ ...dasar, inovasi_draf: 2 }).tingkat).toBe('sedang');
    expect(risikoDaerah(dasar)).toMatchObject({ tingkat: 'rendah', persen: 100, alasan: [] });
  });
  it('ranks the more serious and the less complete first', () => {
    const a = risikoDaerah({ ...dasar, inovasi_terkirim: 0 });
    const b = risikoDaerah({ ...dasar, wajib_terpenuhi: 0 });
    const c = risikoDaerah({ ...dasar, wajib_terpenuhi: 14 });
    expect(a.skor).toBeGreaterThan(b.skor);
    expect(b.skor).toBeGreaterThan(c.skor);
    expect(c.skor).toBeGreaterThan(risikoDaerah(dasar).skor);
  });
  it('counts the days to the close', () => {
    expect(hariMenujuTutup('2026-05-26', '2026-05-31')).toBe(5);
    expect(hariMenujuTutup('2026-06-02', '2026-05-31')).toBe(-2);
    expect(hariMenujuTutup('2026-06-02', '')).toBeNull();
  });
  it('opens for the ministry roles and provinces only', () => {
    expect(aksesPapanTenggat('admin')).toBe('semua');
    expect(aksesPapanTenggat('pusat')).toBe('semua');
    expect(aksesPapanTenggat('provinsi')).toBe('wilayah');
    for (const r of ['pemda', 'opd', 'verifikator', 'viewer', 'kabkota'] as const) expect(aksesPapanTenggat(r)).toBeNull();
  });
});
