/** Public face of the reports module. */
export { laporanRoutes } from './routes';
