// Gzip size of the JavaScript each route loads, from the Vite manifest of a build.
// Usage: node apps/web/scripts/bundle-size.mjs [outDir] [--max-login KB] [--max-route KB] [--report]
//   outDir     the build's output directory (default apps/web/dist)
//   --report   print only: a route over its limit is marked OVER but the exit code stays 0
//              (used by `npm run build`; without it the script fails on a route over its limit)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const valueFlags = new Set(['--max-login', '--max-route']);
const positional = args.filter((a, i) => !a.startsWith('--') && !valueFlags.has(args[i - 1]));
const dist = positional[0] ? path.resolve(positional[0]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const arg = (name, def) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : def);
const MAX_LOGIN = arg('--max-login', 180);
const MAX_ROUTE = arg('--max-route', 350);
const REPORT = args.includes('--report');

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} tidak ada: bangun dulu (vite build dengan manifest).`);
  process.exit(REPORT ? 0 : 1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const gz = new Map();
const gzip = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** The manifest key of a source file; a module other chunks also import statically becomes a shared chunk `_Name-hash.js`. */
const keyOf = (src) => {
  const keys = Object.keys(manifest);
  const base = path.basename(src).replace(/\.[jt]sx?$/, '');
  return keys.find((k) => k === src || k.endsWith(src)) ?? keys.find((k) => k.startsWith(`_${base}-`) && k.endsWith('.js'));
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
const jsOf = (keys) => [...closure(keys)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const sum = (files) => files.reduce((s, f) => s + gzip(f), 0);
const kb = (n) => (n / 1024).toFixed(1);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const LAYOUT = 'src/app/layout/AppLayout.tsx';
const routes = {
  // the sign-in page may be part of the entry chunk (then the login route is the entry alone)
  'login (/login)': keyOf('src/features/auth/LoginPage.tsx') ? ['src/features/auth/LoginPage.tsx'] : [],
  'dashboard summary (/dashboard/summary)': [LAYOUT, 'src/features/dashboard/SummaryPage.tsx'],
  'generic list (/dashboard/master-faq)': [LAYOUT, 'src/resource-ui/ResourceListPage.tsx'],
  'generic form (/dashboard/master-faq/tambah)': [LAYOUT, 'src/resource-ui/ResourceFormPage.tsx'],
  'generic form with date fields': [LAYOUT, 'src/resource-ui/ResourceFormPage.tsx', 'src/resource-ui/fields/DateInputs.tsx'],
};
/** Loaded on the user's action, not with the route (reported, not held to the route limit). */
const onDemand = {
  'rich-text editor, once a rich-text field is entered': [LAYOUT, 'src/resource-ui/ResourceFormPage.tsx', 'src/resource-ui/fields/RichTextInput.tsx'],
  'public catalogue map (Leaflet), once the visitor opens it': ['src/features/portal/KatalogPage.tsx', 'src/features/portal/PetaInovasi.tsx'],
};

let failed = false;
console.log(`JavaScript per rute (gzip), ${path.relative(process.cwd(), dist) || '.'}:`);
console.log(`entry ${manifest[entry].file}: ${kb(sum(jsOf([entry])))} KB gzip`);
for (const [name, srcs] of Object.entries(routes)) {
  const keys = srcs.map(keyOf);
  if (keys.some((k) => !k)) {
    console.log(`skip ${name}: ${srcs.filter((s) => !keyOf(s)).join(', ')} tidak ada di build`);
    continue;
  }
  const files = jsOf([entry, ...keys]);
  const total = sum(files);
  const max = name.startsWith('login') ? MAX_LOGIN : MAX_ROUTE;
  const ok = total / 1024 <= max;
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(total)} KB gzip JS in ${files.length} files (limit ${max} KB)`);
}
for (const [name, srcs] of Object.entries(onDemand)) {
  const keys = srcs.map(keyOf);
  if (keys.some((k) => !k)) continue;
  const own = gzip(manifest[keys.at(-1)].file);
  console.log(`info ${name}: +${kb(own)} KB gzip (${kb(sum(jsOf([entry, ...keys])))} KB with the form)`);
}

// every screen of the signed-in area (a lazy chunk of a feature or the generic screens): what opening it loads
const layout = keyOf(LAYOUT);
const screens = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && /^src\/(features|resource-ui)\/.*Page\.tsx$/.test(manifest[k].src ?? k))
  .sort();
if (screens.length) {
  console.log('per layar (entry + kerangka + layar):');
  const width = Math.max(...screens.map((k) => k.length));
  for (const k of screens) {
    const isPublic = /features\/(auth|landing|portal)\//.test(k);
    const files = jsOf([entry, ...(isPublic || !layout ? [] : [layout]), k]);
    const total = sum(files);
    // the public portal's pages (issue 17) are held to the sign-in route's budget: first visits on a phone
    const ok = total / 1024 <= (/features\/(landing|portal)\//.test(k) ? MAX_LOGIN : MAX_ROUTE);
    if (!ok) failed = true;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${k.padEnd(width)} ${kb(total).padStart(6)} KB (layar sendiri ${kb(gzip(manifest[k].file))} KB)`);
  }
}

const forbidden = ['RichTextInput', 'DateInputs', 'AppLayout', 'SummaryPage', 'ResourceListPage'];
const loginKey = keyOf('src/features/auth/LoginPage.tsx');
{
  const loginFiles = [...closure(loginKey ? [entry, loginKey] : [entry])].map((k) => manifest[k].file);
  for (const f of forbidden) {
    if (!loginFiles.some((x) => x.includes(f))) continue;
    failed = true;
    console.log(`OVER login route loads ${f}`);
  }
}
// the sample handlers (features/contoh: Mock Service Worker and the sample data) load only with a sample screen:
// none of their code in the entry (every first load), the sign-in route or the signed-in frame
{
  const CONTOH = ['mockServiceWorker', '/api/invoices', '/api/ecommerce'];
  const isContoh = (k) => (manifest[k].src ?? k).includes('features/contoh/') || (manifest[k].file.endsWith('.js') && CONTOH.some((m) => fs.readFileSync(path.join(dist, manifest[k].file), 'utf8').includes(m)));
  const contohKeys = Object.keys(manifest).filter(isContoh);
  const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /^src\/features\/contoh\/.*Page\.tsx$/.test(manifest[k].src ?? k));
  if (!pages.length || !contohKeys.some((k) => fs.readFileSync(path.join(dist, manifest[k].file), 'utf8').includes('mockServiceWorker'))) {
    failed = true;
    console.log('OVER contoh: layar contoh atau kode Mock Service Worker tidak ditemukan di build (pemeriksaan tidak berarti)');
  } else {
    const first = {
      'first load (entry)': [entry],
      'login route': loginKey ? [entry, loginKey] : [entry],
      ...(layout ? { 'signed-in frame': [entry, layout] } : {}),
    };
    let bocor = false;
    for (const [name, keys] of Object.entries(first)) {
      const leak = [...closure(keys)].filter(isContoh);
      if (leak.length) {
        failed = bocor = true;
        console.log(`OVER ${name} loads sample code: ${leak.map((k) => manifest[k].file).join(', ')}`);
      }
    }
    // the handlers (msw, sample data) come by a dynamic import of the sample screens' frame, after it paints
    const frame = closure([entry, ...(layout ? [layout] : [])]);
    const handlers = [...closure(pages.flatMap((k) => [...closure([k])].flatMap((x) => manifest[x].dynamicImports ?? [])))].filter((k) => !frame.has(k) && isContoh(k));
    const js = (keys) => keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    if (!bocor) console.log(`ok   contoh: ${pages.length} layar, tidak ada di entry/login/kerangka; penangan sampel (Mock Service Worker + data) +${kb(sum(js(handlers)))} KB gzip, dimuat saat layar contoh dibuka`);
  }
}

if (failed && REPORT) console.log('Ada rute di atas batas (OVER): periksa pemisahan chunk.');
process.exit(failed && !REPORT ? 1 : 0);
