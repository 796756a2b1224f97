import { rataRataJuri, sebaranJuri, ATURAN_OUTLIER_BAWAAN, type AturanOutlier, type NilaiJuri, type SebaranJuri } from '../juri/nilai';

/**
 * Judging of the competition (LMB-01 item 3): judges (tim.penilai) score sent entries on the year's published
 * criteria; a sheet's total is the weighted share of the maximum (0-100); the leaderboard is the mean over the judges
 * who submitted (the jury's `rataRataJuri`: drafts and abstentions do not count), with the spread and outlier flags
 * of `sebaranJuri`; a year's results and winners are published by an admin and then frozen.
 */

export interface KriteriaLomba {
  id: number;
  nama: string;
  bobot: number;
  skor_maks: number;
}

export type StatusLembarLomba = 'draf' | 'terkirim';

/** Parses a judge's scores (`{ [kriteria_id]: number }`): every criterion of the year, 0..skor_maks; Indonesian message per field `skor.<id>`. */
export function cekNilaiLembar(
  kriteria: readonly KriteriaLomba[],
  skor: Record<string, unknown>,
  opts: { lengkap: boolean },
): { nilai: Map<number, number>; errors: Record<string, string> } {
  const nilai = new Map<number, number>();
  const errors: Record<string, string> = {};
  const dikenal = new Set(kriteria.map((k) => String(k.id)));
  for (const key of Object.keys(skor)) if (!dikenal.has(key)) errors[`skor.${key}`] = 'Kriteria ini bukan kriteria lomba tahun inovasi ini.';
  for (const k of kriteria) {
    const v = skor[String(k.id)];
    if (v === undefined || v === null || v === '') {
      if (opts.lengkap) errors[`skor.${k.id}`] = `Skor "${k.nama}" wajib diisi sebelum lembar dikirim.`;
      continue;
    }
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n) || n < 0 || n > k.skor_maks) errors[`skor.${k.id}`] = `Skor "${k.nama}" harus angka 0 sampai ${k.skor_maks}.`;
    else nilai.set(k.id, Math.round(n * 100) / 100);
  }
  return { nilai, errors };
}

/** A sheet's total, 0-100: the weighted share of each criterion's maximum; null while a criterion has no score. */
export function totalLembar(kriteria: readonly KriteriaLomba[], nilai: ReadonlyMap<number, number>): number | null {
  if (!kriteria.length) return null;
  let bobot = 0;
  let jumlah = 0;
  for (const k of kriteria) {
    const s = nilai.get(k.id);
    if (s === undefined) return null;
    bobot += k.bobot;
    jumlah += (k.bobot * s) / k.skor_maks;
  }
  return bobot > 0 ? Math.round((jumlah / bobot) * 100 * 100) / 100 : null;
}

/** The year's criteria as published: a warning when their weights do not add up to 100 (the totals stay shares). */
export function cekBobotKriteria(kriteria: readonly Pick<KriteriaLomba, 'bobot'>[]): string | null {
  const jumlah = kriteria.reduce((s, k) => s + k.bobot, 0);
  if (!kriteria.length) return 'Belum ada kriteria penilaian untuk tahun ini.';
  return jumlah === 100 ? null : `Jumlah bobot kriteria ${jumlah}, bukan 100; nilai tetap dihitung sebagai persentase dari bobot.`;
}

export interface EntriPenjurian {
  inovasi_id: number;
  /** Each judge's sheet on the entry (submitted sheets count; drafts do not). */
  lembar: readonly { penilai_id: number; status: StatusLembarLomba; total: number | null }[];
}

export interface BarisPeringkat {
  inovasi_id: number;
  /** Mean of the judges who submitted (2 decimals); null when nobody has. */
  nilai: number | null;
  jumlah_juri: number;
  jumlah_draf: number;
  sebaran: SebaranJuri;
  /** Competition ranking (1, 2, 2, 4) by the rounded mean; null without a submitted sheet. */
  peringkat: number | null;
}

const bulat2 = (x: number) => Math.round(x * 100) / 100;

/** The leaderboard: the mean over the judges who scored, ties share a rank, unscored entries last (no rank). */
export function peringkatLomba(entri: readonly EntriPenjurian[], aturan: AturanOutlier = ATURAN_OUTLIER_BAWAAN): BarisPeringkat[] {
  const rows = entri.map((e) => {
    const nilaiJuri: NilaiJuri[] = e.lembar.map((l) => ({ penilai_id: l.penilai_id, status: l.status === 'terkirim' ? 'dinilai' : 'draf', skor: l.total }));
    const r = rataRataJuri(nilaiJuri);
    return {
      inovasi_id: e.inovasi_id,
      nilai: r.rata == null ? null : bulat2(r.rata),
      jumlah_juri: r.jumlah_dinilai,
      jumlah_draf: r.jumlah_belum,
      sebaran: sebaranJuri(nilaiJuri, aturan),
      peringkat: null as number | null,
    };
  });
  rows.sort((a, b) => (b.nilai ?? -1) - (a.nilai ?? -1) || b.jumlah_juri - a.jumlah_juri || a.inovasi_id - b.inovasi_id);
  let prev: number | null = null;
  let rank = 0;
  rows.forEach((r, i) => {
    if (r.nilai == null) return;
    if (r.nilai !== prev) rank = i + 1;
    prev = r.nilai;
    r.peringkat = rank;
  });
  return rows;
}

/** The winners of a published year: ranked entries up to `jumlah` places (a tie at the last place wins too). */
export function pemenangLomba(peringkat: readonly BarisPeringkat[], jumlah: number): BarisPeringkat[] {
  return peringkat.filter((r) => r.peringkat != null && r.peringkat <= jumlah);
}
