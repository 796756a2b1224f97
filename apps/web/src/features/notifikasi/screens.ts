import { layar, type ScreenMap } from '../../lib/screens';

/** The notification centre and the reminders' log (decision 109). */
export const screens: ScreenMap = {
  notifikasi: layar(() => import('./NotifikasiPage')),
  'log-pengingat': layar(() => import('./LogPengingatPage')),
};
