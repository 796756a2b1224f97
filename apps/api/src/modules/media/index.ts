/** Public face of the media module: upload/download routes and the read rule for stored files. */
export { canReadMedia, mediaRoutes } from './routes';
