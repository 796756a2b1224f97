import { layar, type ScreenMap } from '../../lib/screens';

/** The role-aware home (issue 19 item 1, decision 80). */
export const screens: ScreenMap = {
  beranda: layar(() => import('./BerandaPage')),
};
