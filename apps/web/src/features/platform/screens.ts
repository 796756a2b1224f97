import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: `slug: lazy(() => import('./SomePage'))`. */
export const screens: ScreenMap = {
  'log-aktivitas': lazy(() => import('./ActivityLogPage')),
  settings: lazy(() => import('./SettingsPage')),
};
