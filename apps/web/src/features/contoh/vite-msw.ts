import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Build and dev server only (vite.config.ts; not part of the app): the sample handlers' chunk loses Mock Service
 * Worker's parts the samples never use (decision 120), by loading our modules in place of three of MSW's own:
 * - `core/utils/cookieStore.mjs`, a tough-cookie `CookieJar` with the public suffix list and a URL parser (~147 KB
 *   of the ~266 KB chunk), by the small jar of kuki-contoh.ts (MSW calls only `getCookiesSync` and `setCookie`);
 * - `core/ws/webSocketInterceptor.mjs`, `handleWebSocketEvent.mjs` and `utils/attachWebSocketLogger.mjs` (the
 *   WebSocket interceptor and its console logger: the samples are HTTP handlers) by the empty ones of msw-tanpa-ws.ts.
 * Only imports inside msw/lib are redirected, by the file they resolve to. `enforce: 'pre'` so this runs before
 * Vite's resolver; the dev server's dependency optimizer bundles msw with its own plugins, so the same hook goes
 * there too. vite-msw.test.ts checks that MSW still imports and calls these modules the way the replacements expect.
 */
const sini = (f: string) => path.join(import.meta.dirname, f);
export const PENGGANTI: Readonly<Record<string, string>> = {
  'core/utils/cookieStore.mjs': sini('kuki-contoh.ts'),
  'core/ws/webSocketInterceptor.mjs': sini('msw-tanpa-ws.ts'),
  'core/ws/handleWebSocketEvent.mjs': sini('msw-tanpa-ws.ts'),
  'core/ws/utils/attachWebSocketLogger.mjs': sini('msw-tanpa-ws.ts'),
};
const MSW_LIB = /[\\/]msw[\\/]lib[\\/](.+)$/;

/** Where an import of `source` from `importer` goes instead, or null (left to Vite). */
export function penggantiMsw(source: string, importer: string | undefined): string | null {
  if (!importer || !source.startsWith('.') || !source.endsWith('.mjs') || !MSW_LIB.test(importer)) return null;
  const m = MSW_LIB.exec(path.resolve(path.dirname(importer), source));
  return (m && PENGGANTI[m[1]!.replace(/\\/g, '/')]) ?? null;
}

export function mswRamping(): Plugin {
  const ganti = { name: 'sigap-msw-ramping', resolveId: (source: string, importer: string | undefined) => penggantiMsw(source, importer) };
  return {
    ...ganti,
    enforce: 'pre',
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [ganti] } } }),
  };
}
