import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { platformQueries, storeSettings } from '../lib/platform-api';
import { session, useToken } from '../lib/session';
import { WaitScreen } from './PageLoader';

/**
 * The access gate (PLT-03): /dashboard* and /inovasi* need a token, else
 * /login. With a token the application settings are fetched once and each
 * stored in localStorage by name while "Mohon tunggu..." shows; a failed
 * fetch is ignored. No artificial delay.
 */
export function AuthGate() {
  const token = useToken();
  const location = useLocation();
  // an expired session returns to this page after signing in again; a sign-out does not
  if (!token) return <Navigate to="/login" replace state={session.wasSignOut() ? undefined : { from: location.pathname + location.search }} />;
  return <SettingsThenApp />;
}

function SettingsThenApp() {
  const settings = useQuery(platformQueries.settings());
  useEffect(() => {
    if (settings.data) storeSettings(settings.data);
  }, [settings.data]);
  // the frame and the screen are drawn in a background pass once the settings arrive (decision 119): the answer's
  // update is synchronous (react-query's store), and their first render in it was one long task on a slow phone
  const menunggu = useDeferredValue(settings.isPending);
  if (menunggu) return <WaitScreen />;
  return <Outlet />;
}
