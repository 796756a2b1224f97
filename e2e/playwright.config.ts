import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian Chromium against the real API serving the built web
 * app, on a fresh seeded database (PGlite in .tmp/e2e-data).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_PORT, E2E_DATA_DIR and WEB_DIST let several runs share a machine (each its own server, data and build)
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const WEB_DIST = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

// Playwright starts the webServer *before* globalSetup runs, so the fresh
// database is prepared here, once, in the runner process (workers load this
// file too: they must not touch the server's data).
if (!process.env.TEST_WORKER_INDEX) {
  fs.rmSync(path.join(root, DATA_DIR), { recursive: true, force: true });
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} belum ada: jalankan "npm run build -w apps/web" (atau npm test) lebih dulu.`);
  }
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: path.join(root, process.env.E2E_RESULTS ?? '.tmp/e2e-results'),
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs apps/api/src/server.ts',
    cwd: root,
    url: `http://localhost:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      // every test signs in through the form; the default 10 a minute per user would throttle the suite
      LOGIN_RATE_MAX: '500',
    },
  },
});
