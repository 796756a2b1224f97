// npm start: install if needed, build the web app if needed, migrate + seed, serve on :3000.
import path from 'node:path';
import { ensureDeps, ensureWebBuild, root, runAsync } from './lib.mjs';

ensureDeps();
ensureWebBuild();
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const code = await runAsync(process.execPath, [tsx, 'apps/api/src/server.ts'], { env: { ...process.env } });
process.exit(code);
