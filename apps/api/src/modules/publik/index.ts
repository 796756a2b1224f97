/** Public face of the public region page module. */
export { publikRoutes } from './routes';
