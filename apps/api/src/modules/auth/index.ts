/** Public face of the auth module: sign-in, session, registration, passwords. */
export { authRoutes } from './routes';
