import { createElement, startTransition, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { useSetelahSiap } from './media';

/** A component whose code loads when it is first drawn (`tunda`), and a way to start that download earlier. */
export type KomponenTunda<P> = ComponentType<P> & { muat: () => Promise<void> };

/**
 * Like React.lazy for what the first screen does not need (a hidden menu, a dialog, the shared tooltip), but a failed
 * download does not break the page: until the code is there `cadangan` is drawn (nothing by default), and the
 * download is tried again when the browser is back online or the component is drawn again. The app is used on slow
 * and broken connections (decision 107): React.lazy would send a failed chunk to the route's error screen.
 */
export function tunda<P extends object>(impor: () => Promise<{ default: ComponentType<P> }>, cadangan: ReactNode = null): KomponenTunda<P> {
  let komponen: ComponentType<P> | null = null;
  let janji: Promise<void> | null = null;
  const muat = () =>
    (janji ??= impor().then(
      (m) => {
        komponen = m.default;
      },
      (e: unknown) => {
        janji = null;
        throw e;
      },
    ));

  function Tunda(props: P) {
    const [, gambarUlang] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (komponen) return;
      let hidup = true;
      const coba = () => {
        muat().then(
          () => {
            // drawn in a background pass (a transition: React yields every few milliseconds): a menu of sixty entries
            // drawn at once was one long task on a slow phone
            if (hidup) startTransition(() => gambarUlang());
          },
          () => undefined,
        );
      };
      coba();
      window.addEventListener('online', coba);
      return () => {
        hidup = false;
        window.removeEventListener('online', coba);
      };
    }, []);
    return komponen ? createElement(komponen, props) : cadangan;
  }
  return Object.assign(Tunda, { muat });
}

/**
 * Fetches these components' code once the page has settled (lib/media.ts `useSetelahSiap`), before they are drawn (a
 * menu, a drawer): they then work when the connection drops later. Not at mount: their downloads would share the
 * slow link with the screen's own code and data.
 */
export function useMuatTunda(...komponen: { muat: () => Promise<void> }[]): void {
  const siap = useSetelahSiap();
  useEffect(() => {
    // the components are module constants: once, when the page has settled
    if (siap) for (const k of komponen) k.muat().catch(() => undefined);
  }, [siap]);
}
