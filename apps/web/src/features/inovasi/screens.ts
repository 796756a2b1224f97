import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: `slug: lazy(() => import('./SomePage'))`. */
export const screens: ScreenMap = {
  'inovasi-daerah': lazy(() => import('./InovasiDaerahPage')),
  arsip: lazy(() => import('./ArsipPage')),
  pengirim: lazy(() => import('./PengirimPage')),
  'inovasi-daerah-summary': lazy(() => import('./SummaryPage')),
};
