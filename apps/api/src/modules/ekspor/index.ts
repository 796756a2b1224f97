/** Exports in the background (decisions 114, 116): the kinds modules register, the 202 hand-over, status and download. */
export { daftarkanEkspor, eksporAtauLatar, eksporRoutes, kirimKeLatar, mintaLatar, tulisBerkas, TUGAS_BERSIHKAN, TUGAS_EKSPOR, type PenulisEkspor } from './routes';
