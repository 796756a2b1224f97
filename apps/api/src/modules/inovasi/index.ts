/** Public face of the innovation module: its routes, the record rules it registers, what other modules read. */
export { inovasiRoutes } from './routes';
export { lengkapiJumlahKata } from './turunan';
