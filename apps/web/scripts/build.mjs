// npm run build (-w apps/web) [-- --outDir DIR]: vite build, .br/.gz beside each text asset, then the gzip JavaScript of each route
// (scripts/bundle-size.mjs --report: printed, never fails the build; the browser tests hold the limits).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { precompress } from './compress.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const i = args.findIndex((a) => a === '--outDir' || a.startsWith('--outDir='));
const outDir = i < 0 ? 'dist' : args[i].includes('=') ? args[i].slice('--outDir='.length) : args[i + 1];
const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

const build = spawnSync(process.execPath, [vite, 'build', ...args], { cwd: webDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const c = precompress(path.resolve(webDir, outDir));
console.log(`precompressed ${c.files} files: ${(c.raw / 1024).toFixed(0)} KB -> ${(c.br / 1024).toFixed(0)} KB brotli`);
const size = spawnSync(process.execPath, [path.join(webDir, 'scripts/bundle-size.mjs'), path.resolve(webDir, outDir), '--report'], { cwd: webDir, stdio: 'inherit' });
process.exit(size.status ?? 0);
