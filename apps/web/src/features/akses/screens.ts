import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** API access (PLT-13) at /dashboard/api-access. */
export const screens: ScreenMap = {
  'api-access': lazy(() => import('./AksesApiPage')),
};
