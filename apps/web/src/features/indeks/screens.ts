import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: rankings, recaps, logs and the methodology (IDX-01..03, IDX-07, IDX-08). */
export const screens: ScreenMap = {
  'ranking-index': lazy(() => import('./RankingIndexPage')),
  'rekap-akhir': lazy(() => import('./RekapAkhirPage')),
  recount: lazy(() => import('./RecountPage')),
  rawlog: lazy(() => import('./RawlogPage')),
  aspeklog: lazy(() => import('./AspeklogPage')),
  metodologi: lazy(() => import('./MetodologiPage')),
};
