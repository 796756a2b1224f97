/** Public face of the API access module (PLT-13): the key routes and the exchange. The token check is in plugins/auth.ts (lib/token-api.ts). */
export { aksesRoutes } from './routes';
