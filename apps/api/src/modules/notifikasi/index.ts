/** Public face of the notification centre (decision 109): its routes, and the one way other modules notify an account. */
export { notifikasiRoutes } from './routes';
export { kirimNotifikasi, type PesanNotifikasi } from './kirim';
