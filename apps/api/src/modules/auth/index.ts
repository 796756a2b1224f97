/** Public face of the auth module: sign-in, session, registration, passwords, account activation. */
export { authRoutes } from './routes';
export { cabutTautanReset } from './reset';
