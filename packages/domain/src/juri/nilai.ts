/**
 * Jury arithmetic, generic for any judged event (award, competition): the mean over the jurors who scored and the
 * inter-rater spread with outlier flags. Pure functions; the scale is whatever the sheets use (0-100 for the award).
 */

/** One juror's position on one nominee. Only `dinilai` (a submitted sheet) enters the mean. */
export type StatusNilaiJuri = 'dinilai' | 'draf' | 'belum' | 'abstain' | 'konflik';

export interface NilaiJuri {
  penilai_id: number;
  status: StatusNilaiJuri;
  /** The sheet's total; ignored unless status is `dinilai`. */
  skor: number | null;
}

export interface RataRataJuri {
  /** Mean of the submitted totals; null when nobody has scored (never 0: "not scored" is not "scored zero"). */
  rata: number | null;
  /** Jurors whose submitted sheet counts. */
  jumlah_dinilai: number;
  /** Declared conflicts and abstentions: excluded from the denominator, they do not penalise the nominee. */
  jumlah_abstain: number;
  /** Assigned but not (yet) submitted: drafts and empty sheets. */
  jumlah_belum: number;
}

function angkaSah(x: number | null | undefined): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/** The mean over the jurors who scored. Abstaining or conflicted jurors and unsent drafts are left out of the mean. */
export function rataRataJuri(nilai: readonly NilaiJuri[]): RataRataJuri {
  let jumlah = 0;
  let n = 0;
  let abstain = 0;
  let belum = 0;
  for (const x of nilai) {
    if (x.status === 'abstain' || x.status === 'konflik') abstain++;
    else if (x.status === 'dinilai' && angkaSah(x.skor)) {
      jumlah += x.skor;
      n++;
    } else belum++;
  }
  return { rata: n ? jumlah / n : null, jumlah_dinilai: n, jumlah_abstain: abstain, jumlah_belum: belum };
}

/**
 * The outlier rule's parameters (data of the judged event, never constants of a caller):
 * a juror's total is an outlier when it lies further than `k` x the spread (population standard deviation of the
 * submitted totals) from their mean AND more than `selisih_min` points away from it, and only when at least
 * `min_penilai` jurors scored. `selisih_min` keeps a tight, unanimous panel from flagging a one-point difference.
 */
export interface AturanOutlier {
  k: number;
  selisih_min: number;
  min_penilai: number;
}

/** Project choice (decision 58): one standard deviation, 10 points on a 0-100 sheet, three jurors. */
export const ATURAN_OUTLIER_BAWAAN: AturanOutlier = { k: 1, selisih_min: 10, min_penilai: 3 };

export interface SebaranJuri {
  rata: number | null;
  /** Population standard deviation of the submitted totals (0 with one juror, null with none). */
  simpangan: number | null;
  /** Highest minus lowest submitted total. */
  rentang: number | null;
  jumlah_dinilai: number;
  /** The jurors whose total is an outlier under the rule, with their distance from the mean. */
  outlier: { penilai_id: number; skor: number; selisih: number }[];
}

/** Inter-rater spread of one nominee with outlier flags for the plenary (see AturanOutlier for the rule). */
export function sebaranJuri(nilai: readonly NilaiJuri[], aturan: AturanOutlier = ATURAN_OUTLIER_BAWAAN): SebaranJuri {
  const sah = nilai.filter((x): x is NilaiJuri & { skor: number } => x.status === 'dinilai' && angkaSah(x.skor));
  const n = sah.length;
  if (!n) return { rata: null, simpangan: null, rentang: null, jumlah_dinilai: 0, outlier: [] };
  const rata = sah.reduce((s, x) => s + x.skor, 0) / n;
  const simpangan = Math.sqrt(sah.reduce((s, x) => s + (x.skor - rata) ** 2, 0) / n);
  const skor = sah.map((x) => x.skor);
  const rentang = Math.max(...skor) - Math.min(...skor);
  const outlier =
    n < aturan.min_penilai
      ? []
      : sah
          .map((x) => ({ penilai_id: x.penilai_id, skor: x.skor, selisih: Math.abs(x.skor - rata) }))
          // a tiny epsilon so 10.000000001 from floating point does not flag an exact-threshold score
          .filter((x) => x.selisih > aturan.k * simpangan + 1e-9 && x.selisih > aturan.selisih_min + 1e-9);
  return { rata, simpangan, rentang, jumlah_dinilai: n, outlier };
}

/** Checks the rule's numbers (for a form or a stored year): Indonesian message per field. */
export function cekAturanOutlier(a: Partial<AturanOutlier>): Partial<Record<keyof AturanOutlier, string>> {
  const e: Partial<Record<keyof AturanOutlier, string>> = {};
  if (!angkaSah(a.k) || a.k <= 0 || a.k > 10) e.k = 'Pengali sebaran harus lebih dari 0 dan paling besar 10.';
  if (!angkaSah(a.selisih_min) || a.selisih_min < 0 || a.selisih_min > 100) e.selisih_min = 'Selisih minimum harus 0 sampai 100.';
  if (!angkaSah(a.min_penilai) || !Number.isInteger(a.min_penilai) || a.min_penilai < 2 || a.min_penilai > 50)
    e.min_penilai = 'Jumlah penilai minimum harus bilangan bulat 2 sampai 50.';
  return e;
}
