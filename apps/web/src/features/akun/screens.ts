import { layar, type ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: account management (ACC-01, ACC-02). */
const AkunPage = layar(() => import('./AkunPage'));
export const screens: ScreenMap = {
  'account-admin': AkunPage,
  account: AkunPage,
};
