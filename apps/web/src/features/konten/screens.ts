import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: signed-in content (CNT-01..03). */
const KontenPage = lazy(() => import('./KontenPage'));
export const screens: ScreenMap = {
  pengumuman: lazy(() => import('./PengumumanPage')),
  'content-panduan': KontenPage,
  'content-laporan': KontenPage,
  'content-dokumen': KontenPage,
  faq: lazy(() => import('./FaqPage')),
  news: lazy(() => import('./BeritaPage')),
  gallery: lazy(() => import('./GaleriPage')),
};
