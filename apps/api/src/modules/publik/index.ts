/** Public face of the public portal module: its routes and the meta tags the server writes into index.html. */
export { publikRoutes } from './routes';
export { htmlDenganMeta } from './meta';
