import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../permissions/roles';
import { aksiInovasi, bolehHapus, bolehKirim, bolehLihatPengirim, bolehTambah, bolehUbah } from './kebijakan';
import {
  cekKoordinat,
  jumlahKataInovasi,
  kelengkapanInovasi,
  periodeBuka,
  profilBelumLengkap,
  statusPengiriman,
  tanggalTerkunci,
  warnaBaris,
  type InovasiContext,
  type InovasiRow,
  type Registrasi,
} from './rules';

const ctx = (o: Partial<InovasiContext> = {}): InovasiContext => ({
  role: 'pemda',
  iga_status: 1,
  kirim_inovasi: 1,
  periodeBuka: true,
  tahunKirimMin: 2023,
  tahunKirimMax: 2024,
  tahunArsipMin: 2005,
  tahunArsipMax: 2022,
  ...o,
});
const row = (o: Partial<InovasiRow> = {}): InovasiRow => ({ tahun: 2024, is_index: 0, inovasi_status: 2, is_covid: 12, submitable: 1, ...o });
const reg = (status_nomor: number, setuju: number | null = 1): Registrasi => ({ status_nomor, setuju });

describe('statusPengiriman', () => {
  it.each([
    [null, 'Belum Dikirim'],
    [reg(-1), 'Belum Dikirim'],
    [reg(0), 'Sudah Dikirim'],
    [reg(1), 'Sudah Dikirim'],
    [reg(2), 'Sudah Dikirim'],
  ] as const)('%j -> %s', (r, s) => expect(statusPengiriman(r)).toBe(s));
});

describe('bolehUbah / bolehHapus', () => {
  const editors: Role[] = ['admin', 'superadmin', 'pemda', 'opd'];
  const deleters: Role[] = ['developer', 'superadmin', 'pemda'];
  it.each(ROLES.map((r) => [r]))('roles per the spec tables: %s', (role) => {
    expect(bolehUbah(ctx({ role }), row(), null)).toBe(editors.includes(role));
    expect(bolehHapus(ctx({ role }), row(), null)).toBe(deleters.includes(role));
  });
  it.each([
    [null, true],
    [reg(-1), true],
    [reg(0), false],
    [reg(1), false],
    [reg(2), true],
  ] as const)('pemda with registration %j -> edit/delete %s', (r, ok) => {
    expect(bolehUbah(ctx(), row(), r)).toBe(ok);
    expect(bolehHapus(ctx(), row(), r)).toBe(ok);
  });
  it('admin and superadmin always edit, except is_index', () => {
    expect(bolehUbah(ctx({ role: 'admin' }), row(), reg(0))).toBe(true);
    expect(bolehUbah(ctx({ role: 'superadmin', iga_status: 0, periodeBuka: false }), row(), reg(1))).toBe(true);
    expect(bolehUbah(ctx({ role: 'superadmin' }), row({ is_index: 1 }), null)).toBe(false);
    expect(bolehHapus(ctx({ role: 'superadmin' }), row({ is_index: 1 }), null)).toBe(false);
  });
  it('is_index = 1 is never edited or deleted', () => {
    expect(bolehUbah(ctx(), row({ is_index: 1 }), null)).toBe(false);
    expect(bolehHapus(ctx(), row({ is_index: 1 }), null)).toBe(false);
  });
  it('iga_status 0 or a closed period stops regional editing and adding', () => {
    expect(bolehUbah(ctx({ iga_status: 0 }), row(), null)).toBe(false);
    expect(bolehUbah(ctx({ periodeBuka: false }), row(), null)).toBe(false);
    expect(bolehTambah(ctx({ iga_status: 0 }))).toBe(false);
    expect(bolehTambah(ctx({ periodeBuka: false }))).toBe(false);
    expect(bolehTambah(ctx())).toBe(true);
    expect(bolehTambah(ctx({ role: 'admin', iga_status: 0 }))).toBe(true);
    expect(bolehTambah(ctx({ role: 'viewer' }))).toBe(false);
  });
});

describe('bolehKirim', () => {
  it.each([
    ['flag on, nothing sent', ctx(), row(), null, true],
    ['not submitable', ctx(), row({ submitable: 0 }), null, false],
    ['pending', ctx(), row(), reg(0), false],
    ['verified', ctx(), row(), reg(1), false],
    ['rejected may resend', ctx(), row(), reg(2), true],
    ['withdrawn may resend', ctx(), row(), reg(-1), true],
    ['flag off, non-OPD path 2023 stage 2', ctx({ kirim_inovasi: 0 }), row({ tahun: 2023 }), null, true],
    ['flag off, non-OPD path 2024', ctx({ kirim_inovasi: 0 }), row({ tahun: 2024 }), null, true],
    ['flag off, 2022 is outside', ctx({ kirim_inovasi: 0 }), row({ tahun: 2022 }), null, false],
    ['flag off, 2025 is outside', ctx({ kirim_inovasi: 0 }), row({ tahun: 2025 }), null, false],
    ['flag off, stage 1', ctx({ kirim_inovasi: 0 }), row({ inovasi_status: 1 }), null, false],
    ['flag off, OPD', ctx({ kirim_inovasi: 0, role: 'opd' }), row(), null, false],
    ['flag on, OPD', ctx({ role: 'opd' }), row(), null, true],
    ['viewer never', ctx({ role: 'viewer' }), row(), null, false],
  ] as const)('%s', (_n, c, r, g, ok) => expect(bolehKirim(c, r, g)).toBe(ok));
});

describe('bolehLihatPengirim', () => {
  it.each([
    ['pemda, registered with agreement, stage 2', ctx(), row(), reg(0), true],
    ['opd never', ctx({ role: 'opd' }), row(), reg(0), false],
    ['no registration', ctx(), row(), null, false],
    ['status -1 hides it', ctx(), row(), reg(-1), false],
    ['no agreement', ctx(), row(), reg(0, null), false],
    ['stage 1', ctx(), row({ inovasi_status: 1 }), reg(1), false],
  ] as const)('%s', (_n, c, r, g, ok) => expect(bolehLihatPengirim(c, r, g)).toBe(ok));
});

describe('warnaBaris in the spec order', () => {
  it.each([
    ['theme 8 beats everything', row({ is_covid: 8 }), reg(0), 'merah-abu'],
    ['theme null', row({ is_covid: null }), null, 'merah-abu'],
    ['pending is green', row({ tahun: 2019, inovasi_status: 0 }), reg(0), 'hijau'],
    ['verified is green', row(), reg(1), 'hijau'],
    ['rejected falls through', row(), reg(2), 'putih'],
    ['2022 salmon', row({ tahun: 2022 }), null, 'salmon'],
    ['2025 salmon', row({ tahun: 2025 }), null, 'salmon'],
    ['stage 1 salmon', row({ inovasi_status: 1 }), null, 'salmon'],
    ['2023 stage 2 white', row({ tahun: 2023 }), null, 'putih'],
    ['2024 stage 2 white', row({ tahun: 2024 }), null, 'putih'],
  ] as const)('%s', (_n, r, g, w) => expect(warnaBaris(ctx(), r, g)).toBe(w));
  it('years come from the context (settings)', () => expect(warnaBaris(ctx({ tahunKirimMax: 2025 }), row({ tahun: 2025 }), null)).toBe('putih'));
  it('profilBelumLengkap below 9', () => {
    expect(profilBelumLengkap({ is_covid: 8 })).toBe(true);
    expect(profilBelumLengkap({ is_covid: 9 })).toBe(false);
  });
});

describe('aksiInovasi', () => {
  it('never offers Hasil Uji Coba and follows each rule', () => {
    expect(aksiInovasi(ctx(), row(), null)).toEqual(['lihat', 'pdf', 'excel', 'ubah', 'hapus', 'indikator', 'kirim']);
    expect(aksiInovasi(ctx(), row(), reg(0))).toEqual(['lihat', 'pdf', 'excel', 'indikator', 'pengirim']);
    expect(aksiInovasi(ctx({ role: 'viewer', iga_status: 0 }), row(), null)).toEqual(['lihat', 'pdf', 'excel']);
  });
});

describe('dates, period and coordinates', () => {
  it('dates lock for everyone but superadmin once a history exists', () => {
    expect(tanggalTerkunci('admin', true)).toBe(true);
    expect(tanggalTerkunci('pemda', true)).toBe(true);
    expect(tanggalTerkunci('superadmin', true)).toBe(false);
    expect(tanggalTerkunci('pemda', false)).toBe(false);
  });
  it.each([
    ['2026-12-31', '2026-12-31', true],
    ['2026-12-31', '2027-01-01', false],
    ['', '2030-01-01', true],
    [null, '2030-01-01', true],
  ] as const)('periode_selesai %s on %s -> %s', (p, d, ok) => expect(periodeBuka(p, d)).toBe(ok));
  it.each([
    ['-6.175392,106.827153', null],
    [' -6.9 , 107.6 ', null],
    ['5.9,95.3', null],
    ['-8.5,140.4', null],
    ['51.5,-0.12', 'Titik Koordinat berada di luar wilayah Indonesia.'],
    ['-6.1,150', 'Titik Koordinat berada di luar wilayah Indonesia.'],
    ['Jakarta', 'Titik Koordinat harus berformat lintang,bujur (misalnya -6.175392,106.827153).'],
    ['106.8,-6.1', 'Titik Koordinat harus berformat lintang,bujur (misalnya -6.175392,106.827153).'],
    ['', null],
  ] as const)('%s -> %s', (v, msg) => expect(cekKoordinat(v)).toBe(msg));
});

describe('kelengkapanInovasi', () => {
  const full = {
    nama: 'x',
    inovasi_status: 2,
    inisiator: 'OPD',
    nama_inisiator: 'x',
    koordinat: '-6,107',
    jenis_inovasi: 'Digital',
    bentuk_inovasi: 1,
    is_covid: 9,
    urusan_pemerintah_id: '1',
    waktu: '2024-01-01',
    waktu_implementasi: '2024-02-01',
    is_developed: 0,
    latar_belakang: 'kata '.repeat(300),
    tujuan: 'x',
    manfaat: 'x',
    hasil_inovasi: 'x',
  };
  it('complete at 100 %', () => expect(kelengkapanInovasi(full)).toEqual({ persen: 100, kurang: [] }));
  it('299 words, theme 8 and a missing development date are reported by label', () => {
    const r = kelengkapanInovasi({ ...full, latar_belakang: 'kata '.repeat(299), is_covid: 8, is_developed: 1 });
    expect(r.kurang).toEqual(['Asta Cita', 'Rancang Bangun (minimal 300 kata)', 'Waktu Pengembangan']);
    expect(r.persen).toBeLessThan(100);
  });
  it('an empty record is far from complete', () => expect(kelengkapanInovasi({}).persen).toBeLessThan(15));
  it('an empty editor paragraph is not a filled text', () => {
    expect(kelengkapanInovasi({ ...full, tujuan: '<p></p>', manfaat: '<p>&nbsp;</p>' }).kurang).toEqual(['Tujuan Inovasi', 'Manfaat yang Diperoleh']);
  });
  it('a list row with only the stored word counts gives the same answer as the texts', () => {
    const cases = [full, { ...full, latar_belakang: '<p>' + 'kata '.repeat(299) + '</p>', tujuan: '<p></p>' }, { ...full, hasil_inovasi: null, manfaat: undefined }, {}];
    for (const row of cases) {
      const { latar_belakang: _l, tujuan: _t, manfaat: _m, hasil_inovasi: _h, ...rest } = row as Record<string, unknown>;
      expect(kelengkapanInovasi({ ...rest, jumlah_kata: jumlahKataInovasi(row) })).toEqual(kelengkapanInovasi(row));
    }
  });
  it('counts words per rich text', () => {
    expect(jumlahKataInovasi({ latar_belakang: '<p>satu dua</p><p>tiga</p>', tujuan: null })).toEqual({ latar_belakang: 3, tujuan: 0, manfaat: 0, hasil_inovasi: 0 });
  });
});

describe('archive rows (the same policy as every row)', () => {
  it('archive rows are read-only except for admins, and never sent', () => {
    expect(aksiInovasi(ctx(), row({ tahun: 2019 }), null)).toEqual(['lihat', 'pdf', 'excel']);
    expect(aksiInovasi(ctx({ role: 'viewer' }), row({ tahun: 2019 }), null)).toEqual(['lihat', 'pdf', 'excel']);
    expect(aksiInovasi(ctx({ role: 'admin' }), row({ tahun: 2019 }), null)).toEqual(['lihat', 'pdf', 'excel', 'ubah']);
    expect(aksiInovasi(ctx({ role: 'superadmin' }), row({ tahun: 2019 }), null)).toEqual(['lihat', 'pdf', 'excel', 'ubah', 'hapus']);
    expect(aksiInovasi(ctx({ role: 'superadmin' }), row({ tahun: 2019, is_index: 1 }), null)).toEqual(['lihat', 'pdf', 'excel']);
  });
});
