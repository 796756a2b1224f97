import { startTransition, useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';

/** Narrow screens (spec: mobile breakpoint 767/768 px): overlay menu, card lists. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches);
}

/** How long after mounting `useSetelahSiap` waits before looking for an idle moment (the screen's code, data and first
 * render come first: the main thread is also idle while they download). */
const TUNDA_SIAP_MS = 2500;

/**
 * False until the page has settled (a moment after mounting, then an idle period; then true, drawn in a background
 * pass), or true at once when `segera`: for what the first screen does not need (a hidden menu, the outbox
 * indicator, dialogs' code).
 */
export function useSetelahSiap(segera = false): boolean {
  const [siap, setSiap] = useState(segera);
  useEffect(() => {
    if (siap) return;
    if (segera) return setSiap(true);
    const jadi = () => startTransition(() => setSiap(true));
    let idle: number | null = null;
    const t = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(jadi, { timeout: 2000 });
      else jadi();
    }, TUNDA_SIAP_MS);
    return () => {
      window.clearTimeout(t);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [segera, siap]);
  return siap;
}

/**
 * False on a component's first render, true from the next one: a dialog whose code loads when it is first opened
 * (React.lazy) mounts closed and opens right after, so its first opening has the same transition as every later one.
 */
export function useTerpasang(): boolean {
  const [terpasang, setTerpasang] = useState(false);
  useEffect(() => setTerpasang(true), []);
  return terpasang;
}

/**
 * False until the browser has painted the component's first render (a frame later), then true. A tab in the
 * background paints no frames: half a second at most.
 */
export function useSetelahLukis(): boolean {
  const [dilukis, setDilukis] = useState(false);
  useEffect(() => {
    const jadi = () => setDilukis(true);
    let t = 0;
    const f = requestAnimationFrame(() => {
      t = window.setTimeout(jadi);
    });
    const paling = window.setTimeout(jadi, 500);
    return () => {
      cancelAnimationFrame(f);
      window.clearTimeout(t);
      window.clearTimeout(paling);
    };
  }, []);
  return dilukis;
}
