import path from 'node:path';
import { build, defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mswRamping } from './src/features/contoh/vite-msw.js';

const API = process.env.API_URL ?? 'http://localhost:3000';
/**
 * `npm run dev` (the web app on its own port): every request that is not Vite's own (`/@vite`, `/@fs`, `/src`,
 * `/node_modules`, files of `public/`) goes to the API, so a feature's new endpoint needs no entry here; a page
 * load (GET asking for HTML) stays with Vite, which answers the app for every client-side route.
 */
const API_PATHS = '^/(?!@|src/|node_modules/|favicon\\.svg$|mockServiceWorker\\.js$|index\\.html|__).+';

/**
 * The domain package is pure (no I/O, no globals) but its package.json does
 * not say `sideEffects: false`, so its top-level zod schemas would keep the
 * whole of zod in the sign-in bundle. This marks its modules side-effect
 * free for tree-shaking; only what a chunk uses stays.
 */
function pureDomain(): Plugin {
  return {
    name: 'sigap-pure-domain',
    transform(code, id) {
      if (/[\\/]packages[\\/]domain[\\/]src[\\/].*\.ts$/.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * Fewer, larger chunks on the critical path (decision 113). Left alone, the bundler cuts every module shared by two
 * lazy chunks into its own file: 19 files for the sign-in page and ~150 for a signed-in list, each a round trip on a
 * slow connection (six at a time over HTTP/1.1). Which modules a screen really uses is known only after
 * tree-shaking (the `@mantine/core` and icon barrels reach every component statically), so `vite build` first
 * bundles once without writing (a few seconds) and reads its chunks; the real build then groups:
 * - `awal`: every module the entry loads statically (what every first visit runs anyway, the sign-in page included);
 * - `kerangka`: the signed-in frame, i.e. what the layout and the module route load statically beyond `awal`
 *   (header, bell, the customizer's handle; once per visit, with the page: the menu's entries and the customizer's
 *   drawer load when they are drawn);
 * - `layar`: the small query modules of the frame's first data (app/awal.ts), which a signed-in address opened
 *   directly loads at once (app/router.tsx), beside the frame; the map of the screens and their first data's queries
 *   are in the entry since decision 124 (the screen's chunk and data then start without waiting for a file);
 * - `umum`: the small pieces the public screens share with the signed-in ones (the index's predicates, a list);
 * - `serpih`: the small pieces many signed-in screens share (an icon, a small input, a domain helper: under
 *   SERPIH_MAKS bytes each before minifying, loaded by at least SERPIH_LAYAR screens). Left alone each is a file
 *   of 0.1-2 KB, and a screen loaded 20-40 of them, six at a time (HTTP/1.1): three to seven round trips on a slow
 *   link for ~15 KB. Together they are one file of ~25 KB gzip, one round trip;
 * - `daftar`: what the generic list loads beyond those (list state, pager, the list page itself).
 * What only a few screens need, or is large (date inputs, number input, charts), is left to the bundler's
 * automatic chunks. A module of a group takes the modules it imports with it (the bundler's
 * includeDependenciesRecursively): a chunk joins a group only when everything it imports, in the bundle and in
 * the source, is grouped too, so a public page never loads a signed-in group through a shared helper.
 */
const KERANGKA = ['src/app/layout/AppLayout.tsx', 'src/app/ModuleRoute.tsx'];
const DAFTAR = ['src/resource-ui/ResourceListPage.tsx'];
const FORMULIR = ['src/features/inovasi/InovasiFormRoute.tsx'];
/** The frame's first data (app/router.tsx loads it at once for a signed-in address: it must not wait for the frame);
 * the map of the screens (slug -> screen) is imported by the entry, so it lands in `awal`. */
const PETA_LAYAR = ['src/app/screens.ts', 'src/app/awal.ts'];
/** A shared chunk of the signed-in screens at most this large (unminified code, bytes) joins `serpih`... */
const SERPIH_MAKS = 13_000;
/** ... and by at least this many signed-in screens (a piece of two or three screens stays with them). */
const SERPIH_LAYAR = 5;
/** Screens reached without signing in. */
const PUBLIK = /^src\/features\/(portal|landing)\//;
/** A signed-in screen (not public, not the sign-in pages). */
const masukLayar = (src: string) => !PUBLIK.test(src) && !src.startsWith('src/features/auth/');

async function kelompokChunk(plugins: () => PluginOption[]): Promise<Map<string, string>> {
  // each module's static imports in the source: a group takes the modules a module imports with it (the bundler's
  // includeDependenciesRecursively), even where tree-shaking left them out of the module's chunk in this bundle
  const impor = new Map<string, readonly string[]>();
  const catatImpor: Plugin = {
    name: 'sigap-catat-impor',
    generateBundle() {
      for (const id of this.getModuleIds()) impor.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const out = (await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: [...plugins(), catatImpor],
    build: { write: false, minify: false, manifest: false, reportCompressedSize: false, copyPublicDir: false },
  })) as { output: { type: string; fileName: string; code?: string; isEntry?: boolean; isDynamicEntry?: boolean; facadeModuleId?: string | null; imports?: string[]; moduleIds?: string[] }[] };
  const chunks = new Map(out.output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const rel = (id: string) => path.relative(import.meta.dirname, id).replace(/\\/g, '/');
  /** Chunks loaded with these (their static imports, transitively). */
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f) || !chunks.has(f)) continue;
      seen.add(f);
      stack.push(...(chunks.get(f)!.imports ?? []));
    }
    return seen;
  };
  const of = (srcs: string[]) => [...chunks.values()].filter((c) => (c.moduleIds ?? []).some((id) => srcs.includes(rel(id)))).map((c) => c.fileName);
  const entry = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  // which lazy screens load each chunk; a chunk joins a signed-in group only when every screen loading it is a
  // signed-in one (the public portal and the sign-in pages never load the frame) and so are its own imports
  const publik = new Set<string>();
  for (const c of chunks.values()) if (c.isDynamicEntry && c.facadeModuleId && PUBLIK.test(rel(c.facadeModuleId))) closure([c.fileName]).forEach((f) => publik.add(f));
  const diberi = new Map<string, string>();
  closure(entry).forEach((f) => diberi.set(f, 'awal'));
  // the few small pieces the frame shares with the public portal (a card, a badge: ~5 KB) join the entry
  for (const f of closure(of([...KERANGKA, ...DAFTAR]))) if (publik.has(f)) diberi.set(f, 'awal');
  // what the list shares with the innovation form goes with the frame, so the form does not load the list's chunk
  const formulir = closure(of(FORMULIR));
  const bersama = [...closure(of(DAFTAR))].filter((f) => formulir.has(f));
  // the small pieces the public screens share with the signed-in ones (domain helpers such as the index's
  // predicates, a list): one file both load, so a signed-in piece that imports them can join `serpih`
  const masuk = new Set<string>();
  for (const c of chunks.values()) if (c.isDynamicEntry && c.facadeModuleId && masukLayar(rel(c.facadeModuleId))) closure([c.fileName]).forEach((f) => masuk.add(f));
  const umum = [...chunks.values()].filter((c) => !c.isEntry && !c.isDynamicEntry && publik.has(c.fileName) && masuk.has(c.fileName) && (c.code?.length ?? Infinity) <= SERPIH_MAKS).map((c) => c.fileName);
  // the small shared pieces of the signed-in screens: the automatic chunks (no screen's own, not the entry's) that at
  // least SERPIH_LAYAR screens load (the demo screens' pieces stay with them: nobody else loads them)
  const layarMasuk = [...chunks.values()].filter((c) => c.isDynamicEntry && c.facadeModuleId && masukLayar(rel(c.facadeModuleId)));
  const dipakai = new Map<string, number>();
  for (const l of layarMasuk) for (const f of closure([l.fileName])) dipakai.set(f, (dipakai.get(f) ?? 0) + 1);
  // (nor a piece the sign-in pages load: registering or resetting a password must not fetch the signed-in pieces)
  const keMasuk = new Set<string>();
  for (const c of chunks.values()) if (c.isDynamicEntry && c.facadeModuleId && rel(c.facadeModuleId).startsWith('src/features/auth/')) closure([c.fileName]).forEach((f) => keMasuk.add(f));
  const serpih = [...chunks.values()]
    .filter((c) => !c.isEntry && !c.isDynamicEntry && !keMasuk.has(c.fileName) && (c.code?.length ?? Infinity) <= SERPIH_MAKS && (dipakai.get(c.fileName) ?? 0) >= SERPIH_LAYAR && !(c.moduleIds ?? []).some((id) => rel(id).startsWith('src/features/contoh/')))
    .map((c) => c.fileName);
  // the small modules of the frame's first data (`layar`): one file of their own, so a signed-in address starts that
  // data before the frame arrives (what of PETA_LAYAR the entry imports is in `awal` already)
  for (const f of closure(of(PETA_LAYAR))) if (!diberi.has(f)) diberi.set(f, 'layar');
  // the chunk of each module, and the chunks a chunk's modules import in the source (see `impor`)
  const chunkModul = new Map<string, string>();
  for (const c of chunks.values()) for (const id of c.moduleIds ?? []) chunkModul.set(id, c.fileName);
  const imporSumber = (f: string) => {
    const hasil = new Set<string>();
    const seen = new Set<string>();
    const stack = [...(chunks.get(f)!.moduleIds ?? [])];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      // only modules with code in the bundle carry their imports along (a barrel that re-exports does not)
      const c = chunkModul.get(id);
      if (!c) continue;
      if (c !== f) hasil.add(c);
      stack.push(...(impor.get(id) ?? []));
    }
    return hasil;
  };
  // (the shared pieces before the list's: a piece many screens load, such as Collapse, is not fetched with the list)
  for (const [name, roots] of [['umum', umum], ['kerangka', [...closure(of(KERANGKA)), ...bersama]], ['serpih', serpih], ['daftar', [...closure(of(DAFTAR))]]] as const) {
    const calon = new Set(roots.filter((f) => !diberi.has(f) && (name === 'umum' || !publik.has(f))));
    // a chunk joins only when everything it imports (in the bundle and in the source) is grouped too
    const perlu = new Map([...calon].map((f) => [f, new Set([...(chunks.get(f)!.imports ?? []), ...imporSumber(f)])]));
    for (let berubah = true; berubah; ) {
      berubah = false;
      for (const f of calon)
        if ([...perlu.get(f)!].some((d) => !calon.has(d) && !diberi.has(d))) {
          calon.delete(f);
          berubah = true;
        }
    }
    calon.forEach((f) => diberi.set(f, name));
  }
  const kelompok = new Map<string, string>();
  for (const [f, name] of diberi) for (const id of chunks.get(f)!.moduleIds ?? []) kelompok.set(id, name);
  // the entry module and every lazy screen keep a chunk of their own (the manifest and the size budgets name them)
  for (const c of chunks.values()) if (c.isDynamicEntry && c.facadeModuleId) kelompok.delete(c.facadeModuleId);
  kelompok.delete(path.join(import.meta.dirname, 'src/main.tsx'));
  return kelompok;
}

/**
 * Chunks fetched once the page has settled or on first use (lib/tunda.tsx: the menu's entries, the customizer's
 * drawer, the shared tooltip, the indicator editor's dialogs): their `import()` adds no `<link rel=modulepreload>` per
 * dependency. Adding a dozen such links took 12-18 ms of main thread each time (Lighthouse's 4x CPU: 50-70 ms tasks
 * inside the TBT window); the browser fetches the dependencies once it reads the chunk, in the background, and
 * `import()` still resolves only when all are there (so they work offline later, as before).
 */
const TANPA_PRAMUAT = /(^|\/)(MenuIsi|LaciTampilan|TooltipSasaran|DokumenModal|EvaluasiModal)-[\w-]+\.js$/;

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // mswRamping: the sample handlers' chunk without MSW's tough-cookie jar and WebSocket interceptor (decision 120)
  const plugins = () => [react(), pureDomain(), mswRamping()];
  // one bundle without writing first, to know which modules each screen really loads (see kelompokChunk)
  const kelompok = command === 'build' && !process.env.VITEST ? await kelompokChunk(plugins) : new Map<string, string>();
  const group = (name: string, priority: number) => ({ name: (id: string) => (kelompok.get(id) === name ? name : null), priority });
  return {
    plugins: plugins(),
    server: {
      port: 5173,
      proxy: {
        [API_PATHS]: { target: API, changeOrigin: true, bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined) },
      },
    },
    // manifest: apps/web/scripts/bundle-size.mjs reads it to report the JavaScript each route loads
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 500,
      modulePreload: { resolveDependencies: (file, deps) => (TANPA_PRAMUAT.test(file) ? [] : deps) },
      rolldownOptions: { output: { codeSplitting: { groups: [group('awal', 6), group('layar', 5), group('umum', 4), group('kerangka', 3), group('serpih', 2), group('daftar', 1)] } } },
    },
  };
});
