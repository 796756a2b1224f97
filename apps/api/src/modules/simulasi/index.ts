/** Public face of the score simulator module (issue 20): the region's best actions and its what-if model. */
export { simulasiRoutes } from './routes';
