import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { setAuthFailureHandler } from '../lib/api';
import { platformQueries } from '../lib/platform-api';
import { queryClient } from '../lib/query';
import { homePath } from '../lib/routes';
import { session, useUser } from '../lib/session';
import { AuthGate } from './AuthGate';
import { WaitScreen } from './PageLoader';
import { CUSTOM_SCREENS } from './screens';
// the sign-in page is in the entry chunk: the first screen most visits show, painted without a second round trip
import LoginPage from '../features/auth/LoginPage';
import { BerandaPortal, RUTE_PORTAL } from '../features/portal/rute';

// every screen is its own chunk: the sign-in page loads no layout, editor or dates code
const ForgotPage = lazy(() => import('../features/auth/ForgotPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const AppLayout = lazy(() => import('./layout/AppLayout'));
const ModuleRoute = lazy(() => import('./ModuleRoute').then((m) => ({ default: m.ModuleRoute })));
const InovasiFormRoute = lazy(() => import('../features/inovasi/InovasiFormRoute'));
const InovasiReviewRoute = lazy(() => import('../features/review/InovasiReviewRoute'));
const RincianSkorPage = lazy(() => import('../features/indeks/RincianSkorPage'));
const LandingPemdaPage = lazy(() => import('../features/landing/LandingPemdaPage'));
const LombaPublikPage = lazy(() => import('../features/lomba/LombaPublikPage'));
const NotFoundPage = lazy(() => import('../components/status/NotFoundPage'));

/**
 * A signed-in address opened directly (a reload, a bookmark): the first data (the settings the access gate waits for,
 * the user, the modules, the screen's own), the frame's code and the screen's code all start loading at once, side by
 * side, instead of one after the other (decisions 113, 124). The map of the screens is in the entry (a few KB: which
 * chunk and which first data each slug has), so the screen's chunk and data do not wait for a file that names them.
 * Each group starts in a task of its own after the entry has run: a query's start and an `import()` that adds its
 * chunks' `modulepreload` links cost a few milliseconds each, which inside the entry's evaluation made one long task
 * longer on a slow phone. `import()` of the same module is one download, shared with the lazy components above.
 */
if (typeof window !== 'undefined' && session.getToken() && /^\/(dashboard|inovasi|rincian-skor)(\/|$)/.test(window.location.pathname)) {
  const awal = () => undefined;
  const { pathname, search } = window.location;
  const slug = /^\/dashboard\/([^/?#]+)\/?$/.exec(pathname)?.[1];
  const layar = slug && Object.hasOwn(CUSTOM_SCREENS, slug) ? CUSTOM_SCREENS[slug] : undefined;
  setTimeout(() => {
    void queryClient.prefetchQuery(platformQueries.settings());
    void queryClient.prefetchQuery(platformQueries.me());
    void queryClient.prefetchQuery(platformQueries.modules());
    layar?.data?.(new URLSearchParams(search), slug!);
  });
  setTimeout(() => {
    import('./layout/AppLayout').catch(awal);
    if (pathname.startsWith('/dashboard/')) import('./ModuleRoute').catch(awal);
  });
  setTimeout(() => {
    layar?.muat().catch(awal);
    import('./awal').then((m) => m.mulaiDataKerangka()).catch(awal);
  });
}

const page = (el: ReactNode) => <Suspense fallback={<WaitScreen text="Memuat…" />}>{el}</Suspense>;

function HomeRedirect() {
  return <Navigate to={homePath(useUser())} replace />;
}

/** `/`: the public portal for visitors; a signed-in user keeps landing on the dashboard. */
function Beranda() {
  return useUser() ? <HomeRedirect /> : page(<BerandaPortal />);
}

export const router = createBrowserRouter([
  { path: '/', element: <Beranda /> },
  { path: '/login', element: page(<LoginPage />) },
  { path: '/forgot', element: page(<ForgotPage />) },
  { path: '/reset-password', element: page(<ResetPasswordPage />) },
  { path: '/register', element: page(<RegisterPage />) },
  // public pages (PLT-14): no sign-in
  { path: '/landing/pemda/:profil_id', element: page(<LandingPemdaPage />) },
  { path: '/lomba', element: page(<LombaPublikPage />) },
  ...RUTE_PORTAL.map(({ path, Halaman }) => ({ path, element: page(<Halaman />) })),
  {
    element: <AuthGate />,
    children: [
      {
        element: page(<AppLayout />),
        children: [
          { path: '/dashboard', element: <HomeRedirect /> },
          { path: '/dashboard/:slug', element: <ModuleRoute view="list" /> },
          { path: '/dashboard/:slug/tambah', element: <ModuleRoute view="create" /> },
          { path: '/dashboard/:slug/:id', element: <ModuleRoute view="view" /> },
          { path: '/dashboard/:slug/:id/ubah', element: <ModuleRoute view="edit" /> },
          { path: '/dashboard/*', element: <NotFoundPage /> },
          { path: '/inovasi', element: <InovasiFormRoute /> },
          { path: '/inovasi/:id', element: <InovasiFormRoute /> },
          { path: '/inovasi/:id/review', element: <InovasiReviewRoute mode="review" /> },
          { path: '/inovasi/:id/qc', element: <InovasiReviewRoute mode="qc" /> },
          { path: '/inovasi/*', element: <NotFoundPage /> },
          // why a region has its score (ranking roles; a region its own): /rincian-skor/{profil_id}?tahun=
          { path: '/rincian-skor/:profil_id', element: <RincianSkorPage /> },
        ],
      },
    ],
  },
  { path: '*', element: page(<NotFoundPage />) },
]);

// a 401 on a signed-in call ends the session and opens /login (PLT-03); a 403 is shown inline (decision 82)
let redirecting = false;
setAuthFailureHandler((e) => {
  session.setNotice(e.message);
  session.clear();
  queryClient.clear();
  if (redirecting || window.location.pathname === '/login') return;
  redirecting = true;
  void router.navigate('/login', { replace: true }).finally(() => {
    redirecting = false;
  });
});
