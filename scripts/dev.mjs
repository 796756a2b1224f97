// npm run dev: the API with reload on :3000 and Vite with hot reload on :5173 (proxying the API).
import { spawn } from 'node:child_process';
import { ensureDeps, root } from './lib.mjs';

ensureDeps();
const procs = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Buka http://localhost:5173 (web, hot reload). API di http://localhost:3000.');
