// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, ws } from 'msw';
import { mswRamping, PENGGANTI, penggantiMsw } from './vite-msw';
import * as kuki from './kuki-contoh';
import * as tanpaWs from './msw-tanpa-ws';
import { buatDataContoh } from './data';
import { handlerContoh } from './handlers';

/**
 * The web build gives Mock Service Worker our modules in place of three of its own (vite-msw.ts, decision 120).
 * These checks read the installed MSW: an upgrade that moves, renames or uses these modules differently fails here
 * instead of shipping tough-cookie again (the redirect no longer matching) or calling what our modules lack.
 */

const LIB = path.join(path.dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib');
const MODUL = (f: string) => path.join(LIB, f);
function mjs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? mjs(path.join(dir, e.name)) : e.name.endsWith('.mjs') ? [path.join(dir, e.name)] : []));
}
/** Every .mjs of MSW's browser and core builds (what `msw/browser` and `msw` load in the browser). */
const BERKAS = [...mjs(MODUL('browser')), ...mjs(MODUL('core'))];
const IMPOR = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const rel = (f: string) => path.relative(LIB, f).replace(/\\/g, '/');
const SUMBER: Record<string, Record<string, unknown>> = { 'kuki-contoh.ts': kuki, 'msw-tanpa-ws.ts': tanpaWs };

describe('the redirected MSW modules', () => {
  it('exist and are imported only where expected, for names our modules export', () => {
    for (const f of Object.keys(PENGGANTI)) expect(fs.existsSync(MODUL(f)), f).toBe(true);
    const dialihkan: string[] = [];
    for (const f of BERKAS) {
      for (const [, nama, spec] of fs.readFileSync(f, 'utf8').matchAll(IMPOR)) {
        const ke = penggantiMsw(spec!, f);
        if (!ke) continue;
        const modul = SUMBER[path.basename(ke)]!;
        for (const n of nama!.split(',').map((x) => x.trim().split(/\s+as\s+/)[0]!).filter(Boolean)) {
          expect(modul[n], `${rel(f)} imports ${n} from ${spec}`).toBeDefined();
          dialihkan.push(`${rel(f)}: ${n}`);
        }
      }
    }
    expect(dialihkan.sort()).toEqual([
      'browser/index.mjs: attachWebSocketLogger',
      'browser/index.mjs: handleWebSocketEvent',
      'browser/index.mjs: webSocketInterceptor',
      'core/utils/request/getRequestCookies.mjs: cookieStore',
      'core/utils/request/storeResponseCookies.mjs: cookieStore',
      'core/ws/handleWebSocketEvent.mjs: webSocketInterceptor',
    ]);
  });

  it('hold what the chunk loses: tough-cookie and the WebSocket interceptor are imported by nothing else', () => {
    const pengimpor = (re: RegExp) => BERKAS.filter((f) => re.test(fs.readFileSync(f, 'utf8'))).map(rel);
    expect(pengimpor(/from\s*["']@bundled-es-modules\/tough-cookie["']/)).toEqual(['core/utils/cookieStore.mjs']);
    expect(pengimpor(/from\s*["']@mswjs\/interceptors\/WebSocket["']/)).toEqual(['core/ws/webSocketInterceptor.mjs']);
  });

  it('are used through the calls our modules provide: getCookiesSync, setCookie; on, apply, dispose', () => {
    const panggilan = (f: string, obj: string) => [...new Set([...fs.readFileSync(MODUL(f), 'utf8').matchAll(new RegExp(`(?<![\\w./])${obj}\\.(\\w+)`, 'g'))].map((m) => m[1]))].sort();
    expect(panggilan('core/utils/request/getRequestCookies.mjs', 'cookieStore')).toEqual(['getCookiesSync']);
    expect(panggilan('core/utils/request/storeResponseCookies.mjs', 'cookieStore')).toEqual(['setCookie']);
    // what MSW reads of each stored cookie
    expect(panggilan('core/utils/request/getRequestCookies.mjs', 'cookie')).toEqual(['key', 'toString', 'value']);
    expect(panggilan('browser/index.mjs', 'webSocketInterceptor')).toEqual(['apply', 'dispose']);
    expect(panggilan('core/ws/handleWebSocketEvent.mjs', 'webSocketInterceptor')).toEqual(['on']);
    for (const n of ['on', 'apply', 'dispose'] as const) expect(typeof tanpaWs.webSocketInterceptor[n]).toBe('function');
  });

  it('are redirected only for MSW: any other importer, and MSW\'s other modules, are left to Vite', () => {
    expect(penggantiMsw('../cookieStore.mjs', MODUL('core/utils/request/getRequestCookies.mjs'))).toBe(PENGGANTI['core/utils/cookieStore.mjs']);
    expect(penggantiMsw('../core/ws/webSocketInterceptor.mjs', MODUL('browser/index.mjs'))).toMatch(/msw-tanpa-ws\.ts$/);
    expect(penggantiMsw('../cookieStore.mjs', path.join(LIB, '../../../apps/web/src/x/y/a.ts'))).toBeNull();
    expect(penggantiMsw('./cookieStore.mjs', '/proyek/lain/lib/core/utils/a.mjs')).toBeNull();
    expect(penggantiMsw('../core/utils/internal/devUtils.mjs', MODUL('browser/index.mjs'))).toBeNull();
    expect(penggantiMsw('@bundled-es-modules/tough-cookie', MODUL('core/utils/cookieStore.mjs'))).toBeNull();
    expect(penggantiMsw('../cookieStore.mjs', undefined)).toBeNull();
    const p = mswRamping();
    expect(p.enforce).toBe('pre');
    // the dev server's dependency optimizer gets the same hook
    const c = (p.config as () => { optimizeDeps: { rolldownOptions: { plugins: { name: string }[] } } })();
    expect(c.optimizeDeps.rolldownOptions.plugins.map((x) => x.name)).toEqual(['sigap-msw-ramping']);
  });
});

describe('the samples without MSW\'s WebSocket side', () => {
  it('are HTTP handlers only', () => {
    const handlers = handlerContoh(buatDataContoh(new Date('2026-03-10T03:00:00Z')), 'http://contoh.test');
    expect(handlers.length).toBeGreaterThan(0);
    for (const h of handlers) expect((h as unknown as { __kind: string }).__kind).toBe('RequestHandler');
    expect(() => tanpaWs.handleWebSocketEvent({ getHandlers: () => handlers })).not.toThrow();
  });

  it('refuse to start with a WebSocket handler, which would never be answered', () => {
    const soket = ws.link('wss://contoh.test/obrolan').addEventListener('connection', () => {});
    const biasa = http.get('http://contoh.test/a', () => HttpResponse.json({}));
    expect(() => tanpaWs.handleWebSocketEvent({ getHandlers: () => [biasa, soket] })).toThrow(/WebSocket/);
  });
});

describe('the committed Service Worker (public/mockServiceWorker.js)', () => {
  it('is the installed MSW version\'s own worker (the package\'s install script is denied, decision 136)', () => {
    const terpasang = fs.readFileSync(path.join(LIB, 'mockServiceWorker.js'), 'utf8');
    const disimpan = fs.readFileSync(path.join(__dirname, '../../../public/mockServiceWorker.js'), 'utf8');
    const versi = (s: string) => /PACKAGE_VERSION = '([^']+)'/.exec(s)?.[1];
    expect(versi(disimpan), 'copy it again: npx msw init public --no-save (in apps/web)').toBe(versi(terpasang));
    expect(disimpan).toBe(terpasang);
  });
});
