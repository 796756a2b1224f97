import { layar, type ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: `slug: layar(() => import('./SomePage'))`. */
export const screens: ScreenMap = {
  'log-aktivitas': layar(() => import('./ActivityLogPage')),
  settings: layar(() => import('./SettingsPage')),
};
