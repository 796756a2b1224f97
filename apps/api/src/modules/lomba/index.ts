/** Public face of the competition module (LMB-01): its routes and the indicator gate the indicator module asks for competition rows. */
export { lombaRoutes } from './routes';
export { alasanKunciIndikatorLomba } from './kebijakan';
