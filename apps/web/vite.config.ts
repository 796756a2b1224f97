import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API = process.env.API_URL ?? 'http://localhost:3000';
// API paths proxied in `npm run dev` (the web app runs on its own port there)
const proxied = ['/login', '/register', '/me', '/crud', '/media', '/platform', '/activities', '/app_settings', '/content', '/password', '/account', '/health', '/docs'];

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
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: API, changeOrigin: true, bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined) }])),
  },
  // manifest: apps/web/scripts/bundle-size.mjs reads it to report the JavaScript each route loads
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 500 },
});
