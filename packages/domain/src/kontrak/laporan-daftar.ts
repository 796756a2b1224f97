/**
 * The fixed lists of the report screens, without schemas: the web app imports them, so they live apart from the
 * contracts (a module with zod schemas would bring zod into the browser).
 */

/** Groups of the index-average screens (IDX-05): `/indeks/average/{kelompok}`. */
export const KELOMPOK_RATA_RATA = ['nasional', 'wilayah', 'propinsi', 'propinsi2', 'kota', 'kabupaten', 'perbatasan', 'tertinggal', 'papua'] as const;
export type KelompokRataRata = (typeof KELOMPOK_RATA_RATA)[number];

/** Kinds of regions of a province for the lookups `/propinsi/{id}/{jenis}`. */
export const JENIS_DAERAH_PROPINSI = ['kota', 'kabupaten', 'perbatasan', 'tertinggal', 'papua'] as const;
export type JenisDaerahPropinsi = (typeof JENIS_DAERAH_PROPINSI)[number];

/** Dimensions of the reports and the cross-tab (the server's whitelist: only these keys reach SQL). */
export const DIMENSI_LAPORAN = {
  daerah: 'Daerah',
  propinsi: 'Provinsi',
  tahapan: 'Tahapan',
  tema: 'Tema (Asta Cita)',
  urusan: 'Urusan Pemerintahan',
  bentuk: 'Bentuk Inovasi',
  jenis: 'Jenis Inovasi',
  inisiator: 'Inisiator',
  tahun: 'Tahun',
} as const;
export type Dimensi = keyof typeof DIMENSI_LAPORAN;

/** The rekap reports (IDX-06, `/laporan/rekap/{jenis}`): one dimension against the stages. */
export const JENIS_REKAP = ['jenis', 'bentuk', 'urusan', 'inisiator'] as const satisfies readonly Dimensi[];
export type JenisRekap = (typeof JENIS_REKAP)[number];
