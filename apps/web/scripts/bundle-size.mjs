// Gzip size of the JavaScript each route loads, from the Vite manifest (npm run build first).
// Usage: node apps/web/scripts/bundle-size.mjs [--max-login KB] [--max-route KB]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const arg = (name, def) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : def);
const MAX_LOGIN = arg('--max-login', 180);
const MAX_ROUTE = arg('--max-route', 350);

const gz = new Map();
const gzip = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const keyOf = (src) => {
  const k = Object.keys(manifest).find((k) => k === src || k.endsWith(src));
  if (!k) throw new Error(`not in manifest: ${src}`);
  return k;
};
/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const k of keys) {
    if (seen.has(k)) continue;
    seen.add(k);
    closure(manifest[k].imports ?? [], seen);
  }
  return seen;
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = {
  'login (/login)': ['src/features/auth/LoginPage.tsx'],
  'dashboard summary (/dashboard/summary)': ['src/app/layout/AppLayout.tsx', 'src/features/dashboard/SummaryPage.tsx'],
  'generic list (/dashboard/master-faq)': ['src/app/layout/AppLayout.tsx', 'src/resource-ui/ResourceListPage.tsx'],
  'generic form (/dashboard/master-faq/tambah)': ['src/app/layout/AppLayout.tsx', 'src/resource-ui/ResourceFormPage.tsx'],
  'generic form with date fields': ['src/app/layout/AppLayout.tsx', 'src/resource-ui/ResourceFormPage.tsx', 'src/resource-ui/fields/DateInputs.tsx'],
};
/** Loaded on the user's action, not with the route (reported, not held to the route limit). */
const onDemand = {
  'rich-text editor, once a rich-text field is entered': ['src/app/layout/AppLayout.tsx', 'src/resource-ui/ResourceFormPage.tsx', 'src/resource-ui/fields/RichTextInput.tsx'],
};
let failed = false;
const kb = (n) => (n / 1024).toFixed(1);
console.log(`entry ${manifest[entry].file}: ${kb([...closure([entry])].reduce((s, k) => s + gzip(manifest[k].file), 0))} KB gzip`);
for (const [name, srcs] of Object.entries(routes)) {
  const files = [...closure([entry, ...srcs.map(keyOf)])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const total = files.reduce((s, f) => s + gzip(f), 0);
  const max = name.startsWith('login') ? MAX_LOGIN : MAX_ROUTE;
  const ok = total / 1024 <= max;
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(total)} KB gzip JS in ${files.length} files (limit ${max} KB)`);
}
for (const [name, srcs] of Object.entries(onDemand)) {
  const files = [...closure([entry, ...srcs.map(keyOf)])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const own = gzip(manifest[keyOf(srcs.at(-1))].file);
  console.log(`info ${name}: +${kb(own)} KB gzip (${kb(files.reduce((s, f) => s + gzip(f), 0))} KB with the form)`);
}
const forbidden = ['RichTextInput', 'DateInputs', 'AppLayout', 'SummaryPage', 'ResourceListPage'];
const loginFiles = [...closure([entry, keyOf('src/features/auth/LoginPage.tsx')])].map((k) => manifest[k].file);
for (const f of forbidden) {
  if (!loginFiles.some((x) => x.includes(f))) continue;
  failed = true;
  console.log(`OVER login route loads ${f}`);
}
process.exit(failed ? 1 : 0);
