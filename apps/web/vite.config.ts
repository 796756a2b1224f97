import path from 'node:path';
import { build, defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
 *   (header, menu, customizer, bell; once per visit, with the page);
 * - `daftar`: what the generic list loads beyond those two (table, tabs, filters, pager, list cells), which most
 *   screens of the signed-in area render.
 * What only some screens need is left to the bundler's automatic chunks.
 */
const KERANGKA = ['src/app/layout/AppLayout.tsx', 'src/app/ModuleRoute.tsx'];
const DAFTAR = ['src/resource-ui/ResourceListPage.tsx'];
const FORMULIR = ['src/features/inovasi/InovasiFormRoute.tsx'];
/** Screens reached without signing in. */
const PUBLIK = /^src\/features\/(portal|landing)\//;

async function kelompokChunk(plugins: () => PluginOption[]): Promise<Map<string, string>> {
  const out = (await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: plugins(),
    build: { write: false, minify: false, manifest: false, reportCompressedSize: false, copyPublicDir: false },
  })) as { output: { type: string; fileName: string; isEntry?: boolean; isDynamicEntry?: boolean; facadeModuleId?: string | null; imports?: string[]; moduleIds?: string[] }[] };
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
  for (const [name, roots] of [['kerangka', [...closure(of(KERANGKA)), ...bersama]], ['daftar', [...closure(of(DAFTAR))]]] as const) {
    const calon = new Set(roots.filter((f) => !diberi.has(f) && !publik.has(f)));
    for (let berubah = true; berubah; ) {
      berubah = false;
      for (const f of calon)
        if ((chunks.get(f)!.imports ?? []).some((d) => !calon.has(d) && !diberi.has(d))) {
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

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const plugins = () => [react(), pureDomain()];
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
      rolldownOptions: { output: { codeSplitting: { groups: [group('awal', 3), group('kerangka', 2), group('daftar', 1)] } } },
    },
  };
});
