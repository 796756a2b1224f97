/** Public face of the home module (decision 80): the role-aware summary of `GET /beranda`. */
export { berandaRoutes } from './routes';
