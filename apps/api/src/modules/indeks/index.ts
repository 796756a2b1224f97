/** Public face of the index module: its routes and the index services other modules call. */
export { daftarKlaster, indeksRoutes, peringkat } from './routes';
export { hitungDaerah, metodologiTahun, pastikanHasil, perbaruiIndeksDaerah, simpanHasil, type HasilDaerah, type Sumber } from './hitung';
export { profilRincian } from './rincian';
