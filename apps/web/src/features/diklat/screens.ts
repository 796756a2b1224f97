import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** Training (diklat, DKL-01) screens at /dashboard/{slug}. */
const Dashboard = lazy(() => import('./DashboardDiklatPage'));
export const screens: ScreenMap = {
  'dashboard-diklat': Dashboard,
  // the Dashboard section's entry of the diklat roles opens the same dashboard
  diklat: Dashboard,
  'data-diklat': lazy(() => import('./DataDiklatPage')),
  'detail-diklat': lazy(() => import('./DetailDiklatPage')),
  'konfigurasi-akun-diklat': lazy(() => import('./AkunDiklatPage')),
};
