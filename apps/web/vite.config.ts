import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = process.env.API_URL ?? 'http://localhost:3000';
// API paths proxied in `npm run dev` (the web app runs on its own port there)
const proxied = ['/login', '/register', '/me', '/crud', '/media', '/platform', '/activities', '/app_settings', '/content', '/password', '/account', '/health', '/docs'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: API, changeOrigin: true, bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined) }])),
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
});
