import { layar, type ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: rankings, recaps, logs and the methodology (IDX-01..03, IDX-07, IDX-08). */
export const screens: ScreenMap = {
  'ranking-index': layar(() => import('./RankingIndexPage')),
  'rekap-akhir': layar(() => import('./RekapAkhirPage')),
  recount: layar(() => import('./RecountPage')),
  rawlog: layar(() => import('./RawlogPage')),
  aspeklog: layar(() => import('./AspeklogPage')),
  metodologi: layar(() => import('./MetodologiPage')),
};
