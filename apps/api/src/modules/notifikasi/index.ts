/**
 * Public face of the notification centre (decisions 109, 114): its routes, the one way other modules notify an
 * account in the app, and the one way they send an e-mail (through the job queue, in their transaction).
 */
export { notifikasiRoutes } from './routes';
export { kirimNotifikasi, type PesanNotifikasi } from './kirim';
export { antreanSurel, padaHasilSurel, TUGAS_SUREL, type AntreSurel, type OpsiSurel } from './surel';
