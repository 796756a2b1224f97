// npm run build (-w apps/web) [-- --outDir DIR]: vite build, then the gzip JavaScript of each route
// (scripts/bundle-size.mjs --report: printed, never fails the build; the browser tests hold the limits).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const i = args.findIndex((a) => a === '--outDir' || a.startsWith('--outDir='));
const outDir = i < 0 ? 'dist' : args[i].includes('=') ? args[i].slice('--outDir='.length) : args[i + 1];
const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

const build = spawnSync(process.execPath, [vite, 'build', ...args], { cwd: webDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const size = spawnSync(process.execPath, [path.join(webDir, 'scripts/bundle-size.mjs'), path.resolve(webDir, outDir), '--report'], { cwd: webDir, stdio: 'inherit' });
process.exit(size.status ?? 0);
