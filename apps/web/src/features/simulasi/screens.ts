import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** The score simulator (issue 20): where a region's index points are. */
export const screens: ScreenMap = {
  'simulasi-skor': lazy(() => import('./SimulasiPage')),
};
