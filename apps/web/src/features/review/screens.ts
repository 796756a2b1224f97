import { layar, type ScreenMap } from '../../lib/screens';

const Antrian = layar(() => import('./ReviewQueuePage'));

/** This feature's screens at /dashboard/{slug}: the four queues, the QC dashboard and the verifier assignment. */
export const screens: ScreenMap = {
  review: Antrian,
  'hasil-review': Antrian,
  'hasil-rejected': Antrian,
  'quality-control': Antrian,
  qc: layar(() => import('./QcDashboardPage')),
  'penugasan-verifikator': layar(() => import('./PenugasanPage')),
};
