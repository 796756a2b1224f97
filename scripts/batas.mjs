// Module boundaries and import cycles of the API and the web app (docs/ARCHITECTURE.md "Boundaries").
// Usage: node scripts/batas.mjs   (part of `npm run lint`; apps/api/src/arsitektur.test.ts runs it in `npm test`)
//
// API (apps/api/src):
//   - a module (modules/<a>/…) imports another module only through its face, modules/<b>/index.ts;
//   - crud/, db/ (seeds included), lib/, plugins/, config/ import no module internals (faces only, and only the seeds);
// Web (apps/web/src):
//   - a feature (features/<a>/…) never imports another feature;
//   - shared code (lib/, resource-ui/, components/) never imports a feature; only the shell (app/, main.tsx) composes them;
// Both: no import cycle between files (type-only imports included: a cycle of types is still a knot to untie).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function files(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

function graph(srcDir) {
  const g = new Map();
  for (const f of files(srcDir)) {
    const text = fs.readFileSync(f, 'utf8');
    const deps = [];
    for (const m of text.matchAll(IMPORT)) {
      const r = resolve(f, m[1] ?? m[2]);
      if (r) deps.push(r);
    }
    g.set(f, deps);
  }
  return g;
}

/** Cycles as lists of files (Tarjan's strongly connected components of more than one file, or a self-import). */
function cycles(g) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!g.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (g.get(v) ?? []).includes(v)) out.push(comp);
    }
  };
  for (const v of g.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const rel = (f) => path.relative(root, f).split(path.sep).join('/');

export function periksaBatas() {
  const problems = [];
  // ---- API
  const api = path.join(root, 'apps/api/src');
  const ga = graph(api);
  const area = (f) => /^modules\/([^/]+)\//.exec(path.relative(api, f).split(path.sep).join('/'))?.[1];
  const isFace = (f) => /^modules\/[^/]+\/index\.ts$/.test(path.relative(api, f).split(path.sep).join('/'));
  for (const [f, deps] of ga) {
    const from = area(f);
    const top = path.relative(api, f).split(path.sep)[0];
    for (const d of deps) {
      const to = area(d);
      if (!to) continue;
      if (from && from !== to && !isFace(d)) problems.push(`${rel(f)} -> ${rel(d)}: modul lain hanya lewat wajahnya (modules/${to}/index.ts)`);
      if (!from && top !== 'app.ts' && !(top === 'db' && isFace(d))) problems.push(`${rel(f)} -> ${rel(d)}: lapisan umum (${top}/) tidak mengimpor modul; modul mendaftarkan dirinya`);
      if (!from && top === 'app.ts' && !isFace(d)) problems.push(`${rel(f)} -> ${rel(d)}: app.ts memakai wajah modul (modules/${to}/index.ts)`);
    }
  }
  for (const c of cycles(ga)) problems.push(`siklus impor: ${c.map(rel).join(' -> ')}`);
  // ---- web
  const web = path.join(root, 'apps/web/src');
  const gw = graph(web);
  const wrel = (f) => path.relative(web, f).split(path.sep).join('/');
  const feature = (f) => /^features\/([^/]+)\//.exec(wrel(f))?.[1];
  for (const [f, deps] of gw) {
    const from = feature(f);
    const top = wrel(f).split('/')[0];
    for (const d of deps) {
      const to = feature(d);
      if (!to) continue;
      if (from && from !== to) problems.push(`${rel(f)} -> ${rel(d)}: fitur tidak mengimpor fitur lain (tautan lewat alamat)`);
      if (!from && top !== 'app' && top !== 'main.tsx') problems.push(`${rel(f)} -> ${rel(d)}: kode bersama (${top}/) tidak mengimpor fitur`);
    }
  }
  for (const c of cycles(gw)) problems.push(`siklus impor: ${c.map(rel).join(' -> ')}`);
  // the browser calls routes by address (A_*, alamat.gen.ts): a contract value (K_*) would load zod and every schema
  for (const f of gw.keys()) {
    const text = fs.readFileSync(f, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@sigap\/domain'/g)) {
      const nilai = m[1].split(',').map((x) => x.trim()).filter((x) => /^K_[A-Z_]+$/.test(x));
      if (nilai.length) problems.push(`${rel(f)}: ${nilai.join(', ')} dipakai sebagai nilai di web; pakai A_* (alamat) atau import type`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const p = periksaBatas();
  for (const x of p) console.log(x);
  console.log(p.length ? `${p.length} pelanggaran batas modul` : 'batas modul: tidak ada pelanggaran, tidak ada siklus');
  process.exit(p.length ? 1 : 0);
}
