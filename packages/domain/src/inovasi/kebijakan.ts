import { rolesFor } from '../permissions/matrix';
import type { Role } from '../permissions/roles';
import type { ErrorCode } from '../errors/codes';
import { KELENGKAPAN_INOVASI, registrasiMengunci, STATUS_NOMOR, TAHAPAN, type InovasiContext, type InovasiRow, type Registrasi } from './rules';
import { alasanPeriodeKirim } from './periode';

/**
 * ONE policy per decision on an innovation row (INO-03, INO-05, INO-08): each decision (edit, delete, send,
 * indicators, sender, add) is one function returning `null` (allowed) or why not (a code of the API's error
 * table and an Indonesian sentence). The same functions give the row actions the client shows (`aksi`) and
 * the guard every command calls (`assertAksi`), so a row never shows an action its command refuses, nor the
 * reverse.
 */

export const AKSI_INOVASI = ['lihat', 'pdf', 'excel', 'ubah', 'hapus', 'indikator', 'kirim', 'pengirim'] as const;
export type AksiInovasi = (typeof AKSI_INOVASI)[number];

/**
 * Why an action is refused. The code is the `code` of the error body when a command is refused
 * (packages/domain/src/errors/codes.ts gives its HTTP status):
 * - `FORBIDDEN`: the role may not do it at all;
 * - `INVALID_TRANSITION`: the record's state forbids it (in the index, archive read-only);
 * - `SUDAH_DIKIRIM`: sent and pending or verified (frozen);
 * - `PERIODE_DITUTUP`: filling or sending is closed (settings);
 * - `TAHUN_TIDAK_DAPAT_DIKIRIM`: the innovation's year may not be sent (archive, outside the user's years or the window);
 * - `PROFIL_BELUM_LENGKAP` / `INDIKATOR_BELUM_LENGKAP`: the data is not complete yet (fields / indicators and evidence).
 */
export type KodeHambatan = Extract<
  ErrorCode,
  'FORBIDDEN' | 'INVALID_TRANSITION' | 'SUDAH_DIKIRIM' | 'PERIODE_DITUTUP' | 'TAHUN_TIDAK_DAPAT_DIKIRIM' | 'PROFIL_BELUM_LENGKAP' | 'INDIKATOR_BELUM_LENGKAP'
>;

export interface Hambatan {
  code: KodeHambatan;
  pesan: string;
  /** Where the user fixes it: an innovation field (the form focuses it) … */
  field?: string;
  /** … or the innovation's indicators and evidence. */
  tautan?: 'indikator';
}

/** The row as the policy reads it; `kurang` (missing fields, `kelengkapanInovasi`) tells fields from indicators when `submitable` is 0. */
export interface BarisKebijakan extends InovasiRow {
  kurang?: readonly string[];
}

export interface KebijakanInovasi {
  /** What the caller may do with the row now (the row's `aksi`). */
  aksi: AksiInovasi[];
  /** Why each action missing from `aksi` is refused. */
  alasan: Partial<Record<AksiInovasi, Hambatan>>;
}

const ADMINS: readonly Role[] = ['admin', 'superadmin'];
const isAdmin = (r: Role) => ADMINS.includes(r);

export const PESAN_IGA_DITUTUP = 'Pengisian data inovasi sedang ditutup (status IGA tidak aktif).';
export const PESAN_PERIODE_BERAKHIR = 'Periode pengisian data inovasi sudah berakhir.';
export const PESAN_KIRIM_DITUTUP = 'Pengiriman inovasi ke Kemendagri sedang ditutup.';
export const PESAN_ARSIP = 'Inovasi arsip hanya dapat dilihat.';

const h = (code: KodeHambatan, pesan: string): Hambatan => ({ code, pesan });
const peran = (aksi: string) => h('FORBIDDEN', `Peran Anda tidak dapat ${aksi} data inovasi.`);

/** A stored row (a record of any shape: the API's row, the list's JSON) as the policy reads it. */
export const barisInovasi = (r: Record<string, unknown>): InovasiRow => ({
  tahun: Number(r.tahun),
  is_index: Number(r.is_index ?? 0),
  inovasi_status: Number(r.inovasi_status ?? 0),
  is_covid: r.is_covid == null ? null : Number(r.is_covid),
  submitable: Number(r.submitable ?? 0),
  created_by: r.created_by == null ? null : Number(r.created_by),
  waktu_implementasi: typeof r.waktu_implementasi === 'string' ? r.waktu_implementasi.slice(0, 10) : null,
  keluar_indeks_alasan: typeof r.keluar_indeks_alasan === 'string' ? r.keluar_indeks_alasan : null,
});

/** The row's year is in the archive window (INO-08: read-only but for admins). */
export const barisArsip = (ctx: Pick<InovasiContext, 'tahunArsipMin' | 'tahunArsipMax'>, row: Pick<InovasiRow, 'tahun'>): boolean =>
  row.tahun >= ctx.tahunArsipMin && row.tahun <= ctx.tahunArsipMax;

/** The row's year is one the user may write (the write scope's years; none given = every year). */
const tahunTertulis = (ctx: InovasiContext, row: InovasiRow): boolean => !ctx.tahunTulis || ctx.tahunTulis.includes(row.tahun);

const ditutup = (ctx: InovasiContext): Hambatan | null =>
  ctx.iga_status !== 1 ? h('PERIODE_DITUTUP', PESAN_IGA_DITUTUP) : !ctx.periodeBuka ? h('PERIODE_DITUTUP', PESAN_PERIODE_BERAKHIR) : null;

/** Add: the role, iga_status = 1 and an open period (admins are not held by the period). */
export function alasanTambah(ctx: InovasiContext): Hambatan | null {
  if (!rolesFor('iga2020_inovasi', 'create').includes(ctx.role)) return peran('menambah');
  return isAdmin(ctx.role) ? null : ditutup(ctx);
}

/**
 * Edit: the role; never in the index; archive and years outside the user's write years only for admins;
 * admins always otherwise; others need no pending/verified registration, iga_status = 1 and an open period.
 */
export function alasanUbah(ctx: InovasiContext, row: InovasiRow, reg: Registrasi | null | undefined): Hambatan | null {
  if (!rolesFor('iga2020_inovasi', 'update').includes(ctx.role)) return peran('mengubah');
  if (row.is_index === 1) return h('INVALID_TRANSITION', 'Inovasi yang sudah masuk indeks tidak dapat diubah.');
  if (isAdmin(ctx.role)) return null;
  if (barisArsip(ctx, row)) return h('INVALID_TRANSITION', PESAN_ARSIP);
  if (!tahunTertulis(ctx, row)) return h('INVALID_TRANSITION', `Tahun ${row.tahun} tidak dapat diubah oleh akun Anda.`);
  if (registrasiMengunci(reg)) return h('SUDAH_DIKIRIM', `${keadaanKiriman(reg)}, sehingga tidak dapat diubah.`);
  return ditutup(ctx);
}

/** Where a sent innovation stands, in words: pending (0) or verified. */
const keadaanKiriman = (reg: Registrasi | null | undefined) =>
  reg?.status_nomor === 0 ? 'Inovasi sudah dikirim dan sedang menunggu verifikasi' : 'Inovasi sudah dikirim dan sudah terverifikasi';

/** Delete: developer, superadmin, pemda; never in the index nor while pending/verified; archive: superadmin only. */
export function alasanHapus(ctx: InovasiContext, row: InovasiRow, reg: Registrasi | null | undefined): Hambatan | null {
  if (!rolesFor('iga2020_inovasi', 'delete').includes(ctx.role)) return peran('menghapus');
  if (row.is_index === 1) return h('INVALID_TRANSITION', 'Inovasi yang sudah masuk indeks tidak dapat dihapus.');
  if (barisArsip(ctx, row) && ctx.role !== 'superadmin') return h('INVALID_TRANSITION', PESAN_ARSIP);
  if (!tahunTertulis(ctx, row)) return h('INVALID_TRANSITION', `Tahun ${row.tahun} tidak dapat diubah oleh akun Anda.`);
  if (registrasiMengunci(reg)) return h('SUDAH_DIKIRIM', `${keadaanKiriman(reg)}, sehingga tidak dapat dihapus.`);
  return null;
}

/**
 * Kirim ke Kemendagri (both specs), in the order a user should hear it: the role; already sent (pending or
 * verified: never twice); the year (never an archive year nor one outside the user's write years); the
 * sending flag (kirim_inovasi = 1, or else a non-OPD user sending a Penerapan-stage innovation of a year in
 * the sending window); last the data (complete fields, then indicators and evidence: `submitable` = 1).
 */
export function alasanKirim(ctx: InovasiContext, row: BarisKebijakan, reg: Registrasi | null | undefined): Hambatan | null {
  if (!rolesFor('iga2020_inovasi', 'kirim').includes(ctx.role)) return peran('mengirim');
  if (registrasiMengunci(reg)) {
    return h(
      'SUDAH_DIKIRIM',
      reg!.status_nomor === STATUS_NOMOR.PENDING
        ? 'Inovasi ini sudah dikirim dan sedang menunggu verifikasi; tidak dapat dikirim ulang.'
        : 'Inovasi ini sudah terverifikasi; tidak dapat dikirim ulang.',
    );
  }
  if (barisArsip(ctx, row)) return h('TAHUN_TIDAK_DAPAT_DIKIRIM', `Inovasi tahun ${row.tahun} termasuk arsip (${ctx.tahunArsipMin}–${ctx.tahunArsipMax}) dan tidak dapat dikirim.`);
  if (!tahunTertulis(ctx, row)) return h('TAHUN_TIDAK_DAPAT_DIKIRIM', `Inovasi tahun ${row.tahun} tidak dapat dikirim oleh akun Anda.`);
  // the period of the assessment year: never a year outside its sending years nor a date it never counts
  const periode = ctx.periode ? alasanPeriodeKirim(ctx.periode, row) : null;
  if (periode) return { code: periode.code, pesan: periode.pesan, field: periode.field };
  if (ctx.kirim_inovasi !== 1) {
    if (ctx.role === 'opd') return h('PERIODE_DITUTUP', PESAN_KIRIM_DITUTUP);
    const jendela = `${ctx.tahunKirimMin}–${ctx.tahunKirimMax}`;
    if (row.tahun < ctx.tahunKirimMin || row.tahun > ctx.tahunKirimMax) {
      return h('TAHUN_TIDAK_DAPAT_DIKIRIM', `${PESAN_KIRIM_DITUTUP} Saat ini hanya inovasi tahun ${jendela} yang dapat dikirim.`);
    }
    if (row.inovasi_status !== TAHAPAN.PENERAPAN) return h('PERIODE_DITUTUP', `${PESAN_KIRIM_DITUTUP} Saat ini hanya inovasi tahap Penerapan yang dapat dikirim.`);
  }
  if (row.submitable !== 1) {
    if (row.kurang?.length) return h('PROFIL_BELUM_LENGKAP', `Isian profil inovasi belum lengkap: ${row.kurang.join(', ')}.`);
    return h('INDIKATOR_BELUM_LENGKAP', 'Indikator dan bukti dukung inovasi belum lengkap.');
  }
  return null;
}

/**
 * Everything that keeps Kirim from a row, in the order of {@link alasanKirim} but not stopping at the first:
 * the answer to "why is there no Kirim" (each with the field or the indicators that fix it). Empty when Kirim
 * is allowed; a single item when the role, an existing registration, the archive or the account's years decide.
 */
export function hambatanKirim(ctx: InovasiContext, row: BarisKebijakan, reg: Registrasi | null | undefined): Hambatan[] {
  const pertama = alasanKirim(ctx, row, reg);
  if (!pertama) return [];
  if (pertama.code === 'FORBIDDEN' || pertama.code === 'SUDAH_DIKIRIM' || (pertama.code === 'TAHUN_TIDAK_DAPAT_DIKIRIM' && !pertama.field)) return [pertama];
  const out: Hambatan[] = [];
  const periode = ctx.periode ? alasanPeriodeKirim(ctx.periode, row) : null;
  if (periode) out.push({ code: periode.code, pesan: periode.pesan, field: periode.field });
  if (ctx.kirim_inovasi !== 1) {
    if (ctx.role === 'opd') out.push(h('PERIODE_DITUTUP', PESAN_KIRIM_DITUTUP));
    else if (row.inovasi_status !== TAHAPAN.PENERAPAN) {
      out.push({ ...h('PERIODE_DITUTUP', `${PESAN_KIRIM_DITUTUP} Saat ini hanya inovasi tahap Penerapan yang dapat dikirim.`), field: 'inovasi_status' });
    }
  }
  if (row.submitable !== 1) {
    const label = new Map(KELENGKAPAN_INOVASI.map((k) => [k.label, k.field]));
    for (const k of row.kurang ?? []) out.push({ code: 'PROFIL_BELUM_LENGKAP', pesan: `Belum lengkap: ${k}.`, field: label.get(k) ?? (k === 'Waktu Pengembangan' ? 'waktu_pengembangan' : undefined) });
    out.push({
      code: 'INDIKATOR_BELUM_LENGKAP',
      pesan: row.kurang?.length
        ? 'Periksa juga indikator dan bukti dukung (mandatori) inovasi ini.'
        : 'Indikator dan bukti dukung inovasi belum lengkap (indikator mandatori, bukti dukung wajib, jumlah kata).',
      tautan: 'indikator',
    });
  }
  return out.length ? out : [pertama];
}

/** Indicators (INO-06) are shown while iga_status = 1, never for an archive row. */
export function alasanIndikator(ctx: InovasiContext, row: InovasiRow): Hambatan | null {
  if (barisArsip(ctx, row)) return h('INVALID_TRANSITION', PESAN_ARSIP);
  return ctx.iga_status === 1 ? null : h('PERIODE_DITUTUP', PESAN_IGA_DITUTUP);
}

/** Pengirim: non-OPD users, a registration with an agreement, stage Penerapan; status -1 hides it; never an archive row. */
export function alasanPengirim(ctx: InovasiContext, row: InovasiRow, reg: Registrasi | null | undefined): Hambatan | null {
  if (ctx.role === 'opd') return peran('melihat pengirim');
  if (barisArsip(ctx, row)) return h('INVALID_TRANSITION', PESAN_ARSIP);
  if (reg == null || reg.status_nomor === STATUS_NOMOR.DITARIK || reg.setuju == null) return h('INVALID_TRANSITION', 'Inovasi ini belum dikirim ke Kemendagri.');
  return row.inovasi_status === TAHAPAN.PENERAPAN ? null : h('INVALID_TRANSITION', 'Pengirim hanya ditampilkan untuk inovasi tahap Penerapan.');
}

/** Every decision on one row: the actions allowed now and why the others are not (view and downloads: always). */
export function kebijakanInovasi(ctx: InovasiContext, row: BarisKebijakan, reg: Registrasi | null | undefined): KebijakanInovasi {
  const aksi: AksiInovasi[] = ['lihat', 'pdf', 'excel'];
  const alasan: KebijakanInovasi['alasan'] = {};
  const put = (a: AksiInovasi, why: Hambatan | null) => {
    if (why) alasan[a] = why;
    else aksi.push(a);
  };
  put('ubah', alasanUbah(ctx, row, reg));
  put('hapus', alasanHapus(ctx, row, reg));
  put('indikator', alasanIndikator(ctx, row));
  put('kirim', alasanKirim(ctx, row, reg));
  put('pengirim', alasanPengirim(ctx, row, reg));
  return { aksi, alasan };
}

/** A command refused by the policy: the API answers its `code` (status from the error table) and `message`. */
export class AksiDitolak extends Error {
  constructor(
    readonly aksi: AksiInovasi,
    readonly code: KodeHambatan,
    message: string,
  ) {
    super(message);
    this.name = 'AksiDitolak';
  }
}

/** The guard of a command: throws {@link AksiDitolak} unless the policy allows the action. */
export function assertAksi(k: KebijakanInovasi, aksi: AksiInovasi): void {
  if (k.aksi.includes(aksi)) return;
  const why = k.alasan[aksi] ?? h('FORBIDDEN', 'Anda tidak memiliki hak akses untuk tindakan ini.');
  throw new AksiDitolak(aksi, why.code, why.pesan);
}

// ---------------------------------------------------------------- the same decisions as booleans

export const bolehTambah = (ctx: InovasiContext): boolean => alasanTambah(ctx) === null;
export const bolehUbah = (ctx: InovasiContext, row: InovasiRow, reg: Registrasi | null | undefined): boolean => alasanUbah(ctx, row, reg) === null;
export const bolehHapus = (ctx: InovasiContext, row: InovasiRow, reg: Registrasi | null | undefined): boolean => alasanHapus(ctx, row, reg) === null;
export const bolehKirim = (ctx: InovasiContext, row: BarisKebijakan, reg: Registrasi | null | undefined): boolean => alasanKirim(ctx, row, reg) === null;
export const bolehIndikator = (ctx: InovasiContext, row: InovasiRow): boolean => alasanIndikator(ctx, row) === null;
export const bolehLihatPengirim = (ctx: InovasiContext, row: InovasiRow, reg: Registrasi | null | undefined): boolean => alasanPengirim(ctx, row, reg) === null;

/** The row's actions (`kebijakanInovasi(...).aksi`); archive rows included, the policy knows them. */
export const aksiInovasi = (ctx: InovasiContext, row: BarisKebijakan, reg: Registrasi | null | undefined): AksiInovasi[] => kebijakanInovasi(ctx, row, reg).aksi;
