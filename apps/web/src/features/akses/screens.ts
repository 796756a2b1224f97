import { layar, type ScreenMap } from '../../lib/screens';

/** API access (PLT-13) at /dashboard/api-access. */
export const screens: ScreenMap = {
  'api-access': layar(() => import('./AksesApiPage')),
};
