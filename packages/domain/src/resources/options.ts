import type { Option } from '../fields/types';

/** The stages of an innovation (`inovasi_status`): the one list of their values, keys and labels. */
export const DAFTAR_TAHAPAN = [
  { value: 0, key: 'inisiatif', label: 'Inisiatif' },
  { value: 1, key: 'ujicoba', label: 'Uji Coba' },
  { value: 2, key: 'penerapan', label: 'Penerapan' },
] as const;
export type KunciTahapan = (typeof DAFTAR_TAHAPAN)[number]['key'];
export const TAHAPAN_INOVASI: readonly Option[] = DAFTAR_TAHAPAN.map(({ value, label }) => ({ value, label }));
/** The label of a stage value ('-' when unknown). */
export const labelTahapan = (v: number | string | null | undefined): string => DAFTAR_TAHAPAN.find((t) => t.value === Number(v))?.label ?? '-';
export const INISIATOR: readonly Option[] = ['Kepala Daerah', 'Anggota DPRD', 'OPD', 'ASN', 'Masyarakat'].map((v) => ({ value: v, label: v }));
export const KLASIFIKASI_INOVASI: readonly Option[] = ['Inovasi Perangkat Daerah', 'Inovasi Desa dan Kelurahan', 'Inovasi Masyarakat'].map(
  (v) => ({ value: v, label: v }),
);
export const JENIS_INOVASI: readonly Option[] = ['Digital', 'Non Digital'].map((v) => ({ value: v, label: v }));
export const YA_TIDAK: readonly Option[] = [
  { value: 0, label: 'Tidak' },
  { value: 1, label: 'Ya' },
];
export const SETUJU: readonly Option[] = [
  { value: 1, label: 'Setuju' },
  { value: 0, label: 'Tolak' },
];
export const NAMA_OPD_LITBANG: readonly Option[] = [
  { value: 'Badan Litbang', label: 'Badan Litbang' },
  { value: 'Bappedalitbang', label: 'Bappedalitbang' },
  { value: 'brida', label: 'BRIDA' },
  { value: 'diluar', label: 'Di luar ketiganya' },
];
export const TINGKAT_DAERAH: readonly Option[] = [
  { value: 1, label: 'Provinsi' },
  { value: 2, label: 'Kabupaten/Kota' },
];
export const JENIS_DAERAH: readonly Option[] = ['provinsi', 'kabupaten', 'kota'].map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }));
export const TIPE_INDIKATOR: readonly Option[] = [
  { value: 'P', label: 'Satuan Pemerintah Daerah' },
  { value: 'I', label: 'Satuan Inovasi' },
  { value: 'V', label: 'Indikator Validasi' },
  { value: 'R', label: 'Indikator Presentasi Kepala Daerah' },
];
export const JENIS_INDIKATOR: readonly Option[] = [
  { value: 'C', label: 'Visi dan Misi' },
  { value: 'T', label: 'Kuantitatif' },
  { value: 'L', label: 'Kualitatif' },
  { value: 'H', label: 'Pilihan' },
  { value: 'G', label: 'Progress' },
  { value: 'D', label: 'T2-T1' },
  { value: 'X', label: 'Persentase perubahan' },
  { value: 'Y', label: '(T2-T1)*-1' },
  { value: 'Z', label: 'T1-T2' },
  { value: 'O', label: 'Lainnya' },
  { value: 'V', label: 'Video + URL' },
  { value: 'F', label: 'Foto' },
  { value: 'A', label: 'Otomatis' },
];
export const DOCUMENT_TYPE: readonly Option[] = ['umum', 'resmi', 'video', 'foto', 'URL'].map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }));
export const GROUP_INDIKATOR: readonly Option[] = [
  { value: 1, label: 'Institusi' },
  { value: 2, label: 'SDM' },
  { value: 3, label: 'Infrastruktur' },
  { value: 4, label: 'Kecanggihan Produk' },
  { value: 5, label: 'Kecepatan Bisnis Proses' },
  { value: 6, label: 'Output Pengetahuan dan Teknologi' },
  { value: 7, label: 'Jumlah Inovasi dan hasil Kreatif' },
  { value: 8, label: 'Ekosistem Inovasi dan Kajian' },
];
export const WAJIB: readonly Option[] = [
  { value: 1, label: 'Mandatory' },
  { value: 0, label: 'Tidak' },
];
export const TUXE_SECTION: readonly Option[] = [
  { value: 'about-us', label: 'Tentang Kami' },
  { value: 'profil', label: 'Profil' },
  { value: 'faq', label: 'FAQ' },
];
export const NEWS_STATUS: readonly Option[] = [
  { value: 0, label: 'Draft' },
  { value: 1, label: 'Published' },
];
export const AREA_OPTIONS: readonly Option[] = [
  { value: 0, label: 'Tidak ada' },
  { value: 1, label: 'Wilayah Barat' },
  { value: 2, label: 'Wilayah Timur' },
  { value: 3, label: 'Wilayah Tambahan' },
];
/** Winners' years: 2017 to the current year (issue 15; the award's plenary writes the current year's winners). */
const TAHUN_PEMENANG_AKHIR = Math.max(2023, new Date().getFullYear());
export const WINNER_YEARS: readonly Option[] = Array.from({ length: TAHUN_PEMENANG_AKHIR - 2017 + 1 }, (_, i) => ({ value: 2017 + i, label: String(2017 + i) }));
