import { layar, type ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: `slug: layar(() => import('./SomePage'))`. */
export const screens: ScreenMap = {
  'profil-pemda-daerah': layar(() => import('./ProfilDaerahPage')),
  'detail-pemda': layar(() => import('./DetailPemdaPage')),
  'detail-pemda-verifikasi': layar(() => import('./VerifikasiPage')),
  'daerah-binaan': layar(() => import('./DaerahBinaanPage')),
  'profil-pemda-old': layar(() => import('./ProfilListPage')),
};
