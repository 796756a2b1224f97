import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/**
 * The sample screens (section Contoh, demo mode only): each its own chunk; the Mock Service Worker code and the
 * sample data load with the first one opened, never with the sign-in page or the frame.
 */
export const screens: ScreenMap = {
  'contoh-faktur': lazy(() => import('./FakturPage')),
  'contoh-kalender': lazy(() => import('./KalenderPage')),
  'contoh-pengguna': lazy(() => import('./PenggunaPage')),
  'contoh-kotak-masuk': lazy(() => import('./KotakMasukPage')),
  'contoh-obrolan': lazy(() => import('./ObrolanPage')),
  'contoh-tugas': lazy(() => import('./TugasPage')),
  'contoh-daftar': lazy(() => import('./DaftarPage')),
  'contoh-papan-scrum': lazy(() => import('./PapanScrumPage')),
  'contoh-notifikasi': lazy(() => import('./NotifikasiPage')),
  'contoh-toko': lazy(() => import('./TokoPage')),
};
