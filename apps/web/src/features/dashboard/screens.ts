import { layar, type ScreenMap } from '../../lib/screens';

/** Dashboards (IDX-04). */
export const screens: ScreenMap = {
  summary: layar(() => import('./SummaryPage')),
  iga: layar(() => import('./IgaPage')),
  'statistik-inovasi': layar(() => import('./StatistikInovasiPage')),
  'statistik-daerah': layar(() => import('./StatistikDaerahPage')),
  'per-indikator': layar(() => import('./PerIndikatorPage')),
};
