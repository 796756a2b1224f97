import { layar, type ScreenMap } from '../../lib/screens';

/** Replication requests (issue 20 item 6). */
export const screens: ScreenMap = {
  'replikasi-inovasi': layar(() => import('./ReplikasiPage')),
};
