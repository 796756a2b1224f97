/** Public face of the open data module (`/v1/data/…`, decision 76). */
export { opendataRoutes } from './routes';
