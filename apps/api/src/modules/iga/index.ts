/** Public face of the award (IGA) module: its routes. */
export { igaRoutes } from './routes';
