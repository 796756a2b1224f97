import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors/codes';
import { rolesFor } from '../permissions/matrix';
import { ROLES } from '../permissions/roles';
import {
  AksiDitolak,
  alasanTambah,
  assertAksi,
  bolehHapus,
  bolehIndikator,
  bolehKirim,
  bolehLihatPengirim,
  bolehUbah,
  kebijakanInovasi,
  type BarisKebijakan,
  type KodeHambatan,
} from './kebijakan';
import type { InovasiContext, Registrasi } from './rules';

const ctx = (o: Partial<InovasiContext> = {}): InovasiContext => ({
  role: 'pemda',
  iga_status: 1,
  kirim_inovasi: 1,
  periodeBuka: true,
  tahunKirimMin: 2023,
  tahunKirimMax: 2024,
  tahunArsipMin: 2005,
  tahunArsipMax: 2022,
  tahunTulis: null,
  ...o,
});
const row = (o: Partial<BarisKebijakan> = {}): BarisKebijakan => ({ tahun: 2024, is_index: 0, inovasi_status: 2, is_covid: 12, submitable: 1, ...o });
const reg = (status_nomor: number, setuju: number | null = 1): Registrasi => ({ status_nomor, setuju });

type Harapan = { ubah: KodeHambatan | null; hapus: KodeHambatan | null; kirim: KodeHambatan | null; indikator: KodeHambatan | null };
const ok: Harapan = { ubah: null, hapus: null, kirim: null, indikator: null };

/** Each blocking condition (one at a time, on a pemda's sendable 2024 Penerapan innovation) x each action. */
const TABEL: [string, Partial<InovasiContext>, Partial<BarisKebijakan>, Registrasi | null, Harapan][] = [
  ['nothing blocks', {}, {}, null, ok],
  ['role may not (viewer)', { role: 'viewer' }, {}, null, { ...ok, ubah: 'FORBIDDEN', hapus: 'FORBIDDEN', kirim: 'FORBIDDEN' }],
  ['role may not delete (opd)', { role: 'opd' }, {}, null, { ...ok, hapus: 'FORBIDDEN' }],
  ['in the index', {}, { is_index: 1 }, null, { ...ok, ubah: 'INVALID_TRANSITION', hapus: 'INVALID_TRANSITION' }],
  [
    'archive year',
    {},
    { tahun: 2019 },
    null,
    { ubah: 'INVALID_TRANSITION', hapus: 'INVALID_TRANSITION', kirim: 'TAHUN_TIDAK_DAPAT_DIKIRIM', indikator: 'INVALID_TRANSITION' },
  ],
  ['outside the account\'s write years', { tahunTulis: [2023] }, {}, null, { ...ok, ubah: 'INVALID_TRANSITION', hapus: 'INVALID_TRANSITION', kirim: 'TAHUN_TIDAK_DAPAT_DIKIRIM' }],
  ['pending', {}, {}, reg(0), { ...ok, ubah: 'SUDAH_DIKIRIM', hapus: 'SUDAH_DIKIRIM', kirim: 'SUDAH_DIKIRIM' }],
  ['verified', {}, {}, reg(1), { ...ok, ubah: 'SUDAH_DIKIRIM', hapus: 'SUDAH_DIKIRIM', kirim: 'SUDAH_DIKIRIM' }],
  ['rejected (may be fixed and sent again)', {}, {}, reg(2), ok],
  ['withdrawn', {}, {}, reg(-1), ok],
  ['iga_status 0', { iga_status: 0 }, {}, null, { ...ok, ubah: 'PERIODE_DITUTUP', indikator: 'PERIODE_DITUTUP' }],
  ['filling period ended', { periodeBuka: false }, {}, null, { ...ok, ubah: 'PERIODE_DITUTUP' }],
  ['sending closed, OPD', { kirim_inovasi: 0, role: 'opd' }, {}, null, { ...ok, hapus: 'FORBIDDEN', kirim: 'PERIODE_DITUTUP' }],
  ['sending closed, pemda, year outside the window', { kirim_inovasi: 0 }, { tahun: 2025 }, null, { ...ok, kirim: 'TAHUN_TIDAK_DAPAT_DIKIRIM' }],
  ['sending closed, pemda, stage Uji Coba', { kirim_inovasi: 0 }, { inovasi_status: 1 }, null, { ...ok, kirim: 'PERIODE_DITUTUP' }],
  ['sending closed, pemda, 2023 Penerapan (the window)', { kirim_inovasi: 0 }, { tahun: 2023 }, null, ok],
  ['fields incomplete', {}, { submitable: 0, kurang: ['Tujuan Inovasi'] }, null, { ...ok, kirim: 'PROFIL_BELUM_LENGKAP' }],
  ['indicators incomplete', {}, { submitable: 0, kurang: [] }, null, { ...ok, kirim: 'INDIKATOR_BELUM_LENGKAP' }],
];

describe('kebijakanInovasi: each action x each blocking condition', () => {
  it.each(TABEL)('%s', (_n, c, r, g, harapan) => {
    const k = kebijakanInovasi(ctx(c), row(r), g);
    for (const aksi of ['ubah', 'hapus', 'kirim', 'indikator'] as const) {
      const code = harapan[aksi];
      expect({ aksi, code: k.alasan[aksi]?.code ?? null }).toEqual({ aksi, code });
      expect(k.aksi.includes(aksi)).toBe(code === null);
      // the guard of the command says the same as the row
      if (code === null) expect(() => assertAksi(k, aksi)).not.toThrow();
      else expect(() => assertAksi(k, aksi)).toThrow(expect.objectContaining({ code, aksi, message: k.alasan[aksi]!.pesan }));
    }
    // view and downloads are always there
    expect(k.aksi.slice(0, 3)).toEqual(['lihat', 'pdf', 'excel']);
  });

  it('admins: archive and pending rows stay editable (not deletable by admin); never sent from the archive', () => {
    const admin = kebijakanInovasi(ctx({ role: 'admin' }), row({ tahun: 2019 }), null);
    expect(admin.aksi).toEqual(['lihat', 'pdf', 'excel', 'ubah']);
    expect(admin.alasan.kirim?.code).toBe('TAHUN_TIDAK_DAPAT_DIKIRIM');
    expect(admin.alasan.hapus?.code).toBe('FORBIDDEN');
    expect(kebijakanInovasi(ctx({ role: 'superadmin' }), row({ tahun: 2019 }), null).aksi).toEqual(['lihat', 'pdf', 'excel', 'ubah', 'hapus']);
    expect(kebijakanInovasi(ctx({ role: 'admin' }), row(), reg(0)).aksi).toContain('ubah');
    expect(kebijakanInovasi(ctx({ role: 'admin', iga_status: 0, periodeBuka: false }), row(), null).aksi).toContain('ubah');
    // a developer deletes current rows but not archive ones (only superadmin does)
    expect(kebijakanInovasi(ctx({ role: 'developer' }), row(), null).aksi).toContain('hapus');
    expect(kebijakanInovasi(ctx({ role: 'developer' }), row({ tahun: 2019 }), null).alasan.hapus?.code).toBe('INVALID_TRANSITION');
  });

  it('an archive innovation cannot be sent, even with sending open and complete data, by any role', () => {
    for (const role of ROLES) {
      const k = kebijakanInovasi(ctx({ role, kirim_inovasi: 1 }), row({ tahun: 2022 }), null);
      expect(k.aksi).not.toContain('kirim');
      expect(k.alasan.kirim?.code).toBe(rolesFor('iga2020_inovasi', 'kirim').includes(role) ? 'TAHUN_TIDAK_DAPAT_DIKIRIM' : 'FORBIDDEN');
    }
    expect(kebijakanInovasi(ctx(), row({ tahun: 2023 }), null).aksi).toContain('kirim');
  });

  it('the order a user hears it: already sent before the year, the year before the data', () => {
    expect(kebijakanInovasi(ctx(), row({ tahun: 2019, submitable: 0 }), reg(0)).alasan.kirim?.code).toBe('SUDAH_DIKIRIM');
    expect(kebijakanInovasi(ctx(), row({ tahun: 2019, submitable: 0 }), null).alasan.kirim?.code).toBe('TAHUN_TIDAK_DAPAT_DIKIRIM');
    expect(kebijakanInovasi(ctx({ kirim_inovasi: 0, role: 'opd' }), row({ submitable: 0 }), null).alasan.kirim?.code).toBe('PERIODE_DITUTUP');
    expect(kebijakanInovasi(ctx(), row({ submitable: 0, kurang: ['Asta Cita'] }), null).alasan.kirim?.pesan).toMatch(/Asta Cita/);
  });

  it('messages name what blocks, in Indonesian', () => {
    expect(kebijakanInovasi(ctx(), row(), reg(0)).alasan.kirim?.pesan).toMatch(/sudah dikirim dan sedang menunggu verifikasi; tidak dapat dikirim ulang/);
    expect(kebijakanInovasi(ctx(), row(), reg(1)).alasan.kirim?.pesan).toMatch(/sudah terverifikasi/);
    expect(kebijakanInovasi(ctx(), row({ tahun: 2019 }), null).alasan.kirim?.pesan).toMatch(/2019 termasuk arsip \(2005–2022\)/);
    expect(kebijakanInovasi(ctx({ kirim_inovasi: 0, role: 'opd' }), row(), null).alasan.kirim?.pesan).toBe('Pengiriman inovasi ke Kemendagri sedang ditutup.');
    expect(kebijakanInovasi(ctx({ iga_status: 0 }), row(), null).alasan.ubah?.pesan).toMatch(/status IGA tidak aktif/);
    expect(kebijakanInovasi(ctx({ periodeBuka: false }), row(), null).alasan.ubah?.pesan).toMatch(/sudah berakhir/);
  });

  it('every refusal code is in the API error table (the status of the answer)', () => {
    const codes = new Set<string>();
    for (const [, c, r, g] of TABEL) for (const h of Object.values(kebijakanInovasi(ctx(c), row(r), g).alasan)) codes.add(h!.code);
    for (const code of codes) expect(ERRORS).toHaveProperty(code);
    expect(ERRORS.SUDAH_DIKIRIM.status).toBe(409);
    expect(ERRORS.TAHUN_TIDAK_DAPAT_DIKIRIM.status).toBe(409);
    expect(ERRORS.PROFIL_BELUM_LENGKAP.status).toBe(422);
    expect(ERRORS.INDIKATOR_BELUM_LENGKAP.status).toBe(422);
  });
});

describe('one decision, one answer', () => {
  it('for every role and state, each action is either allowed or has a reason, and the booleans agree', () => {
    const states: [Partial<InovasiContext>, Partial<BarisKebijakan>, Registrasi | null][] = [];
    for (const [, c, r, g] of TABEL) states.push([c, r, g]);
    for (const role of ROLES) {
      for (const [c, r, g] of states) {
        const cx = ctx({ ...c, role });
        const rw = row(r);
        const k = kebijakanInovasi(cx, rw, g);
        for (const a of ['ubah', 'hapus', 'indikator', 'kirim', 'pengirim'] as const) expect(k.aksi.includes(a)).toBe(k.alasan[a] === undefined);
        expect(bolehUbah(cx, rw, g)).toBe(k.aksi.includes('ubah'));
        expect(bolehHapus(cx, rw, g)).toBe(k.aksi.includes('hapus'));
        expect(bolehKirim(cx, rw, g)).toBe(k.aksi.includes('kirim'));
        expect(bolehIndikator(cx, rw)).toBe(k.aksi.includes('indikator'));
        expect(bolehLihatPengirim(cx, rw, g)).toBe(k.aksi.includes('pengirim'));
      }
    }
  });

  it('assertAksi throws the typed domain error', () => {
    const k = kebijakanInovasi(ctx(), row({ tahun: 2019 }), null);
    try {
      assertAksi(k, 'kirim');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AksiDitolak);
      expect((e as AksiDitolak).code).toBe('TAHUN_TIDAK_DAPAT_DIKIRIM');
    }
  });

  it('adding: the role, then iga_status and the period (admins are not held by them)', () => {
    expect(alasanTambah(ctx())).toBeNull();
    expect(alasanTambah(ctx({ role: 'viewer' }))?.code).toBe('FORBIDDEN');
    expect(alasanTambah(ctx({ iga_status: 0 }))).toEqual({ code: 'PERIODE_DITUTUP', pesan: 'Pengisian data inovasi sedang ditutup (status IGA tidak aktif).' });
    expect(alasanTambah(ctx({ periodeBuka: false }))).toEqual({ code: 'PERIODE_DITUTUP', pesan: 'Periode pengisian data inovasi sudah berakhir.' });
    expect(alasanTambah(ctx({ role: 'admin', iga_status: 0 }))).toBeNull();
  });
});
