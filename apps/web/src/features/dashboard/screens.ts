import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** Dashboards (IDX-04). */
export const screens: ScreenMap = {
  summary: lazy(() => import('./SummaryPage')),
  iga: lazy(() => import('./IgaPage')),
  'statistik-inovasi': lazy(() => import('./StatistikInovasiPage')),
  'statistik-daerah': lazy(() => import('./StatistikDaerahPage')),
  'per-indikator': lazy(() => import('./PerIndikatorPage')),
};
