import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTheme, DirectionProvider, MantineProvider, useDirection, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TooltipBersama } from '../components/TooltipBersama';
import { useSetelahLukis } from '../lib/media';
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

/** Secondary ("dimmed") text and field errors dark enough for 4.5:1 on white and on the page background (Mantine's gray.6 is 3.3:1, red.6 3.3:1). */
const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': '#626970', '--mantine-color-error': '#c92a2a' }, dark: {} });

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

/**
 * Mantine's notices mount once the first render has been painted: their transition group sets its state as it mounts,
 * and such an update during the commit makes React finish the whole first render's effects in the same task (one
 * long task on a slow phone). A notice asked for before (a failed request) waits in Mantine's store and shows a frame
 * later.
 */
function NotifikasiSetelahLukis() {
  return useSetelahLukis() ? <Notifications position="top-right" limit={4} /> : null;
}

export function App() {
  const { rtl } = useLayoutPrefs();
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <NotifikasiSetelahLukis />
        <TooltipBersama />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
