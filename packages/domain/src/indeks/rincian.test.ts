import { describe, expect, it } from 'vitest';
import { evaluasiDaerahTerlihat, evaluasiInovasiTerlihat } from '../indikator/evaluasi';
import { aksesRincianSkor, barisRumus, statusRegistrasiRincian } from './rincian';

describe('score breakdown (Rincian Skor)', () => {
  it('the ranking roles open every region, a region account its own, others none', () => {
    for (const r of ['admin', 'superadmin', 'tim.penilai', 'pusat'] as const) expect(aksesRincianSkor(r)).toBe('semua');
    expect(aksesRincianSkor({ role: 'pemda' })).toBe('daerah_sendiri');
    for (const r of ['verifikator', 'viewer', 'opd', 'provinsi', 'guest'] as const) expect(aksesRincianSkor(r)).toBeNull();
  });

  it('formula lines carry the region numbers', () => {
    const lines = barisRumus(
      { spd: 12.5, jumlah_kematangan: 111, jumlah_inovasi: 1, k: 12, pembagi: 12, rata_kematangan: 9.25, skor_jumlah_inovasi: 0, sid: 9.25, total: 21.75, skor_maks_total: 250, iid: 8.7, predikat: 'Kurang Inovatif' },
      { tercakup: 2, syarat: 5 },
    );
    expect(lines.map((l) => l.nilai)).toEqual([
      '12,5',
      '111 / MAX(12, 1) = 111 / 12 = 9,25',
      '0 (urusan wajib pelayanan dasar tercakup 2 dari minimal 5: belum memenuhi syarat, skor 0)',
      '9,25 + 0 = 9,25',
      '12,5 + 9,25 = 21,75',
      '21,75 / 250 × 100 = 8,70 (Kurang Inovatif)',
    ]);
  });

  it('registration in words', () => {
    expect(statusRegistrasiRincian(null)).toBe('Belum dikirim');
    expect(statusRegistrasiRincian({ status_nomor: 1, qc: 0 })).toBe('Disetujui verifikator, menunggu QC');
    expect(statusRegistrasiRincian({ status_nomor: 1, qc: 2 })).toBe('Dikembalikan QC');
  });
});

describe('who sees the verified side', () => {
  const buka = { iga_status: '1', periode_selesai: '2026-12-31', tahun_penilaian: '2026' };
  it('a region: hidden while its filling is open, shown once closed, for a past year, or to the evaluation roles', () => {
    expect(evaluasiDaerahTerlihat({ lihat_evaluasi: false, settings: buka, hariIni: '2026-06-01', tahun: 2026 }).terlihat).toBe(false);
    expect(evaluasiDaerahTerlihat({ lihat_evaluasi: false, settings: buka, hariIni: '2027-01-01', tahun: 2026 }).terlihat).toBe(true);
    expect(evaluasiDaerahTerlihat({ lihat_evaluasi: false, settings: { ...buka, iga_status: '0' }, hariIni: '2026-06-01', tahun: 2026 }).terlihat).toBe(true);
    expect(evaluasiDaerahTerlihat({ lihat_evaluasi: false, settings: buka, hariIni: '2026-06-01', tahun: 2025 }).terlihat).toBe(true);
    expect(evaluasiDaerahTerlihat({ lihat_evaluasi: true, settings: buka, hariIni: '2026-06-01', tahun: 2026 }).terlihat).toBe(true);
  });
  it('an innovation: once a verifier decided it', () => {
    expect(evaluasiInovasiTerlihat({ lihat_evaluasi: false, status_nomor: 0 }).terlihat).toBe(false);
    expect(evaluasiInovasiTerlihat({ lihat_evaluasi: false, status_nomor: 2 }).terlihat).toBe(true);
    expect(evaluasiInovasiTerlihat({ lihat_evaluasi: true, status_nomor: null }).terlihat).toBe(true);
  });
});
