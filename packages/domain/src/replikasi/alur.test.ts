import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../permissions/scope';
import { aksiReplikasi, alasanAjukanReplikasi, namaBuktiReplikasi, penghalangReplikasi, syaratTerlaksana, type BarisReplikasiKebijakan, type StatusReplikasi } from './alur';

const akun = (role: SessionUser['role'], daerah: number | null, daerah_ids: number[] | null = daerah ? [daerah] : null): SessionUser => ({
  id: 1,
  username: role,
  role,
  nama_lengkap: role,
  email: null,
  m_daerah_id: daerah,
  profil_id: daerah,
  area: 0,
  opd_perangkat_id: null,
  upt_id: null,
  daerah_ids,
  allowed_years: null,
});
const PEMINTA = 35;
const PEMILIK = 32;
const row = (status: StatusReplikasi): BarisReplikasiKebijakan => ({ status, peminta_profil_id: PEMINTA, pemilik_profil_id: PEMILIK });

describe('aksiReplikasi (decision 108)', () => {
  it('the owner region accepts or refuses a new request; the requester may only cancel it', () => {
    expect(aksiReplikasi(akun('pemda', PEMILIK), row('diajukan'))).toEqual({ lihat: true, pihak: 'pemilik', aksi: ['terima', 'tolak'] });
    expect(aksiReplikasi(akun('opd', PEMILIK), row('diajukan')).aksi).toEqual(['terima', 'tolak']);
    expect(aksiReplikasi(akun('pemda', PEMINTA), row('diajukan'))).toEqual({ lihat: true, pihak: 'peminta', aksi: ['batalkan'] });
  });
  it('the requester tracks: persiapan after acceptance, terlaksana after persiapan, completing while it runs', () => {
    expect(aksiReplikasi(akun('pemda', PEMINTA), row('diterima')).aksi).toEqual(['persiapan', 'batalkan', 'lengkapi']);
    expect(aksiReplikasi(akun('pemda', PEMINTA), row('persiapan')).aksi).toEqual(['terlaksana', 'batalkan', 'lengkapi']);
    expect(aksiReplikasi(akun('pemda', PEMILIK), row('persiapan')).aksi).toEqual([]);
    for (const s of ['ditolak', 'terlaksana', 'dibatalkan'] as const) expect(aksiReplikasi(akun('pemda', PEMINTA), row(s)).aksi).toEqual([]);
  });
  it('the ministry reads all, a province its regions, everyone else nothing', () => {
    for (const r of ['admin', 'superadmin', 'pusat'] as const) expect(aksiReplikasi(akun(r, null), row('diajukan'))).toEqual({ lihat: true, pihak: null, aksi: [] });
    expect(aksiReplikasi(akun('provinsi', 30, [30, PEMILIK]), row('diajukan')).lihat).toBe(true);
    expect(aksiReplikasi(akun('provinsi', 31, [31, 33]), row('diajukan')).lihat).toBe(false);
    expect(aksiReplikasi(akun('pemda', 99), row('diajukan')).lihat).toBe(false);
    expect(aksiReplikasi(akun('verifikator', null, [PEMILIK]), row('diajukan')).lihat).toBe(false);
    expect(aksiReplikasi(akun('asn', PEMINTA), row('diterima')).lihat).toBe(false);
  });
});

describe('penghalangReplikasi: the commands guard', () => {
  it('404 out of reach, 403 for the other side, 409 for a wrong status', () => {
    expect(penghalangReplikasi(akun('pemda', 99), row('diajukan'), 'terima')?.code).toBe('NOT_FOUND');
    expect(penghalangReplikasi(akun('pemda', PEMINTA), row('diajukan'), 'terima')?.code).toBe('FORBIDDEN');
    expect(penghalangReplikasi(akun('admin', null), row('diajukan'), 'terima')?.code).toBe('FORBIDDEN');
    expect(penghalangReplikasi(akun('pemda', PEMILIK), row('diterima'), 'terima')).toMatchObject({ code: 'INVALID_TRANSITION', pesan: expect.stringContaining('Diterima') });
    expect(penghalangReplikasi(akun('pemda', PEMINTA), row('diterima'), 'terlaksana')?.code).toBe('INVALID_TRANSITION');
    expect(penghalangReplikasi(akun('pemda', PEMINTA), row('terlaksana'), 'lengkapi')?.code).toBe('INVALID_TRANSITION');
    expect(penghalangReplikasi(akun('pemda', PEMILIK), row('diajukan'), 'tolak')).toBeNull();
    expect(penghalangReplikasi(akun('pemda', PEMINTA), row('persiapan'), 'terlaksana')).toBeNull();
  });
});

describe('asking and implementing', () => {
  it('only a public innovation of another region, by a region operator', () => {
    expect(alasanAjukanReplikasi(akun('pemda', PEMINTA), { publik: true, profil_id: PEMILIK })).toBeNull();
    expect(alasanAjukanReplikasi(akun('pemda', PEMINTA), { publik: true, profil_id: PEMINTA })?.pesan).toMatch(/sendiri/);
    expect(alasanAjukanReplikasi(akun('pemda', PEMINTA), null)?.code).toBe('VALIDATION_FAILED');
    expect(alasanAjukanReplikasi(akun('pemda', PEMINTA), { publik: false, profil_id: PEMILIK })?.pesan).toMatch(/katalog publik/);
    expect(alasanAjukanReplikasi(akun('admin', null), { publik: true, profil_id: PEMILIK })?.code).toBe('FORBIDDEN');
  });
  it('terlaksana needs the replica and the agreement', () => {
    expect(Object.keys(syaratTerlaksana({ replika_inovasi_id: null, file_url: null }))).toEqual(['replika_inovasi_id', 'file_url']);
    expect(syaratTerlaksana({ replika_inovasi_id: 4, file_url: '/media/a.pdf' })).toEqual({});
  });
  it('names the evidence row after the region and the day', () => {
    expect(namaBuktiReplikasi('Kabupaten Banyuwangi', '2026-03-05')).toBe('Replikasi oleh Kabupaten Banyuwangi (05/03/2026)');
  });
});
