import { kueriPeriode } from '../../lib/kueri-periode';
import { queryClient } from '../../lib/query';
import { layar, type ScreenMap } from '../../lib/screens';

/** The period box heads the innovation list: asked for with the list's code (lib/screens.ts `data`). */
const periode = () => void queryClient.prefetchQuery(kueriPeriode());

/** This feature's screens at /dashboard/{slug}: `slug: layar(() => import('./SomePage'))`. */
export const screens: ScreenMap = {
  'inovasi-daerah': layar(() => import('./InovasiDaerahPage'), periode),
  arsip: layar(() => import('./ArsipPage')),
  pengirim: layar(() => import('./PengirimPage')),
  'inovasi-daerah-summary': layar(() => import('./SummaryPage')),
};
