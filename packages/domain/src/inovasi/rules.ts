import type { Role } from '../permissions/roles';
import { countWords } from '../fields/words';
import { MIN_KATA_RANCANG_BANGUN } from '../resources/inovasi';
import { tahunArsip } from '../platform/settings';
import { alasanPeriodeKirim, overridesPeriode, periodeDariPengaturan, type MetodologiPeriode, type PeriodePenilaian } from './periode';

/**
 * Row rules of the innovation database (INO-03, INO-05): colour, submission status, completeness, dates,
 * coordinates and the rule context. Who may edit, delete or send is decided by the policy (kebijakan.ts),
 * which gives both the row's `aksi` and the commands' guard.
 */

/** Registration with the ministry; null when never sent. */
export interface Registrasi {
  status_nomor: number;
  setuju: number | null;
  nomor?: string | null;
  qc?: number;
}

export interface InovasiRow {
  id?: number;
  tahun: number;
  is_index: number;
  inovasi_status: number;
  is_covid: number | null;
  submitable: number;
  created_by?: number | null;
  /** Application date (YYYY-MM-DD): the period's counting window reads it. */
  waktu_implementasi?: string | null;
  keluar_indeks_alasan?: string | null;
}

/** What the rules need to know about the moment and the settings. */
export interface InovasiContext {
  role: Role;
  /** Session flags from settings. */
  iga_status: number;
  kirim_inovasi: number;
  /** The filling period is still open (settings `periode_selesai`). */
  periodeBuka: boolean;
  /** Year window of the non-OPD sending path and of the salmon colour (settings tahun_kirim_min/max). */
  tahunKirimMin: number;
  tahunKirimMax: number;
  /** Archive years (settings tahun_arsip_min/max, INO-08): read-only but for admins, never sent. */
  tahunArsipMin: number;
  tahunArsipMax: number;
  /** Years the user may write (the session's `allowed_years`); absent or null = every year. */
  tahunTulis?: readonly number[] | null;
  /** The period of the assessment year (inovasi/periode.ts): the windows every rule reads. */
  periode?: PeriodePenilaian;
}

export const STATUS_NOMOR = { DITARIK: -1, PENDING: 0, VERIFIED: 1, REJECTED: 2 } as const;
export const TAHAPAN = { INISIATIF: 0, UJI_COBA: 1, PENERAPAN: 2 } as const;
export const ASTA_CITA_MIN = 9;

/** Registration pending (0) or verified (1): the record is frozen and cannot be sent again. */
export const registrasiMengunci = (reg: Registrasi | null | undefined): boolean =>
  reg != null && (reg.status_nomor === STATUS_NOMOR.PENDING || reg.status_nomor === STATUS_NOMOR.VERIFIED);

/** "Sudah Dikirim" when a registration exists with status 0 or higher, else "Belum Dikirim". */
export function statusPengiriman(reg: Registrasi | null | undefined): 'Belum Dikirim' | 'Sudah Dikirim' {
  return reg != null && reg.status_nomor >= 0 ? 'Sudah Dikirim' : 'Belum Dikirim';
}

/** The theme is not an Asta Cita code: the profile of the innovation is incomplete. */
export const profilBelumLengkap = (row: Pick<InovasiRow, 'is_covid'>): boolean => row.is_covid == null || row.is_covid < ASTA_CITA_MIN;
export const PESAN_PROFIL_BELUM_LENGKAP = 'Isian Profil Inovasi Daerah belum lengkap';

export type WarnaBaris = 'merah-abu' | 'hijau' | 'salmon' | 'putih';

/**
 * Row colour, in the spec's order: red on grey when the theme is below 9;
 * green when status_nomor is 0 or 1; salmon when the year is outside the
 * sending window or the stage is below Penerapan; white otherwise.
 */
export function warnaBaris(ctx: Pick<InovasiContext, 'tahunKirimMin' | 'tahunKirimMax' | 'periode'>, row: InovasiRow, reg: Registrasi | null | undefined): WarnaBaris {
  if (profilBelumLengkap(row)) return 'merah-abu';
  if (registrasiMengunci(reg)) return 'hijau';
  if (row.tahun < ctx.tahunKirimMin || row.tahun > ctx.tahunKirimMax || row.inovasi_status < TAHAPAN.PENERAPAN) return 'salmon';
  // the period's own rule (year and counting window): salmon exactly when the period refuses Kirim
  if (ctx.periode && alasanPeriodeKirim(ctx.periode, row)) return 'salmon';
  return 'putih';
}

/** Application and development dates are read-only for non-superadmin once a registration history exists. */
export const tanggalTerkunci = (role: Role, adaRiwayat: boolean): boolean => adaRiwayat && role !== 'superadmin';

/** Is the filling period open on this day (YYYY-MM-DD) given the setting periode_selesai? */
export function periodeBuka(periodeSelesai: string | null | undefined, hariIni: string): boolean {
  if (!periodeSelesai || !/^\d{4}-\d{2}-\d{2}$/.test(periodeSelesai)) return true;
  return hariIni <= periodeSelesai;
}

/** Indonesia's extent (with a margin) for the coordinate check. */
export const BATAS_INDONESIA = { latMin: -11.5, latMax: 6.5, lonMin: 94.5, lonMax: 141.5 } as const;

/** "lat,long" inside Indonesia; returns an Indonesian message or null. */
export function cekKoordinat(v: unknown): string | null {
  if (v == null || String(v).trim() === '') return null;
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(String(v));
  if (!m) return 'Titik Koordinat harus berformat lintang,bujur (misalnya -6.175392,106.827153).';
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  const b = BATAS_INDONESIA;
  if (lat < b.latMin || lat > b.latMax || lon < b.lonMin || lon > b.lonMax) return 'Titik Koordinat berada di luar wilayah Indonesia.';
  return null;
}

/** Fields an innovation needs before it can be sent, with their labels. */
export const KELENGKAPAN_INOVASI: readonly { field: string; label: string }[] = [
  { field: 'nama', label: 'Nama Inovasi' },
  { field: 'inovasi_status', label: 'Tahapan Inovasi' },
  { field: 'inisiator', label: 'Inisiator Inovasi' },
  { field: 'nama_inisiator', label: 'Nama Inisiator' },
  { field: 'koordinat', label: 'Titik Koordinat' },
  { field: 'jenis_inovasi', label: 'Jenis Inovasi' },
  { field: 'bentuk_inovasi', label: 'Bentuk Inovasi' },
  { field: 'is_covid', label: 'Asta Cita' },
  { field: 'urusan_pemerintah_id', label: 'Urusan Pemerintahan' },
  { field: 'waktu', label: 'Waktu Uji Coba' },
  { field: 'waktu_implementasi', label: 'Waktu Penerapan' },
  { field: 'is_developed', label: 'Inovasi Dikembangkan' },
  { field: 'latar_belakang', label: 'Rancang Bangun (minimal 300 kata)' },
  { field: 'tujuan', label: 'Tujuan Inovasi' },
  { field: 'manfaat', label: 'Manfaat yang Diperoleh' },
  { field: 'hasil_inovasi', label: 'Hasil Inovasi' },
];

/** Rich-text fields of an innovation: completeness counts their words, never their markup. */
export const TEKS_INOVASI = ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi'] as const;
export type TeksInovasi = (typeof TEKS_INOVASI)[number];
/** Words of each rich text, stored as `jumlah_kata` on write so a list can judge completeness without reading the texts. */
export type JumlahKata = Record<TeksInovasi, number>;

export function jumlahKataInovasi(row: Record<string, unknown>): JumlahKata {
  const out = {} as JumlahKata;
  for (const f of TEKS_INOVASI) out[f] = countWords(typeof row[f] === 'string' ? (row[f] as string) : '');
  return out;
}

/** Words of a rich text: counted from the text when the row has it, else from the stored `jumlah_kata` (list rows). */
function kataTeks(row: Record<string, unknown>, field: TeksInovasi): number {
  if (field in row) return countWords(typeof row[field] === 'string' ? (row[field] as string) : '');
  const stored = row.jumlah_kata as Partial<JumlahKata> | null | undefined;
  const n = stored && typeof stored === 'object' ? Number(stored[field]) : 0;
  return Number.isFinite(n) ? n : 0;
}

/**
 * What is still missing for sending (the progress bar and `submitable`):
 * every required field filled, Asta Cita chosen, design text of 300 words,
 * a development date when the innovation was developed. A rich text counts as
 * filled when it has a word (an editor's empty `<p></p>` does not); the row may
 * carry the texts or only their stored word counts (`jumlah_kata`), same result.
 */
export function kelengkapanInovasi(row: Record<string, unknown>): { persen: number; kurang: string[] } {
  const kurang: string[] = [];
  for (const { field, label } of KELENGKAPAN_INOVASI) {
    const v = row[field];
    const empty = v == null || (typeof v === 'string' && v.trim() === '');
    const missing = (TEKS_INOVASI as readonly string[]).includes(field)
      ? kataTeks(row, field as TeksInovasi) < (field === 'latar_belakang' ? MIN_KATA_RANCANG_BANGUN : 1)
      : field === 'is_covid'
        ? empty || Number(v) < ASTA_CITA_MIN
        : empty;
    if (missing) kurang.push(label);
  }
  const total = KELENGKAPAN_INOVASI.length + 1;
  if (Number(row.is_developed) === 1 && !row.waktu_pengembangan) kurang.push('Waktu Pengembangan');
  const terisi = total - kurang.length;
  return { persen: Math.round((terisi / total) * 100), kurang };
}

/** Date window of the database form from settings (defaults 2023-01-01..2025-12-31). */
export function jendelaTanggal(settings: Record<string, string | undefined>): { min: string; max: string } {
  const ok = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
  return { min: ok(settings.tanggal_penerapan_min) ?? '2023-01-01', max: ok(settings.tanggal_penerapan_max) ?? '2025-12-31' };
}

/**
 * Field changes of the innovation form that come from settings (used by API and web alike); with the period
 * (settings met with the year's methodology, inovasi/periode.ts) its narrower application window.
 */
export function inovasiOverrides(settings: Record<string, string | undefined>, periode?: PeriodePenilaian | null) {
  if (periode) return overridesPeriode(periode);
  const w = jendelaTanggal(settings);
  return {
    waktu_implementasi: { minDate: w.min, maxDate: w.max },
    waktu_pengembangan: { minDate: w.min, maxDate: w.max },
  };
}

/**
 * The rule context of a user from the settings, on a given day (YYYY-MM-DD, WIB); `tahunTulis` = the user's
 * write years (`allowed_years`), when known.
 */
export function konteksInovasi(
  role: Role,
  settings: Record<string, string | undefined>,
  hariIni: string,
  tahunTulis?: readonly number[] | null,
  metodologi?: MetodologiPeriode | null,
): InovasiContext {
  const n = (v: string | undefined, d: number) => (v != null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
  const arsip = tahunArsip(settings);
  // the years that may be sent come from the one period definition (settings met with the application window)
  const periode = periodeDariPengaturan(settings, metodologi, hariIni);
  return {
    role,
    iga_status: n(settings.iga_status, 0) === 1 ? 1 : 0,
    kirim_inovasi: n(settings.kirim_inovasi, 0) === 1 ? 1 : 0,
    periodeBuka: periodeBuka(settings.periode_selesai, hariIni),
    tahunKirimMin: periode.tahunKirim?.min ?? 0,
    tahunKirimMax: periode.tahunKirim?.max ?? -1,
    tahunArsipMin: arsip.min,
    tahunArsipMax: arsip.max,
    tahunTulis: tahunTulis ?? null,
    periode,
  };
}

/** Today in WIB (Asia/Jakarta, UTC+7) as YYYY-MM-DD. */
export const hariIniWib = (now: Date = new Date()): string => new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
