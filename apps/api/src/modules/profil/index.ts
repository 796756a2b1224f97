/** Public face of the profile module. */
export { profilRoutes } from './routes';
