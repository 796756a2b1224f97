/** Public face of the public portal module: its routes and the meta tags the server writes into index.html. */
export { publikRoutes } from './routes';
export { htmlDenganMeta } from './meta';
/** The public-innovation rule in SQL (decision 68): the replication requests (modules/replikasi) ask it too. */
export { syaratPublikSql } from './katalog';
