import { layar, type ScreenMap } from '../../lib/screens';

/** The competition's screens at /dashboard/{slug} (the indicator screen is the indicator feature's editor at its address). */
export const screens: ScreenMap = {
  'lomba-inovasi-daerah': layar(() => import('./LombaPage')),
};
