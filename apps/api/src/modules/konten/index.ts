/** Public face of the content module (CNT-01..03): its routes plugin, and the thumbnail maker (demo seed). */
export { kontenRoutes } from './routes';
export { buatGambarKecil, SISI_GAMBAR_KECIL } from './gambar-kecil';
