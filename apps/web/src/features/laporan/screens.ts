import { layar, type ScreenMap } from '../../lib/screens';

const RataRata = layar(() => import('./RataRataPage'));
const Rekap = layar(() => import('./RekapPage'));

/** Index averages (IDX-05), reports and analisis (IDX-06): one parameterised screen per family. */
export const screens: ScreenMap = {
  analisis: layar(() => import('./AnalisisPage')),
  ...Object.fromEntries(
    ['nasional', 'wilayah', 'provinsi', 'kota', 'kabupaten', 'daerah-perbatasan', 'daerah-tertinggal', 'papua'].map((k) => [`indeks-rata-rata-inovasi-${k}`, RataRata]),
  ),
  ...Object.fromEntries(['rekap-jenis-inovasi', 'rekap-bentuk-inovasi', 'rekap-urusan-pemerintah', 'rekap-inisiator'].map((k) => [k, Rekap])),
};
