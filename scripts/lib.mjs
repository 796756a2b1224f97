// Shared helpers of the root scripts (plain Node, no dependencies: they run before `npm ci`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDeps() {
  const nm = path.join(root, 'node_modules');
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(nm, '.package-lock.json');
  const fresh = fs.existsSync(marker) && (!fs.existsSync(lock) || fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs);
  if (fresh && fs.existsSync(path.join(nm, 'tsx'))) return;
  console.log('Memasang dependensi (npm ci)…');
  const code = run('npm', fs.existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  if (code !== 0) process.exit(code);
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

/** Builds the web app when its output is missing or older than its sources. */
export function ensureWebBuild() {
  const dist = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'].map((p) => path.join(root, p));
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  if (built && sources.every((s) => newestMtime(s) <= built)) return;
  console.log('Membangun aplikasi web…');
  const code = run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) process.exit(code);
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Debian Chromium for the browser tests; installed with apt when absent and running as root. */
export function ensureChromium() {
  const bin = '/usr/bin/chromium';
  if (fs.existsSync(bin)) return bin;
  if (!isRoot()) {
    console.error('Chromium tidak ditemukan di /usr/bin/chromium. Pasang paket Debian "chromium" lalu ulangi.');
    return null;
  }
  console.log('Memasang Chromium (apt-get install chromium)…');
  run('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return code === 0 && fs.existsSync(bin) ? bin : null;
}
