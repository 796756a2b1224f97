import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** This feature's screens at /dashboard/{slug}: `slug: lazy(() => import('./SomePage'))`. */
export const screens: ScreenMap = {
  'profil-pemda-daerah': lazy(() => import('./ProfilDaerahPage')),
  'detail-pemda': lazy(() => import('./DetailPemdaPage')),
  'detail-pemda-verifikasi': lazy(() => import('./VerifikasiPage')),
  'daerah-binaan': lazy(() => import('./DaerahBinaanPage')),
  'profil-pemda-old': lazy(() => import('./ProfilListPage')),
};
