/**
 * Public face of the diklat module (DKL-01): the routes plugin (training report rules as CRUD hooks, the
 * dashboard `/diklat` and its Excel, the innovations a report may name, the training projects of an
 * innovation, the diklat account screen `/account/diklat`) and the dashboard counts.
 */
export { diklatRoutes, hitungDashboardDiklat } from './routes';
