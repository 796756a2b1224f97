import { layar, type ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: `slug: layar(() => import('./SomePage'))`. */
export const screens: ScreenMap = {
  'inovasi-daerah': layar(() => import('./InovasiDaerahPage')),
  arsip: layar(() => import('./ArsipPage')),
  pengirim: layar(() => import('./PengirimPage')),
  'inovasi-daerah-summary': layar(() => import('./SummaryPage')),
};
