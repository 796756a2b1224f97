import type { AsalMetodologi } from '../kontrak/indeks-daftar';

/**
 * The award year's numbers (decision 57): presentation criteria (indicators of tipe R with weights), the field
 * validation checklist (indicators of tipe V), and the combination of index score, presentation and field validation
 * into overall_score. The combination weights are not published by the ministry: they are data of the award year,
 * stored with their provenance (`sumber`), never constants of the code.
 */

export interface BobotIga {
  indeks: number;
  presentasi: number;
  validasi: number;
  /** Provenance, as the methodology marks it: `pilihan_proyek` while the official weights are unknown. */
  sumber: AsalMetodologi;
  catatan: string | null;
}

/** One criterion of a sheet: an indicator of tipe R (presentation) or V (field validation) with its weight. */
export interface KriteriaIga {
  indikator_id: number;
  kode: string | null;
  nama: string;
  bobot: number;
}

/**
 * The 2023 presentation weights published by the ministry (methodology section 7, official S3): used by the demo
 * data and by the seeding of tipe R indicators; a year's real criteria are read from its indicators.
 */
export const KRITERIA_PRESENTASI_2023 = [
  { kode: 'R1', nama: 'Kebaharuan', bobot: 30 },
  { kode: 'R2', nama: 'Kemanfaatan', bobot: 25 },
  { kode: 'R3', nama: 'Kewenangan daerah dan kolaborasi', bobot: 15 },
  { kode: 'R4', nama: 'Replikasi dan aplikatif', bobot: 20 },
  { kode: 'R5', nama: 'Penguasaan materi / kualitas penyajian', bobot: 10 },
] as const;

/** The field validation checklist's answers per indicator: matches reality, partly, not. */
export const HASIL_VALIDASI = [
  { nilai: 100, label: 'Sesuai' },
  { nilai: 50, label: 'Sebagian sesuai' },
  { nilai: 0, label: 'Tidak sesuai' },
] as const;
export const NILAI_VALIDASI: readonly number[] = HASIL_VALIDASI.map((h) => h.nilai);

export interface ItemLembar {
  indikator_id: number;
  nilai: number | null;
}

/**
 * A sheet's total on 0-100: Σ nilai x bobot / Σ bobot over the criteria. A criterion without a weight counts
 * with weight 1 only when no criterion has a weight (an unweighted checklist). Null while any criterion is unscored.
 */
export function totalLembarIga(kriteria: readonly KriteriaIga[], item: readonly ItemLembar[]): number | null {
  if (!kriteria.length) return null;
  const byId = new Map(item.map((i) => [i.indikator_id, i.nilai]));
  const berbobot = kriteria.some((k) => k.bobot > 0);
  let jumlah = 0;
  let bobot = 0;
  for (const k of kriteria) {
    const v = byId.get(k.indikator_id);
    if (typeof v !== 'number' || !Number.isFinite(v)) return null;
    const w = berbobot ? Math.max(0, k.bobot) : 1;
    jumlah += v * w;
    bobot += w;
  }
  return bobot > 0 ? jumlah / bobot : null;
}

/** What is missing or wrong in a sheet, per criterion (`item.<indikator_id>`), in Indonesian. */
export function cekItemLembar(
  tahap: 'presentasi' | 'validasi_lapangan',
  kriteria: readonly KriteriaIga[],
  item: readonly ItemLembar[],
  lengkap: boolean,
): Record<string, string> {
  const e: Record<string, string> = {};
  const ids = new Set(kriteria.map((k) => k.indikator_id));
  for (const i of item) {
    if (!ids.has(i.indikator_id)) e[`item.${i.indikator_id}`] = 'Kriteria ini tidak ada pada lembar tahun ini.';
    else if (i.nilai !== null) {
      if (tahap === 'presentasi' && (i.nilai < 0 || i.nilai > 100)) e[`item.${i.indikator_id}`] = 'Nilai harus 0 sampai 100.';
      if (tahap === 'validasi_lapangan' && !NILAI_VALIDASI.includes(i.nilai)) e[`item.${i.indikator_id}`] = 'Pilih Sesuai, Sebagian sesuai atau Tidak sesuai.';
    }
  }
  if (lengkap) {
    const byId = new Map(item.map((i) => [i.indikator_id, i.nilai]));
    for (const k of kriteria) if (typeof byId.get(k.indikator_id) !== 'number') e[`item.${k.indikator_id}`] ??= `${k.nama}: nilai wajib diisi sebelum dikirim.`;
  }
  return e;
}

export interface KomponenSkor {
  indeks: number | null;
  presentasi: number | null;
  validasi: number | null;
}

export interface SkorAkhir {
  /** Σ w x komponen / Σ w over the components with a weight; null until every weighted component exists. */
  nilai: number | null;
  lengkap: boolean;
  /** The same over the components present so far (progress view; never used for winners). */
  sementara: number | null;
}

/** overall_score from the stage scores and the award year's weights. */
export function skorAkhirIga(k: KomponenSkor, b: Pick<BobotIga, 'indeks' | 'presentasi' | 'validasi'>): SkorAkhir {
  const parts: [number | null, number][] = [
    [k.indeks, b.indeks],
    [k.presentasi, b.presentasi],
    [k.validasi, b.validasi],
  ];
  let jumlah = 0;
  let bobot = 0;
  let lengkap = true;
  let total = 0;
  for (const [v, w] of parts) {
    if (!(w > 0)) continue;
    total += w;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      lengkap = false;
      continue;
    }
    jumlah += v * w;
    bobot += w;
  }
  if (total === 0) return { nilai: null, lengkap: false, sementara: null };
  const sementara = bobot > 0 ? jumlah / bobot : null;
  return { nilai: lengkap ? jumlah / total : null, lengkap, sementara };
}

/** Checks the combination weights: Indonesian message per field. */
export function cekBobotIga(b: Partial<BobotIga>): Record<string, string> {
  const e: Record<string, string> = {};
  for (const k of ['indeks', 'presentasi', 'validasi'] as const) {
    const v = b[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100) e[`bobot.${k}`] = 'Bobot harus angka 0 sampai 100.';
  }
  if (!Object.keys(e).length && (b.indeks ?? 0) + (b.presentasi ?? 0) + (b.validasi ?? 0) <= 0) e['bobot.indeks'] = 'Setidaknya satu bobot harus lebih dari 0.';
  return e;
}
