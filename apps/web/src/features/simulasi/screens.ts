import { layar, type ScreenMap } from '../../lib/screens';

/** The score simulator (issue 20): where a region's index points are. */
export const screens: ScreenMap = {
  'simulasi-skor': layar(() => import('./SimulasiPage')),
};
