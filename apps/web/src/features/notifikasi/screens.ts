import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** The notification centre and the reminders' log (decision 109). */
export const screens: ScreenMap = {
  notifikasi: lazy(() => import('./NotifikasiPage')),
  'log-pengingat': lazy(() => import('./LogPengingatPage')),
};
