import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

const Peringkat = lazy(() => import('./PeringkatIgaPage'));

/** This feature's screens at /dashboard/{slug}: the Innovative Government Award (IGA-01..05). */
export const screens: ScreenMap = {
  'hasil-review-ranking': lazy(() => import('./HasilReviewRankingPage')),
  'progress-input': lazy(() => import('./ProgressInputPage')),
  'presentasi-dan-validasi-lapangan': lazy(() => import('./PresentasiValidasiPage')),
  'ranking-iga': Peringkat,
  'pengukuran-inovasi': Peringkat,
};
