import { rolesFor } from '../permissions/matrix';
import type { Role } from '../permissions/roles';
import type { ErrorCode } from '../errors/codes';
import { KELENGKAPAN_INOVASI, kelengkapanInovasi } from '../inovasi/rules';
import { LOMBA_DATE_WINDOW } from './resource';

/**
 * ONE policy per decision on a competition entry (LMB-01), the pattern of inovasi/kebijakan.ts: each decision returns
 * `null` (allowed) or why not (an error code of the API and an Indonesian sentence). The same functions give the
 * rows' `aksi` and guard the commands (the generic CRUD hooks, the send command, the indicator editor, the judges'
 * sheets), so a row never shows an action its command refuses, nor the reverse.
 *
 * The session flags of core-spec 6 decide the periods: `lomba_status` (add, edit, delete), `lomba_kirim_inovasi`
 * (send), `lomba_edit_indikator` (the competition indicators). They hold for every role, admins included
 * (supporting spec 4: "only when lomba_status equals 1").
 */

export const AKSI_LOMBA = ['lihat', 'pdf', 'excel', 'ubah', 'hapus', 'indikator', 'kirim', 'nilai'] as const;
export type AksiLomba = (typeof AKSI_LOMBA)[number];

export type KodeHambatanLomba = Extract<ErrorCode, 'FORBIDDEN' | 'INVALID_TRANSITION' | 'SUDAH_DIKIRIM' | 'PERIODE_DITUTUP' | 'PROFIL_BELUM_LENGKAP'>;

export interface HambatanLomba {
  code: KodeHambatanLomba;
  pesan: string;
}

/** What the rules need to know about the moment: the three flags and the user's write years. */
export interface KonteksLomba {
  role: Role;
  lomba_status: number;
  lomba_edit_indikator: number;
  lomba_kirim_inovasi: number;
  /** Years the user may write (the session's `allowed_years`); absent or null = every year. */
  tahunTulis?: readonly number[] | null;
}

/** A competition entry as the policy reads it. */
export interface BarisLomba {
  tahun: number;
  inovasi_status: number;
  /** Sent to the competition (a `lomba_kiriman` row). */
  terkirim: boolean;
  /** The entry's year has published results (judging closed). */
  diumumkan?: boolean;
  /** Fields still missing for sending (`kelengkapanLomba`). */
  kurang?: readonly string[];
}

export interface KebijakanLomba {
  aksi: AksiLomba[];
  alasan: Partial<Record<AksiLomba, HambatanLomba>>;
}

export const PESAN_LOMBA_DITUTUP = 'Lomba inovasi daerah sedang ditutup (lomba_status tidak aktif): data lomba tidak dapat ditambah, diubah atau dihapus.';
export const PESAN_KIRIM_LOMBA_DITUTUP = 'Pengiriman inovasi lomba sedang ditutup (lomba_kirim_inovasi tidak aktif).';
export const PESAN_INDIKATOR_LOMBA_DITUTUP = 'Pengisian indikator lomba sedang ditutup (lomba_edit_indikator tidak aktif).';

const h = (code: KodeHambatanLomba, pesan: string): HambatanLomba => ({ code, pesan });
const peran = (aksi: string) => h('FORBIDDEN', `Peran Anda tidak dapat ${aksi} data lomba inovasi.`);
const boleh = (role: Role, aksi: string) => rolesFor('lomba_inovasi', aksi).includes(role);
const tahunTertulis = (ctx: KonteksLomba, row: BarisLomba) => !ctx.tahunTulis || ctx.tahunTulis.includes(row.tahun);
const tahunDitolak = (row: BarisLomba) => h('INVALID_TRANSITION', `Tahun ${row.tahun} tidak dapat diubah oleh akun Anda.`);

/** Add: the role and lomba_status = 1. */
export function alasanTambahLomba(ctx: KonteksLomba): HambatanLomba | null {
  if (!boleh(ctx.role, 'create')) return peran('menambah');
  return ctx.lomba_status === 1 ? null : h('PERIODE_DITUTUP', PESAN_LOMBA_DITUTUP);
}

/** Edit: the role, lomba_status = 1, a year the user may write, never after sending. */
export function alasanUbahLomba(ctx: KonteksLomba, row: BarisLomba): HambatanLomba | null {
  if (!boleh(ctx.role, 'update')) return peran('mengubah');
  if (ctx.lomba_status !== 1) return h('PERIODE_DITUTUP', PESAN_LOMBA_DITUTUP);
  if (!tahunTertulis(ctx, row)) return tahunDitolak(row);
  if (row.terkirim) return h('SUDAH_DIKIRIM', 'Inovasi lomba ini sudah dikirim, sehingga tidak dapat diubah.');
  return null;
}

/** Delete: as edit. */
export function alasanHapusLomba(ctx: KonteksLomba, row: BarisLomba): HambatanLomba | null {
  if (!boleh(ctx.role, 'delete')) return peran('menghapus');
  if (ctx.lomba_status !== 1) return h('PERIODE_DITUTUP', PESAN_LOMBA_DITUTUP);
  if (!tahunTertulis(ctx, row)) return tahunDitolak(row);
  if (row.terkirim) return h('SUDAH_DIKIRIM', 'Inovasi lomba ini sudah dikirim, sehingga tidak dapat dihapus.');
  return null;
}

/** Kirim: the role; never twice; a year the user may write; lomba_kirim_inovasi = 1; complete fields of the competition form. */
export function alasanKirimLomba(ctx: KonteksLomba, row: BarisLomba): HambatanLomba | null {
  if (!boleh(ctx.role, 'kirim')) return peran('mengirim');
  if (row.terkirim) return h('SUDAH_DIKIRIM', 'Inovasi lomba ini sudah dikirim; tidak dapat dikirim ulang.');
  if (!tahunTertulis(ctx, row)) return h('INVALID_TRANSITION', `Inovasi tahun ${row.tahun} tidak dapat dikirim oleh akun Anda.`);
  if (ctx.lomba_kirim_inovasi !== 1) return h('PERIODE_DITUTUP', PESAN_KIRIM_LOMBA_DITUTUP);
  if (row.kurang?.length) return h('PROFIL_BELUM_LENGKAP', `Isian inovasi lomba belum lengkap: ${row.kurang.join(', ')}.`);
  return null;
}

/** The Indikator screen (indikator_inovasi_lomba) opens for the roles of the competition indicators (read-only when closed). */
export function alasanLihatIndikatorLomba(ctx: KonteksLomba): HambatanLomba | null {
  return boleh(ctx.role, 'indikator') ? null : peran('membuka indikator');
}

/** Changing the competition indicators: the role, lomba_edit_indikator = 1, a year the user may write, not sent yet. */
export function alasanUbahIndikatorLomba(ctx: KonteksLomba, row: BarisLomba): HambatanLomba | null {
  if (!boleh(ctx.role, 'indikator')) return peran('mengubah indikator');
  if (ctx.lomba_edit_indikator !== 1) return h('PERIODE_DITUTUP', PESAN_INDIKATOR_LOMBA_DITUTUP);
  if (!tahunTertulis(ctx, row)) return tahunDitolak(row);
  if (row.terkirim) return h('SUDAH_DIKIRIM', 'Inovasi lomba ini sudah dikirim; indikatornya tidak dapat diubah.');
  return null;
}

/** A judge's sheet: judges only, sent entries only, never after the year's results are published. */
export function alasanNilaiLomba(ctx: KonteksLomba, row: BarisLomba): HambatanLomba | null {
  if (!boleh(ctx.role, 'nilai')) return peran('menilai');
  if (!row.terkirim) return h('INVALID_TRANSITION', 'Hanya inovasi lomba yang sudah dikirim yang dapat dinilai.');
  if (row.diumumkan) return h('INVALID_TRANSITION', `Hasil lomba tahun ${row.tahun} sudah diumumkan; nilai tidak dapat diubah.`);
  return null;
}

/** Every decision on one entry: the actions allowed now and why the others are not (view and downloads: always). */
export function kebijakanLomba(ctx: KonteksLomba, row: BarisLomba): KebijakanLomba {
  const aksi: AksiLomba[] = ['lihat', 'pdf', 'excel'];
  const alasan: KebijakanLomba['alasan'] = {};
  const put = (a: AksiLomba, why: HambatanLomba | null) => {
    if (why) alasan[a] = why;
    else aksi.push(a);
  };
  put('ubah', alasanUbahLomba(ctx, row));
  put('hapus', alasanHapusLomba(ctx, row));
  put('indikator', alasanLihatIndikatorLomba(ctx));
  put('kirim', alasanKirimLomba(ctx, row));
  put('nilai', alasanNilaiLomba(ctx, row));
  return { aksi, alasan };
}

/** The row's actions (`kebijakanLomba(...).aksi`). */
export const aksiLomba = (ctx: KonteksLomba, row: BarisLomba): AksiLomba[] => kebijakanLomba(ctx, row).aksi;

/** A command refused by the competition policy: the API answers its `code` and `message`. */
export class AksiLombaDitolak extends Error {
  constructor(
    readonly aksi: AksiLomba | 'tambah',
    readonly code: KodeHambatanLomba,
    message: string,
  ) {
    super(message);
    this.name = 'AksiLombaDitolak';
  }
}

/** The guard of a command: throws {@link AksiLombaDitolak} with the policy's reason unless the action is allowed. */
export function assertAksiLomba(k: KebijakanLomba, aksi: AksiLomba): void {
  if (k.aksi.includes(aksi)) return;
  const why = k.alasan[aksi] ?? h('FORBIDDEN', 'Anda tidak memiliki hak akses untuk tindakan ini.');
  throw new AksiLombaDitolak(aksi, why.code, why.pesan);
}

// ---------------------------------------------------------------- context and form rules

const flag = (v: string | undefined) => (v != null && v.trim() === '1' ? 1 : 0);

/** The rule context of a user from the settings (the session flags) and the account's write years. */
export function konteksLomba(role: Role, settings: Record<string, string | undefined>, tahunTulis?: readonly number[] | null): KonteksLomba {
  return {
    role,
    lomba_status: flag(settings.lomba_status),
    lomba_edit_indikator: flag(settings.lomba_edit_indikator),
    lomba_kirim_inovasi: flag(settings.lomba_kirim_inovasi),
    tahunTulis: tahunTulis ?? null,
  };
}

/** Date window of the competition form from settings (defaults 2022-01-01..2025-12-31). */
export function jendelaTanggalLomba(settings: Record<string, string | undefined>): { min: string; max: string } {
  const ok = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
  return { min: ok(settings.tanggal_lomba_min) ?? LOMBA_DATE_WINDOW.min, max: ok(settings.tanggal_lomba_max) ?? LOMBA_DATE_WINDOW.max };
}

/** Field changes of the competition form that come from settings (API and web alike). */
export function lombaOverrides(settings: Record<string, string | undefined>) {
  const w = jendelaTanggalLomba(settings);
  return {
    waktu_implementasi: { minDate: w.min, maxDate: w.max },
    waktu_pengembangan: { minDate: w.min, maxDate: w.max },
  };
}

/** Label of the Asta Cita field in the innovation's completeness list: optional in the competition form. */
const ASTA_CITA = 'Asta Cita';

/** What is missing before an entry can be sent: the innovation's completeness without Asta Cita (supporting spec 5). */
export function kelengkapanLomba(row: Record<string, unknown>): { persen: number; kurang: string[] } {
  const { kurang } = kelengkapanInovasi(row);
  const sisa = kurang.filter((k) => k !== ASTA_CITA);
  // the innovation's total counts the required fields plus the development date; Asta Cita is not one here
  const total = KELENGKAPAN_INOVASI.length;
  return { persen: Math.round(((total - sisa.length) / total) * 100), kurang: sisa };
}
