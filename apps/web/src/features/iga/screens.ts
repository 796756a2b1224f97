import { layar, type ScreenMap } from '../../lib/screens';

const Peringkat = layar(() => import('./PeringkatIgaPage'));

/** This feature's screens at /dashboard/{slug}: the Innovative Government Award (IGA-01..05). */
export const screens: ScreenMap = {
  'hasil-review-ranking': layar(() => import('./HasilReviewRankingPage')),
  'progress-input': layar(() => import('./ProgressInputPage')),
  'presentasi-dan-validasi-lapangan': layar(() => import('./PresentasiValidasiPage')),
  'ranking-iga': Peringkat,
  'pengukuran-inovasi': Peringkat,
};
