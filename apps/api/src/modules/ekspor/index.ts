/** Exports in the background (decision 114): the kinds modules register, the 202 hand-over, status and download. */
export { daftarkanEkspor, eksporRoutes, kirimKeLatar, mintaLatar, TUGAS_BERSIHKAN, TUGAS_EKSPOR, type PenulisEkspor } from './routes';
