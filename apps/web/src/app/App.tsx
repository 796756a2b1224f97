import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTheme, DirectionProvider, MantineProvider, useDirection, type CSSVariablesResolver } from '@mantine/core';
import { Notifications, notificationsStore, useNotifications } from '@mantine/notifications';
import { TooltipBersama } from '../components/TooltipBersama';
import { queryClient } from '../lib/query';
import { useLayoutPrefs } from '../lib/session';
import { router } from './router';

const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA contrast (4.5:1) for links and filled buttons on white and on the gray page background
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif' },
  components: {
    // a closed select keeps no hidden list of options in the page: Mantine's default mounts every select's dropdown
    // (options, scroll area, its positioning) with the page, which a list's filters and pager paid on every load
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Secondary ("dimmed") text, field errors and warning text (`c="orange"`) dark enough for 4.5:1 on white and on the
 * page background (Mantine's gray.6 is 3.3:1, red.6 3.3:1, orange.8 3.6:1 and orange.9 4.3:1; #c2410c is 5.2:1).
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#626970', '--mantine-color-error': '#c92a2a', '--mantine-color-orange-text': '#c2410c' },
  dark: {},
});

/** Keeps the document's direction and Mantine's in step with the RTL choice. */
function DirectionSync() {
  const { rtl } = useLayoutPrefs();
  const { setDirection } = useDirection();
  useEffect(() => {
    const dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.setAttribute('dir', dir);
    setDirection(dir);
  }, [rtl, setDirection]);
  return null;
}

const POSISI_NOTIFIKASI = 'top-right';
const BATAS_NOTIFIKASI = 4;
// a notice shown before <Notifications> mounts is placed by the store's defaults: the same as the component's
notificationsStore.updateState((s) => ({ ...s, defaultPosition: POSISI_NOTIFIKASI, limit: BATAS_NOTIFIKASI }));

/**
 * Mantine's notices mount with the first notice and stay mounted from then on. Mounted with the app they cost a task
 * of their own on every page load (~25 ms on a desktop CPU, four times that on Lighthouse's phone), and mounted
 * with the first render their transition group's state update made React finish all of that render's effects
 * inside its commit. `notifications.show` writes to Mantine's store, which this reads, so no notice is lost.
 */
function NotifikasiSaatAda() {
  const ada = useNotifications().notifications.length > 0;
  const [dipasang, setDipasang] = useState(false);
  if (ada && !dipasang) setDipasang(true);
  return dipasang || ada ? <Notifications position={POSISI_NOTIFIKASI} limit={BATAS_NOTIFIKASI} /> : null;
}

export function App() {
  const { rtl } = useLayoutPrefs();
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <NotifikasiSaatAda />
        <TooltipBersama />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
