import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** The satisfaction survey (PLT-15): the form for every account, the results for admins. */
export const screens: ScreenMap = {
  kuesioner: lazy(() => import('./KuesionerPage')),
  'kuesioner-hasil': lazy(() => import('./HasilKuesionerPage')),
};
