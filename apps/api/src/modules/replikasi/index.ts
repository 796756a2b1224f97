/** Public face of the replication requests module (issue 20 item 6): its routes. Shared reads are db/replikasi.ts. */
export { replikasiRoutes } from './routes';
