import { layar, type ScreenMap } from '../../lib/screens';

const IndikatorPage = layar(() => import('./IndikatorPage'));

/** Indicator editors (PRF-05/06/07, INO-06): one screen, the owner from the slug. */
export const screens: ScreenMap = {
  indikator_daerah: IndikatorPage,
  indikator_inovasi: IndikatorPage,
  // the competition's indicators: the same editor; the server gates competition rows by lomba_edit_indikator
  indikator_inovasi_lomba: IndikatorPage,
  indikator_ujicoba: IndikatorPage,
};
