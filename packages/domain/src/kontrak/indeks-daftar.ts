/** The methodology screen's fixed lists, without schemas: the web app imports them (a module with zod schemas would bring zod into the browser). */

/** The values of a methodology row an admin may set; each has its own provenance in `sumber`. */
export const KOLOM_METODOLOGI = ['k', 'skor_maks_total', 'skor_maks_spd', 'skor_maks_kematangan', 'skor_jumlah_inovasi', 'predikat', 'kelayakan'] as const;
export type KolomMetodologi = (typeof KOLOM_METODOLOGI)[number];
/**
 * Every value of a methodology whose provenance the screen shows: the columns, each eligibility rule on its
 * own (a rule's source is not its neighbour's), and the year's indicator catalogue. Keys of `sumber`.
 */
export const SUMBER_METODOLOGI = [
  'k',
  'skor_maks_total',
  'skor_maks_spd',
  'skor_maks_kematangan',
  'skor_jumlah_inovasi',
  'predikat',
  'kelayakan.tahapan_min',
  'kelayakan.waktu_penerapan',
  'kelayakan.tahun_terakhir',
  'katalog',
] as const;
export type SumberMetodologi = (typeof SUMBER_METODOLOGI)[number];

/** Where a value came from, read from its `sumber` text; `pilihan_proyek` where no source gives it. */
export const ASAL_METODOLOGI = ['resmi', 'pihak_ketiga', 'admin', 'tidak_diketahui', 'pilihan_proyek'] as const;
export type AsalMetodologi = (typeof ASAL_METODOLOGI)[number];
