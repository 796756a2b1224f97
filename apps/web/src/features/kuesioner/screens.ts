import { layar, type ScreenMap } from '../../lib/screens';

/** The satisfaction survey (PLT-15): the form for every account, the results for admins. */
export const screens: ScreenMap = {
  kuesioner: layar(() => import('./KuesionerPage')),
  'kuesioner-hasil': layar(() => import('./HasilKuesionerPage')),
};
