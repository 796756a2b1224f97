import { layar, type ScreenMap } from '../../lib/screens';

/** Training (diklat, DKL-01) screens at /dashboard/{slug}. */
const Dashboard = layar(() => import('./DashboardDiklatPage'));
export const screens: ScreenMap = {
  'dashboard-diklat': Dashboard,
  // the Dashboard section's entry of the diklat roles opens the same dashboard
  diklat: Dashboard,
  'data-diklat': layar(() => import('./DataDiklatPage')),
  'detail-diklat': layar(() => import('./DetailDiklatPage')),
  'konfigurasi-akun-diklat': layar(() => import('./AkunDiklatPage')),
};
