import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTheme, DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { queryClient } from '../lib/query';
import { useLayoutPrefs } from '../lib/session';
import { router } from './router';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif' },
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

export function App() {
  const { rtl } = useLayoutPrefs();
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" limit={4} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
