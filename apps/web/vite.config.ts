import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), pureDomain()],
  server: {
    port: 5173,
    proxy: {
      [API_PATHS]: { target: API, changeOrigin: true, bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined) },
    },
  },
  // manifest: apps/web/scripts/bundle-size.mjs reads it to report the JavaScript each route loads
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 500 },
});
