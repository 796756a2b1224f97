import { describe, expect, it } from 'vitest';
import { dataScope, type SessionUser } from '../permissions/scope';
import { validateInput } from '../fields/validate';
import { getResource } from '../resources/index';
import {
  aksiLomba,
  alasanKirimLomba,
  alasanTambahLomba,
  alasanUbahIndikatorLomba,
  assertAksiLomba,
  AksiLombaDitolak,
  jendelaTanggalLomba,
  kebijakanLomba,
  kelengkapanLomba,
  konteksLomba,
  lombaOverrides,
  type BarisLomba,
} from './kebijakan';
import { cekNilaiLembar, pemenangLomba, peringkatLomba, totalLembar } from './penjurian';
import type { Role } from '../permissions/roles';

const ctx = (role: Role, s: Record<string, string> = {}) => konteksLomba(role, { lomba_status: '1', lomba_kirim_inovasi: '1', lomba_edit_indikator: '1', ...s });
const baris = (o: Partial<BarisLomba> = {}): BarisLomba => ({ tahun: 2024, inovasi_status: 2, terkirim: false, ...o });
const WRITERS: Role[] = ['admin', 'superadmin', 'pemda', 'opd', 'upt'];

describe('the flags gate every decision', () => {
  it('lomba_status gates add, edit and delete for every writing role, admins included', () => {
    for (const r of WRITERS) {
      expect(alasanTambahLomba(ctx(r))).toBeNull();
      expect(alasanTambahLomba(ctx(r, { lomba_status: '0' }))?.code).toBe('PERIODE_DITUTUP');
      const k = kebijakanLomba(ctx(r, { lomba_status: '0' }), baris());
      expect(k.aksi).not.toContain('ubah');
      expect(k.aksi).not.toContain('hapus');
      expect(k.alasan.ubah?.code).toBe('PERIODE_DITUTUP');
    }
    for (const r of ['viewer', 'tim.penilai', 'asn', 'pusat'] as Role[]) expect(alasanTambahLomba(ctx(r))?.code).toBe('FORBIDDEN');
  });

  it('lomba_kirim_inovasi gates Kirim; never twice; complete form first', () => {
    expect(alasanKirimLomba(ctx('opd'), baris())).toBeNull();
    expect(alasanKirimLomba(ctx('opd', { lomba_kirim_inovasi: '0' }), baris())?.code).toBe('PERIODE_DITUTUP');
    expect(alasanKirimLomba(ctx('opd'), baris({ terkirim: true }))?.code).toBe('SUDAH_DIKIRIM');
    expect(alasanKirimLomba(ctx('opd'), baris({ kurang: ['Tujuan Inovasi'] }))).toMatchObject({ code: 'PROFIL_BELUM_LENGKAP', pesan: expect.stringContaining('Tujuan') });
    expect(alasanKirimLomba(ctx('viewer'), baris())?.code).toBe('FORBIDDEN');
  });

  it('lomba_edit_indikator gates the competition indicators; a sent entry is frozen', () => {
    expect(alasanUbahIndikatorLomba(ctx('upt'), baris())).toBeNull();
    expect(alasanUbahIndikatorLomba(ctx('upt', { lomba_edit_indikator: '0' }), baris())?.code).toBe('PERIODE_DITUTUP');
    expect(alasanUbahIndikatorLomba(ctx('upt'), baris({ terkirim: true }))?.code).toBe('SUDAH_DIKIRIM');
    expect(alasanUbahIndikatorLomba(ctx('viewer'), baris())?.code).toBe('FORBIDDEN');
  });

  it('judges score sent entries until the year is published; the guard throws the reason', () => {
    expect(aksiLomba(ctx('tim.penilai'), baris({ terkirim: true }))).toContain('nilai');
    expect(aksiLomba(ctx('tim.penilai'), baris())).not.toContain('nilai');
    expect(aksiLomba(ctx('tim.penilai'), baris({ terkirim: true, diumumkan: true }))).not.toContain('nilai');
    expect(aksiLomba(ctx('admin'), baris({ terkirim: true }))).not.toContain('nilai');
    expect(() => assertAksiLomba(kebijakanLomba(ctx('opd', { lomba_status: '0' }), baris()), 'ubah')).toThrow(AksiLombaDitolak);
  });

  it('flags read from settings: anything but "1" is closed', () => {
    expect(konteksLomba('opd', { lomba_status: 'yes', lomba_kirim_inovasi: ' 1 ' })).toMatchObject({ lomba_status: 0, lomba_kirim_inovasi: 1, lomba_edit_indikator: 0 });
  });

  it('years outside the account write years are refused', () => {
    const c = konteksLomba('opd', { lomba_status: '1' }, [2025]);
    expect(kebijakanLomba(c, baris({ tahun: 2024 })).alasan.ubah?.code).toBe('INVALID_TRANSITION');
  });
});

describe('the competition form', () => {
  const lomba = getResource('lomba_inovasi')!;
  const inovasi = getResource('iga2020_inovasi')!;
  const isian = { nama: 'X', inovasi_status: 2, inisiator: 'OPD', nama_inisiator: 'Dinas', koordinat: '-6.9,107.6', jenis_inovasi: 'Digital', bentuk_inovasi: 2, urusan_pemerintah_id: '1', waktu: '2022-01-10', waktu_implementasi: '2022-02-01', is_developed: 0, latar_belakang: `<p>${'kata '.repeat(310)}</p>`, tujuan: '<p>a</p>', manfaat: '<p>b</p>', hasil_inovasi: '<p>c</p>' };

  it('Asta Cita is optional and 2022 dates are allowed; the database form refuses both', () => {
    expect(validateInput(lomba, isian, { mode: 'create', role: 'opd', overrides: lombaOverrides({}) }).errors).toEqual({});
    expect(Object.keys(validateInput(inovasi, isian, { mode: 'create', role: 'opd' }).errors).sort()).toEqual(['is_covid', 'waktu_implementasi']);
  });

  it('the window comes from settings (defaults 2022-01-01..2025-12-31)', () => {
    expect(jendelaTanggalLomba({})).toEqual({ min: '2022-01-01', max: '2025-12-31' });
    expect(jendelaTanggalLomba({ tanggal_lomba_min: '2023-05-01', tanggal_lomba_max: 'x' })).toEqual({ min: '2023-05-01', max: '2025-12-31' });
    const e = validateInput(lomba, { ...isian, waktu_implementasi: '2021-12-31' }, { mode: 'create', role: 'opd', overrides: lombaOverrides({}) }).errors;
    expect(Object.keys(e)).toEqual(['waktu_implementasi']);
    const later = validateInput(lomba, isian, { mode: 'create', role: 'opd', overrides: lombaOverrides({ tanggal_lomba_min: '2022-06-01' }) }).errors;
    expect(Object.keys(later)).toEqual(['waktu_implementasi']);
  });

  it('completeness leaves Asta Cita out', () => {
    const k = kelengkapanLomba({ ...isian, is_covid: null });
    expect(k).toEqual({ persen: 100, kurang: [] });
    expect(kelengkapanLomba({ ...isian, is_developed: 1 }).kurang).toEqual(['Waktu Pengembangan']);
  });
});

describe('scope per role (supporting spec 6)', () => {
  const binding = getResource('lomba_inovasi')!.scope!;
  const user = (role: Role): SessionUser => ({ id: 7, username: role, role, nama_lengkap: role, email: null, m_daerah_id: 5, profil_id: 5, area: 0, opd_perangkat_id: null, upt_id: null, daerah_ids: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer'].includes(role) ? null : [5], allowed_years: [2024] });
  it.each([
    ['opd', [5], 7],
    ['upt', [5], 7],
    ['pemda', [5], null],
    ['asn', [5], null],
    ['admin', null, null],
    ['superadmin', null, null],
    ['tim.penilai', null, null],
    ['pusat', null, null],
    ['viewer', null, null],
  ] as const)('%s: regions %j, own records %j', (role, daerah, owner) => {
    const s = dataScope(user(role), binding);
    expect(s.daerah_ids).toEqual(daerah);
    expect(s.created_by).toBe(owner);
    expect(s.years).toEqual([2024]);
  });
});

describe('judging', () => {
  const kriteria = [
    { id: 1, nama: 'Kebaruan', bobot: 60, skor_maks: 10 },
    { id: 2, nama: 'Manfaat', bobot: 40, skor_maks: 5 },
  ];
  it('a sheet total is the weighted share of the maxima; incomplete sheets have none', () => {
    expect(totalLembar(kriteria, new Map([[1, 8], [2, 3]]))).toBe(72);
    expect(totalLembar(kriteria, new Map([[1, 8]]))).toBeNull();
  });
  it('scores are checked per criterion; every criterion to submit', () => {
    expect(cekNilaiLembar(kriteria, { 1: 11, 2: '3' }, { lengkap: true }).errors).toEqual({ 'skor.1': expect.stringContaining('0 sampai 10') });
    expect(Object.keys(cekNilaiLembar(kriteria, { 1: 5 }, { lengkap: true }).errors)).toEqual(['skor.2']);
    expect(cekNilaiLembar(kriteria, { 1: 5 }, { lengkap: false }).errors).toEqual({});
    expect(Object.keys(cekNilaiLembar(kriteria, { 9: 1, 1: 'x' }, { lengkap: false }).errors).sort()).toEqual(['skor.1', 'skor.9']);
  });
  it('the leaderboard is the mean of the judges who submitted; ties share a rank; winners by rank', () => {
    const rows = peringkatLomba([
      { inovasi_id: 1, lembar: [{ penilai_id: 1, status: 'terkirim', total: 80 }, { penilai_id: 2, status: 'terkirim', total: 60 }, { penilai_id: 3, status: 'draf', total: 0 }] },
      { inovasi_id: 2, lembar: [{ penilai_id: 1, status: 'terkirim', total: 70 }] },
      { inovasi_id: 3, lembar: [{ penilai_id: 1, status: 'draf', total: 90 }] },
      { inovasi_id: 4, lembar: [{ penilai_id: 2, status: 'terkirim', total: 70 }] },
    ]);
    expect(rows.map((r) => [r.inovasi_id, r.nilai, r.peringkat])).toEqual([
      [1, 70, 1],
      [2, 70, 1],
      [4, 70, 1],
      [3, null, null],
    ]);
    expect(rows[0]).toMatchObject({ jumlah_juri: 2, jumlah_draf: 1 });
    expect(pemenangLomba(rows, 1).map((r) => r.inovasi_id)).toEqual([1, 2, 4]);
  });
});
