import { layar, type ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: signed-in content (CNT-01..03). */
const KontenPage = layar(() => import('./KontenPage'));
export const screens: ScreenMap = {
  pengumuman: layar(() => import('./PengumumanPage')),
  'content-panduan': KontenPage,
  'content-laporan': KontenPage,
  'content-dokumen': KontenPage,
  faq: layar(() => import('./FaqPage')),
  news: layar(() => import('./BeritaPage')),
  gallery: layar(() => import('./GaleriPage')),
};
