/** Kinds of notice (issue 20), without zod: the web app reads them (kontrak/notifikasi.ts builds its schema from them). */

/** The kinds of notice; `umum` for anything else (and rows written before kinds existed). */
export const JENIS_NOTIFIKASI = ['keputusan_review', 'qc_kembali', 'komentar', 'pengingat', 'replikasi', 'ekspor', 'umum'] as const;
export type JenisNotifikasi = (typeof JENIS_NOTIFIKASI)[number];

export const LABEL_JENIS_NOTIFIKASI: Readonly<Record<JenisNotifikasi, string>> = {
  keputusan_review: 'Keputusan review',
  qc_kembali: 'Dikembalikan QC',
  komentar: 'Komentar',
  pengingat: 'Pengingat tenggat',
  replikasi: 'Replikasi',
  ekspor: 'Ekspor siap',
  umum: 'Umum',
};
