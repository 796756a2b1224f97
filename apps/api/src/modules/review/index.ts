/** Public face of the review module: queues, transition commands, evaluation, QC, notices, assignment. */
export { reviewRoutes } from './routes';
