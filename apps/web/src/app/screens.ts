import type { ScreenMap } from '../lib/screens';
import { screens as dashboard } from '../features/dashboard/screens';
import { screens as inovasi } from '../features/inovasi/screens';
import { screens as profil } from '../features/profil/screens';
import { screens as review } from '../features/review/screens';
import { screens as indeks } from '../features/indeks/screens';
import { screens as laporan } from '../features/laporan/screens';
import { screens as platform } from '../features/platform/screens';
import { screens as indikator } from '../features/indikator/screens';
import { screens as lomba } from '../features/lomba/screens';
import { screens as diklat } from '../features/diklat/screens';
import { screens as akses } from '../features/akses/screens';
import { screens as kuesioner } from '../features/kuesioner/screens';
import { screens as konten } from '../features/konten/screens';
import { screens as akun } from '../features/akun/screens';
import { screens as contoh } from '../features/contoh/screens';
import { screens as iga } from '../features/iga/screens';
import { screens as beranda } from '../features/beranda/screens';
import { screens as simulasi } from '../features/simulasi/screens';
import { screens as tenggat } from '../features/tenggat/screens';
import { screens as replikasi } from '../features/replikasi/screens';
import { screens as notifikasi } from '../features/notifikasi/screens';

/** Modules with their own screen (a feature's screen wins over the generic CRUD list of the same slug). */
export const CUSTOM_SCREENS: ScreenMap = { ...dashboard, ...inovasi, ...profil, ...review, ...indeks, ...laporan, ...platform, ...indikator, ...diklat, ...akses, ...kuesioner, ...konten, ...akun, ...contoh, ...iga, ...lomba, ...simulasi, ...tenggat, ...replikasi, ...notifikasi, ...beranda };
