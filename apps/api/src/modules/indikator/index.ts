/** Public face of the indicator module: its routes and the indicator data other modules read (profile pages, exports, seeds). */
export { indikatorRoutes } from './routes';
export { profilDalamScope, type ProfilRow } from './akses';
export { inovasiSubmitable, periksaInovasiDb, perbaruiInovasi } from './cek';
export {
  dokumenDari,
  jawabanDaerah,
  jawabanDaerahBanyak,
  jawabanInovasiBanyak,
  katalog,
  perPemilik,
  statusRingkas,
  susunIndikator,
  tahunDari,
  tahunPenilaian,
  type Def,
  type ItemIndikator,
  type Ringkasan,
} from './data';
