import { layar, type ScreenMap } from '../../lib/screens';

/** The deadline board (issue 20). */
export const screens: ScreenMap = {
  'papan-tenggat': layar(() => import('./PapanTenggatPage')),
};
