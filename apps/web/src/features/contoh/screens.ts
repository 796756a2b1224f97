import { layar, type ScreenMap } from '../../lib/screens';

/**
 * The sample screens (section Contoh, demo mode only): each its own chunk; the Mock Service Worker code and the
 * sample data load with the first one opened, never with the sign-in page or the frame.
 */
export const screens: ScreenMap = {
  'contoh-faktur': layar(() => import('./FakturPage')),
  'contoh-kalender': layar(() => import('./KalenderPage')),
  'contoh-pengguna': layar(() => import('./PenggunaPage')),
  'contoh-kotak-masuk': layar(() => import('./KotakMasukPage')),
  'contoh-obrolan': layar(() => import('./ObrolanPage')),
  'contoh-tugas': layar(() => import('./TugasPage')),
  'contoh-daftar': layar(() => import('./DaftarPage')),
  'contoh-papan-scrum': layar(() => import('./PapanScrumPage')),
  'contoh-notifikasi': layar(() => import('./NotifikasiPage')),
  'contoh-toko': layar(() => import('./TokoPage')),
};
