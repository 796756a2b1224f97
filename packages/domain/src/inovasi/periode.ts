import { formatTanggal } from '../fields/validate';
import { jendelaDihitung } from '../indeks/indeks';
import type { Kelayakan } from '../indeks/types';
import { DEFAULT_SETTINGS, parseYears } from '../platform/settings';

/**
 * ONE period definition per assessment year (issue 19 item 2, decision 83). Everything a screen or a command
 * says about years and dates comes from here, so no two rules can disagree:
 * - the assessment year (settings `tahun_penilaian`);
 * - the filling window (settings `iga_status`, `periode_selesai`) and the sending switch (`kirim_inovasi`);
 * - the counting window: which innovations the year's methodology counts (`metodologi.kelayakan`: minimum stage,
 *   application dates), read with the index engine's own `jendelaDihitung`;
 * - the application-date window of the form: settings `tanggal_penerapan_min/max` MET WITH the counting window
 *   (a date the year never counts cannot be entered);
 * - the years that may be sent: settings `tahun_kirim_min/max` MET WITH the years of the application window.
 * Where the settings are wider than the methodology, the narrower window wins and `catatan` says so (for admins).
 */

export interface JendelaTanggal {
  min: string;
  max: string;
}

export interface PeriodePenilaian {
  /** The assessment year (the methodology and indicator catalogue in force). */
  tahun: number;
  /** Filling: the switch (iga_status), its last day (periode_selesai) and whether it is open today. */
  pengisian: { dibuka: boolean; selesai: string | null; masihBuka: boolean };
  /** Sending to the ministry is switched on (kirim_inovasi). */
  kirimDibuka: boolean;
  /** Application (and development) dates the form accepts. */
  tanggalPenerapan: JendelaTanggal;
  /** Innovation years that may be sent; null: none (the settings and the methodology do not meet). */
  tahunKirim: { min: number; max: number } | null;
  /** What the year's methodology counts; `tanggal` null when it sets no date rule; `metodologi` false when the year has none. */
  dihitung: { tahapanMin: number | null; tanggal: { min: string | null; max: string | null } | null; metodologi: boolean };
  /** Maximum maturity (kematangan) of one innovation in this year's methodology; null when not set. */
  skorMaksKematangan: number | null;
  /** Where the settings were narrowed to the methodology (Indonesian, for admins). */
  catatan: string[];
}

/** The methodology fields the period reads (a `Metodologi` row fits). */
export interface MetodologiPeriode {
  kelayakan: Kelayakan;
  skor_maks_kematangan?: number | null;
}

type Settings = Record<string, string | undefined>;

const TANGGAL = /^\d{4}-\d{2}-\d{2}$/;
const bawaan = (name: keyof typeof DEFAULT_SETTINGS) => DEFAULT_SETTINGS[name].value as string;
const tanggalDari = (v: string | undefined, name: keyof typeof DEFAULT_SETTINGS) => (v && TANGGAL.test(v.trim()) ? v.trim() : bawaan(name));
const tahunDari = (v: string | undefined, name: keyof typeof DEFAULT_SETTINGS) => parseYears(v)[0] ?? Number(bawaan(name));
const maks = (a: string, b: string | null) => (b !== null && b > a ? b : a);
const mins = (a: string, b: string | null) => (b !== null && b < a ? b : a);

/** The assessment year from settings (`tahun_penilaian`). */
export const tahunPenilaianDari = (settings: Settings): number => tahunDari(settings.tahun_penilaian, 'tahun_penilaian');

/** "01/01/2024–31/12/2025": a window in the users' date format. */
export const teksJendela = (j: { min: string | null; max: string | null }): string => `${j.min ? formatTanggal(j.min) : '…'}–${j.max ? formatTanggal(j.max) : '…'}`;

/**
 * The period of assessment year `tahunPenilaian` from the settings and that year's methodology (null when the
 * year has none: nothing narrows the settings). `hariIni` (YYYY-MM-DD, WIB) decides whether filling is still open.
 */
export function periodePenilaian(tahunPenilaian: number, settings: Settings, metodologi?: MetodologiPeriode | null, hariIni?: string): PeriodePenilaian {
  const catatan: string[] = [];
  const selesai = settings.periode_selesai && TANGGAL.test(settings.periode_selesai) ? settings.periode_selesai : null;
  const dibuka = String(settings.iga_status ?? bawaan('iga_status')) === '1';
  const dihitung = jendelaDihitung(metodologi?.kelayakan, tahunPenilaian);

  // the form's window: settings met with the counting window
  const aturan: JendelaTanggal = { min: tanggalDari(settings.tanggal_penerapan_min, 'tanggal_penerapan_min'), max: tanggalDari(settings.tanggal_penerapan_max, 'tanggal_penerapan_max') };
  let tanggalPenerapan = aturan;
  if (dihitung.tanggal) {
    const temu = { min: maks(aturan.min, dihitung.tanggal.min), max: mins(aturan.max, dihitung.tanggal.max) };
    if (temu.min > temu.max) {
      tanggalPenerapan = { min: dihitung.tanggal.min ?? aturan.min, max: dihitung.tanggal.max ?? aturan.max };
      catatan.push(`Pengaturan tanggal penerapan (${teksJendela(aturan)}) tidak bertemu dengan jendela metodologi ${tahunPenilaian}; yang berlaku ${teksJendela(tanggalPenerapan)}.`);
    } else {
      tanggalPenerapan = temu;
      if (temu.min !== aturan.min || temu.max !== aturan.max) {
        catatan.push(`Pengaturan tanggal penerapan (${teksJendela(aturan)}) lebih lebar dari jendela metodologi ${tahunPenilaian}; yang berlaku ${teksJendela(temu)}.`);
      }
    }
  }

  // the years that may be sent: settings met with the years of the form's window
  const kirimMin = tahunDari(settings.tahun_kirim_min, 'tahun_kirim_min');
  const kirimMax = tahunDari(settings.tahun_kirim_max, 'tahun_kirim_max');
  const tMin = Math.max(kirimMin, Number(tanggalPenerapan.min.slice(0, 4)));
  const tMax = Math.min(kirimMax, Number(tanggalPenerapan.max.slice(0, 4)));
  const tahunKirim = tMin <= tMax ? { min: tMin, max: tMax } : null;
  if (!tahunKirim) catatan.push(`Tahun kirim (${kirimMin}–${kirimMax}) tidak bertemu dengan jendela tanggal penerapan ${teksJendela(tanggalPenerapan)}: belum ada tahun yang dapat dikirim.`);
  else if (tMin !== kirimMin || tMax !== kirimMax) catatan.push(`Tahun kirim (${kirimMin}–${kirimMax}) disesuaikan dengan jendela tanggal penerapan; yang berlaku ${tMin}–${tMax}.`);

  return {
    tahun: tahunPenilaian,
    pengisian: { dibuka, selesai, masihBuka: dibuka && (!selesai || !hariIni || hariIni <= selesai) },
    kirimDibuka: String(settings.kirim_inovasi ?? bawaan('kirim_inovasi')) === '1',
    tanggalPenerapan,
    tahunKirim,
    dihitung: { ...dihitung, metodologi: metodologi != null },
    skorMaksKematangan: metodologi?.skor_maks_kematangan ?? null,
    catatan,
  };
}

/** The period from the settings alone (their assessment year), with that year's methodology when known. */
export const periodeDariPengaturan = (settings: Settings, metodologi?: MetodologiPeriode | null, hariIni?: string): PeriodePenilaian =>
  periodePenilaian(tahunPenilaianDari(settings), settings, metodologi, hariIni);

// ---------------------------------------------------------------- the reasons, with the field that fixes them

/** What a period rule says about a row: the error code a command answers, the sentence, and where to fix it. */
export interface AlasanPeriode {
  code: 'TAHUN_TIDAK_DAPAT_DIKIRIM' | 'PERIODE_DITUTUP';
  pesan: string;
  /** The innovation field that fixes it (the form focuses it: /inovasi/{id}#field). */
  field?: string;
}

/** The row fields the period rules read. */
export interface BarisPeriode {
  tahun: number;
  inovasi_status: number;
  waktu_implementasi?: string | null;
  keluar_indeks_alasan?: string | null;
}

const tanggalBaris = (v: string | null | undefined): string | null => (typeof v === 'string' && TANGGAL.test(v.slice(0, 10)) ? v.slice(0, 10) : null);
const TAHAPAN_NAMA = ['Inisiatif', 'Uji Coba', 'Penerapan'];

/** The year is one that may be sent in this period. */
export const tahunBolehKirim = (p: PeriodePenilaian, tahun: number): boolean => p.tahunKirim !== null && tahun >= p.tahunKirim.min && tahun <= p.tahunKirim.max;

/**
 * Why the period keeps a row from being sent (null: the period allows it): its year outside the years that may be
 * sent, or its application date outside the window the year counts. The send command, the row's Kirim and its
 * colour all read this.
 */
export function alasanPeriodeKirim(p: PeriodePenilaian, row: BarisPeriode): AlasanPeriode | null {
  if (!tahunBolehKirim(p, row.tahun)) {
    const jendela = p.tahunKirim ? `tahun ${p.tahunKirim.min === p.tahunKirim.max ? p.tahunKirim.min : `${p.tahunKirim.min}–${p.tahunKirim.max}`}` : 'belum ada tahun';
    return {
      code: 'TAHUN_TIDAK_DAPAT_DIKIRIM',
      pesan: `Inovasi tahun ${row.tahun} tidak dapat dikirim: penilaian IID ${p.tahun} hanya menerima inovasi ${jendela}.`,
      field: 'tahun',
    };
  }
  const t = tanggalBaris(row.waktu_implementasi);
  const w = p.dihitung.tanggal;
  if (t && w && ((w.min && t < w.min) || (w.max && t > w.max))) {
    return {
      code: 'TAHUN_TIDAK_DAPAT_DIKIRIM',
      pesan: `Waktu Penerapan ${formatTanggal(t)} di luar jendela penilaian IID ${p.tahun} (${teksJendela(w)}); inovasi ini tidak akan dihitung, sehingga tidak dapat dikirim.`,
      field: 'waktu_implementasi',
    };
  }
  return null;
}

/**
 * Why a row will NOT count in the index of the period's year, said before it is sent (empty: it counts once
 * approved). The same rules as the engine (`cekKelayakanInovasi`), plus the years that may be sent (an innovation
 * that cannot be sent is never approved, so never in the verified index).
 */
export function alasanTidakDihitung(p: PeriodePenilaian, row: BarisPeriode): { pesan: string; field?: string }[] {
  const out: { pesan: string; field?: string }[] = [];
  const keluar = row.keluar_indeks_alasan?.trim();
  if (keluar) out.push({ pesan: `Dikeluarkan dari indeks oleh admin: ${keluar}` });
  const d = p.dihitung;
  if (d.tahapanMin !== null && !(row.inovasi_status >= d.tahapanMin)) {
    out.push({
      pesan: `Tahapan ${TAHAPAN_NAMA[row.inovasi_status] ?? '-'}: IID ${p.tahun} hanya menghitung inovasi tahap ${TAHAPAN_NAMA[d.tahapanMin] ?? d.tahapanMin} ke atas.`,
      field: 'inovasi_status',
    });
  }
  if (d.tanggal) {
    const t = tanggalBaris(row.waktu_implementasi);
    if (!t) out.push({ pesan: `Waktu Penerapan belum diisi: IID ${p.tahun} menghitung inovasi yang diterapkan ${teksJendela(d.tanggal)}.`, field: 'waktu_implementasi' });
    else if ((d.tanggal.min && t < d.tanggal.min) || (d.tanggal.max && t > d.tanggal.max)) {
      out.push({ pesan: `Waktu Penerapan ${formatTanggal(t)} di luar jendela IID ${p.tahun} (${teksJendela(d.tanggal)}).`, field: 'waktu_implementasi' });
    }
  }
  const kirim = alasanPeriodeKirim(p, row);
  if (kirim && kirim.field === 'tahun') out.push({ pesan: kirim.pesan, field: 'tahun' });
  return out;
}

/** A date the form may accept in this period, or the Indonesian message of the field. */
export function cekTanggalPeriode(p: PeriodePenilaian, label: string, v: string | null | undefined): string | null {
  const t = tanggalBaris(v ?? null);
  if (!t) return null;
  const w = p.tanggalPenerapan;
  return t < w.min || t > w.max ? `${label} harus antara ${formatTanggal(w.min)} dan ${formatTanggal(w.max)} (jendela penilaian IID ${p.tahun}).` : null;
}

/** Field changes of the innovation form from the period (the date window; the same for API and web). */
export function overridesPeriode(p: PeriodePenilaian) {
  const w = p.tanggalPenerapan;
  return {
    waktu_implementasi: { minDate: w.min, maxDate: w.max },
    waktu_pengembangan: { minDate: w.min, maxDate: w.max },
  };
}

/**
 * The period in sentences, the same on every screen (list, form, indicators, dashboards): which assessment year,
 * what counts, what may be sent, until when filling is open.
 */
export function ringkasPeriode(p: PeriodePenilaian): { judul: string; baris: string[] } {
  const baris: string[] = [];
  const d = p.dihitung;
  const tahap = d.tahapanMin !== null ? `tahap ${TAHAPAN_NAMA[d.tahapanMin] ?? d.tahapanMin}${d.tahapanMin < 2 ? ' ke atas' : ''}` : null;
  if (d.tanggal || tahap) {
    baris.push(`Dihitung: inovasi ${[tahap, d.tanggal ? `dengan waktu penerapan ${teksJendela(d.tanggal)}` : null].filter(Boolean).join(' ')}.`);
  } else if (!d.metodologi) baris.push(`Metodologi IID ${p.tahun} belum ditetapkan.`);
  baris.push(
    p.tahunKirim
      ? `Dapat dikirim: inovasi tahun ${p.tahunKirim.min === p.tahunKirim.max ? p.tahunKirim.min : `${p.tahunKirim.min}–${p.tahunKirim.max}`}${p.kirimDibuka ? '' : ' (pengiriman sedang ditutup)'}.`
      : 'Belum ada tahun inovasi yang dapat dikirim.',
  );
  baris.push(`Tanggal penerapan yang dapat diisi: ${teksJendela(p.tanggalPenerapan)}.`);
  baris.push(
    !p.pengisian.dibuka
      ? 'Pengisian sedang ditutup.'
      : p.pengisian.selesai
        ? `Pengisian ${p.pengisian.masihBuka ? 'dibuka sampai' : 'berakhir'} ${formatTanggal(p.pengisian.selesai)}.`
        : 'Pengisian dibuka.',
  );
  return { judul: `Tahun penilaian IID ${p.tahun}`, baris };
}
