import { bulat } from './skor-indikator';
import type { PredikatBand } from './types';

/** Predicate names as the band data writes them (master-data.json, table `metodologi`). */
export const PREDIKAT = {
  SANGAT_INOVATIF: 'Sangat Inovatif',
  INOVATIF: 'Inovatif',
  KURANG_INOVATIF: 'Kurang Inovatif',
  TIDAK_DAPAT_DINILAI: 'Tidak Dapat Dinilai',
} as const;

/** Fallback text when the year has no methodology, no bands or no maximum score (core spec §8). */
export const PREDIKAT_TIDAK_DAPAT_DIUKUR = 'Tidak dapat diukur';
/** Fallback text when a value falls below every band (core spec §8). */
export const PREDIKAT_TIDAK_DAPAT_DINILAI = 'Tidak dapat dinilai';
/** Fallback text when a region has entered no data at all (core spec §8). */
export const PREDIKAT_BELUM_MENGISI_DATA = 'Belum mengisi data';

/** Decimals the IID is shown with and compared on. */
export const DESIMAL_IID = 2;

/**
 * The IID as every view shows it (ranking, recap, breakdown, summaries, public page, exports): 2 decimals,
 * half up on the decimal written, not on the binary float (34.995 → 35, where `Math.round(x * 100) / 100`
 * gives 34.99). The one rounding of a shown IID; ranks and predicates are taken on this same value.
 */
export const iidTampil = (x: number | null | undefined): number => bulat(typeof x === 'number' ? x : 0, DESIMAL_IID);

/** The lowest shown IID a ranking predicate is given for (core spec §4: below 0.01 not assessable). */
export const IID_TERENDAH_DINILAI = 0.01;

/**
 * The ranking predicate (core spec §4, §8): "Belum mengisi data" when the region entered nothing; "Tidak
 * dapat diukur" when it did but the shown IID is below 0.01 (or the year has no maximum); otherwise the
 * year's band ({@link predikat}). The stored result of the engine carries this same text.
 */
export function predikatRanking(bands: readonly PredikatBand[] | null | undefined, iid: number | null | undefined, adaData = true): string {
  if (!adaData) return PREDIKAT_BELUM_MENGISI_DATA;
  if (typeof iid !== 'number' || !Number.isFinite(iid) || iidTampil(iid) < IID_TERENDAH_DINILAI) return PREDIKAT_TIDAK_DAPAT_DIUKUR;
  return predikat(bands, iid);
}

/** The recap thresholds of the spec (core spec §4, §9): 35 and 60. */
export const AMBANG_REKAP_BAWAAN = { inovatif_mulai: 35, sangat_di_atas: 60 } as const;

function bandValid(b: PredikatBand): boolean {
  return typeof b.nama === 'string' && b.nama.trim() !== '' && Number.isFinite(b.mulai_dari) && Number.isFinite(b.sampai_dengan) && b.mulai_dari <= b.sampai_dengan;
}

/**
 * Ranking predicate of an IID from the year's bands (2023: 60.01–100 Sangat
 * Inovatif, 35.00–60.00 Inovatif, 0.01–34.99 Kurang Inovatif, 0 Tidak Dapat
 * Dinilai; 2026: 65.01 / 40.01 / 0.01).
 *
 * The value is compared after rounding to 2 decimals, the precision the IID is
 * shown with and the bands are written with. Every value therefore falls in
 * exactly the band its displayed number reads as: 34.994 → 34.99 Kurang Inovatif,
 * 34.995 → 35.00 Inovatif, 60.005 → 60.01 Sangat Inovatif, 0.004 → 0.00 Tidak
 * Dapat Dinilai, 0.005 → 0.01 Kurang Inovatif.
 *
 * Edge cases:
 * - no usable bands, or a null / non-finite IID → {@link PREDIKAT_TIDAK_DAPAT_DIUKUR};
 * - two bands containing the value → the one starting highest;
 * - a value in a gap between bands (only possible with bands not written to
 *   2 decimals) → the band below it;
 * - above every band (over 100) → the top band;
 * - below every band (negative, or bands without the 0 row) →
 *   {@link PREDIKAT_TIDAK_DAPAT_DINILAI}.
 */
export function predikat(bands: readonly PredikatBand[] | null | undefined, iid: number | null | undefined): string {
  const valid = (bands ?? []).filter(bandValid);
  if (!valid.length || typeof iid !== 'number' || !Number.isFinite(iid)) return PREDIKAT_TIDAK_DAPAT_DIUKUR;
  const v = iidTampil(iid);
  const urut = [...valid].sort((a, b) => b.mulai_dari - a.mulai_dari || b.sampai_dengan - a.sampai_dengan);
  const kena = urut.find((b) => v >= b.mulai_dari && v <= b.sampai_dengan);
  if (kena) return kena.nama;
  const teratas = [...valid].sort((a, b) => b.sampai_dengan - a.sampai_dengan)[0];
  if (teratas && v > teratas.sampai_dengan) return teratas.nama;
  const bawah = urut.find((b) => b.mulai_dari <= v);
  return bawah ? bawah.nama : PREDIKAT_TIDAK_DAPAT_DINILAI;
}

function cariBand(bands: readonly PredikatBand[], nama: string): PredikatBand | undefined {
  return bands.filter(bandValid).find((b) => b.nama.trim().toLowerCase() === nama.toLowerCase());
}

/**
 * Recap predicate from the verified IID (core spec §4): above 0 and under 35
 * Kurang Inovatif; 35 to 60 Inovatif; above 60 Sangat Inovatif; otherwise
 * (0, negative, null, not a number) Tidak Dapat Dinilai.
 *
 * As in {@link predikat}, the value is compared rounded to 2 decimals, so the
 * recap and the displayed number agree (60.004 → 60.00 Inovatif).
 *
 * With `bands`, the two thresholds come from the year's bands instead (start of
 * the Inovatif band, end of the Inovatif band: 2026 → 40.01 and 65), so a 2026
 * recap agrees with the 2026 ranking; without usable Inovatif band, 35 and 60.
 */
export function predikatRekap(iidVerified: number | null | undefined, bands?: readonly PredikatBand[] | null): string {
  if (typeof iidVerified !== 'number' || !Number.isFinite(iidVerified)) return PREDIKAT.TIDAK_DAPAT_DINILAI;
  const inovatif = bands ? cariBand(bands, PREDIKAT.INOVATIF) : undefined;
  const mulai = inovatif ? inovatif.mulai_dari : AMBANG_REKAP_BAWAAN.inovatif_mulai;
  const atas = inovatif ? inovatif.sampai_dengan : AMBANG_REKAP_BAWAAN.sangat_di_atas;
  const v = iidTampil(iidVerified);
  if (v > atas) return PREDIKAT.SANGAT_INOVATIF;
  if (v >= mulai) return PREDIKAT.INOVATIF;
  if (v > 0) return PREDIKAT.KURANG_INOVATIF;
  return PREDIKAT.TIDAK_DAPAT_DINILAI;
}

/** The predicate tabs of the recap screens (supporting spec §9). */
export const PREDIKAT_TABS = [
  { value: 0, label: 'Belum Mengisi Data' },
  { value: 1, label: 'Kurang Inovatif' },
  { value: 2, label: 'Inovatif' },
  { value: 3, label: 'Terinovatif' },
] as const;

export type PredikatTab = (typeof PREDIKAT_TABS)[number]['value'];

/**
 * Tab of a predicate name: 3 Sangat Inovatif / Terinovatif, 2 Inovatif,
 * 1 Kurang Inovatif (the ranking also calls it Tidak Inovatif), 0 for
 * everything else (Belum Mengisi Data, Tidak Dapat Dinilai, Tidak dapat diukur,
 * empty). Case and surrounding spaces are ignored.
 */
export function predikatTab(nama: string | null | undefined): PredikatTab {
  switch ((nama ?? '').trim().replace(/\s+/g, ' ').toLowerCase()) {
    case 'sangat inovatif':
    case 'terinovatif':
      return 3;
    case 'inovatif':
      return 2;
    case 'kurang inovatif':
    case 'tidak inovatif':
      return 1;
    default:
      return 0;
  }
}
