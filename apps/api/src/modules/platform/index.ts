/** Public face of the platform module: modules, settings, activity log, health. */
export { platformRoutes } from './routes';
