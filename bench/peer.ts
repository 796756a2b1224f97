/**
 * `npm run bench -- --peer` (issue 21 item 2): the innovation list shapes of bench/shapes.ts side by side with a
 * pinned headless CMS, Directus 11.3.5 (the newest that runs on Node 20), reading a copy of the same bench database.
 *
 * 1. siapkanPeer, before the bench opens its own connections: installs Directus once into .tmp/peer/directus (not a
 *    project dependency), copies the bench database with `CREATE DATABASE … TEMPLATE` (Directus's system tables
 *    never touch the product's database) and bootstraps Directus on the copy with a static admin token.
 * 2. bandingkanPeer, while the bench API runs: starts Directus on a loopback port, translates each shape into a
 *    Directus REST query with the API's own parser (parseListQuery: the same sort with its id tie-break, the same
 *    column filters, the name search, the caller's data scope from /me and the innovation database's extra rule),
 *    checks both return the same ids in the same order and the same total, then loads both from one autocannon child
 *    (each pair one after the other, so the machine's load hits both alike) and stops Directus.
 *
 * Directus is given its best case, said in docs/PERFORMANCE.md: the admin token (no permission rules evaluated per
 * request), the scope as plain filters, the table's own columns only (no lookup labels, registration or actions,
 * which our rows carry), its pool as large as ours; its data cache is off because our API answers from the database
 * too, and its pressure limiter is off so it never answers 503 instead of working.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import qs from 'qs';
import { dataScope, getResource, type SessionUser } from '@sigap/domain';
import { TABLES } from '../apps/api/src/crud/tables';
import { columnsOf, parseListQuery } from '../apps/api/src/crud/query';
import type { Bentuk, Siapa } from './shapes';
import { ROOT, sleep } from './lib';

export const DIRECTUS_VERSION = '11.3.5';
const DIR = path.join(ROOT, '.tmp', 'peer', 'directus');
/** The one resource the issue compares: the innovation database list (`/crud/iga2020_inovasi`). */
const RESOURCE = 'iga2020_inovasi';
/**
 * The resource's `extraScope` (apps/api/src/modules/inovasi/hooks.ts: competition entries are not database
 * innovations) as a Directus filter; the answer check catches it if the hook ever changes.
 */
const EXTRA_SCOPE = { is_lomba: { _eq: 0 } };
/** Target of the issue: at least this many times Directus's throughput, with equal answers. */
export const PEER_RATIO = 10;
/** The same parser options as the API (apps/api/src/app.ts), so a shape's query reads the same on both sides. */
const QS_OPTS = { arrayLimit: 200, depth: 2, parameterLimit: 200 };

export interface Siap {
  cli: string;
  dbUrl: string;
  token: string;
  env: NodeJS.ProcessEnv;
}

export interface Ukuran {
  requests: number;
  rps: number;
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

/** A row of the bench table (run.ts `Row`). */
export interface BarisTabel {
  id: string;
  figure: string;
  value: string;
  budget: string;
  verdict: 'PASS' | 'GAP' | 'INFO' | 'SKIP';
}

/** The installed Directus CLI, installing it once into .tmp/peer/directus (the bench's scratch directory). */
function directusCli(): string | { skipped: string } {
  const req = createRequire(path.join(DIR, 'package.json'));
  const installed = () => {
    try {
      const pkg = JSON.parse(fs.readFileSync(req.resolve('directus/package.json'), 'utf8')) as { version: string };
      return pkg.version === DIRECTUS_VERSION ? path.join(path.dirname(req.resolve('directus/package.json')), 'cli.js') : null;
    } catch {
      return null;
    }
  };
  let cli = installed();
  if (!cli) {
    fs.mkdirSync(DIR, { recursive: true });
    if (!fs.existsSync(path.join(DIR, 'package.json'))) fs.writeFileSync(path.join(DIR, 'package.json'), '{"private":true}\n');
    console.log(`Memasang directus@${DIRECTUS_VERSION} ke ${path.relative(ROOT, DIR)} (sekali saja; modul native dapat dibangun, sampai ~15 menit)…`);
    // native modules (isolated-vm, argon2, sharp) may be built with node-gyp on this machine
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', `directus@${DIRECTUS_VERSION}`], { cwd: DIR, stdio: ['ignore', 'ignore', 'pipe'], timeout: 20 * 60_000 });
    cli = installed();
    if (!cli) return { skipped: `npm install directus@${DIRECTUS_VERSION} gagal: ${r.error?.message ?? String(r.stderr ?? '').trim().split('\n').slice(-3).join(' ').slice(0, 300)}` };
  }
  return cli;
}

const namaDb = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
const dbLain = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * `<bench db>_peer` dropped and created again from the bench database as template. A template must have no other
 * session: this runs before the bench opens its pool; a session still closing is waited for.
 */
async function salinDatabase(url: string): Promise<string> {
  const src = namaDb(url);
  const dst = `${src}_peer`;
  if (!/^[a-z_][a-z0-9_]*$/.test(src)) throw new Error(`Nama basis data bench tidak valid: ${src}`);
  const c = new pg.Client({ connectionString: dbLain(url, 'postgres') });
  await c.connect();
  try {
    await c.query(`drop database if exists ${dst} with (force)`);
    for (let i = 0; ; i++) {
      try {
        await c.query(`create database ${dst} template ${src}`);
        break;
      } catch (e) {
        // 55006: the source is being accessed by other users
        if ((e as { code?: string }).code !== '55006' || i >= 30) throw e;
        await sleep(1000);
      }
    }
  } finally {
    await c.end();
  }
  return dbLain(url, dst);
}

export async function hapusSalinan(siap: Siap): Promise<void> {
  const c = new pg.Client({ connectionString: dbLain(siap.dbUrl, 'postgres') });
  await c.connect();
  try {
    await c.query(`drop database if exists ${namaDb(siap.dbUrl)} with (force)`);
  } finally {
    await c.end();
  }
}

/** Directus's environment: its own copy of the database, a static admin token, nothing that answers from memory. */
function lingkungan(dbUrl: string, token: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: dbUrl,
    // as large as the bench API's pool (apps/api/src/db/client.ts)
    DB_POOL__MAX: process.env.PG_POOL_MAX ?? '20',
    KEY: 'sigap-bench-peer-key',
    SECRET: 'sigap-bench-peer-secret-not-for-production-0123456789',
    // Directus refuses a reserved top-level domain such as .local
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'Bench#2026peer',
    // set on the first admin user by `directus bootstrap` (api/dist/cli/commands/bootstrap)
    ADMIN_TOKEN: token,
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    PRESSURE_LIMITER_ENABLED: 'false',
    SERVE_APP: 'false',
    WEBSOCKETS_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    EXTENSIONS_PATH: path.join(DIR, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(DIR, 'uploads'),
  };
}

/**
 * Install, copy, bootstrap. Runs before the bench API opens its connections (the copy needs the source idle) and
 * before anything is measured (installing and bootstrapping load the machine).
 */
export async function siapkanPeer(benchDbUrl: string): Promise<Siap | { skipped: string }> {
  const cli = directusCli();
  if (typeof cli !== 'string') return cli;
  const t = performance.now();
  const dbUrl = await salinDatabase(benchDbUrl);
  console.log(`  salinan ${namaDb(dbUrl)} dibuat dalam ${Math.round(performance.now() - t)} ms; directus bootstrap…`);
  const token = 'sigap-bench-peer-admin-token';
  const env = lingkungan(dbUrl, token, 0);
  const r = spawnSync(process.execPath, [cli, 'bootstrap'], { cwd: DIR, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 10 * 60_000 });
  const siap = { cli, dbUrl, token, env };
  if (r.status !== 0) {
    await hapusSalinan(siap);
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.split('\n');
    return { skipped: `directus bootstrap gagal: ${(out.find((l) => /Error/.test(l)) ?? r.error?.message ?? out.slice(-3).join(' ')).trim().slice(0, 300)}` };
  }
  return siap;
}

function portBebas(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

/** Directus in its own process group (stopped with the group); resolves when /server/health answers. */
async function mulai(siap: Siap): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await portBebas();
  const proc = spawn(process.execPath, [siap.cli, 'start'], { cwd: DIR, env: { ...siap.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-4000));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  let exited = false;
  const done = new Promise<void>((r) => proc.on('exit', () => ((exited = true), r())));
  // never leave Directus running when the bench dies
  const kill = () => {
    try {
      if (!exited) process.kill(-proc.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', kill);
  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-proc.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await Promise.race([done, sleep(15_000)]);
      kill();
    }
    process.off('exit', kill);
  };
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 5 * 60_000;
  while (Date.now() < until && !exited) {
    try {
      const r = await fetch(`${base}/server/health`);
      await r.text();
      if (r.ok) return { base, stop };
    } catch {
      /* not listening yet */
    }
    await sleep(1000);
  }
  await stop();
  throw new Error(`Directus tidak siap di ${base}: ${log.trim().split('\n').slice(-5).join(' ').slice(0, 400)}`);
}

/** The Directus REST query of one innovation list shape, or why it cannot be expressed. */
export function terjemahkan(b: Bentuk, user: SessionUser): { path: string } | { alasan: string } {
  const [pathname, query = ''] = b.path.split('?');
  const resource = getResource(RESOURCE);
  const table = TABLES[RESOURCE];
  if (pathname !== `/crud/${RESOURCE}` || !resource || !table) return { alasan: 'bukan daftar basis data inovasi' };
  const cols = columnsOf(table);
  const col = (f: string) => cols[f]?.name ?? f;
  const q = qs.parse(query, QS_OPTS) as Record<string, unknown>;
  const lq = parseListQuery(resource, table, q);
  const and: Record<string, unknown>[] = [EXTRA_SCOPE];
  // the caller's data scope, as the API applies it (crud/routes.ts rowFilter → scopeSql)
  const scope = dataScope(user, resource.scope ?? {}, 'baca');
  const b0 = resource.scope ?? {};
  const anyOf = (f: string, v: (string | number)[]) => ({ [col(f)]: v.length === 1 ? { _eq: v[0] } : { _in: v } });
  if (scope.daerah_ids && b0.region) and.push(scope.daerah_ids.length ? anyOf(b0.region, scope.daerah_ids) : { id: { _null: true } });
  if (scope.created_by != null && b0.owner) and.push({ [col(b0.owner)]: { _eq: scope.created_by } });
  if (scope.years && b0.year) and.push(scope.years.length ? anyOf(b0.year, scope.years) : { id: { _null: true } });
  for (const [f, v] of Object.entries(lq.equals)) and.push(anyOf(f, v));
  if (lq.search) {
    // Directus's _icontains is LOWER(col) LIKE '%term%' without escaping: equal to our escaped ILIKE only for a
    // term without LIKE wildcards
    if (/[%_\\]/.test(lq.search)) return { alasan: `kata cari "${lq.search}" memuat wildcard LIKE yang tidak di-escape Directus` };
    const searchable = Object.entries(resource.fields).filter(([k, d]) => d.searchable && cols[k]);
    and.push({ _or: searchable.map(([k]) => ({ [col(k)]: { _icontains: lq.search } })) });
  }
  const dir = lq.sort.dir === 'desc' ? '-' : '';
  // orderSql: the sort, then id in the same direction (a stable page)
  const sort = lq.sort.field === 'id' ? [`${dir}id`] : [`${dir}${col(lq.sort.field)}`, `${dir}id`];
  // `fields`: the named table columns (labels `{lookup}_label` are our joins: Directus has no relation for them)
  const named = typeof q.fields === 'string' ? q.fields.split(',').filter((f) => cols[f]) : null;
  const params = new URLSearchParams({
    fields: named ? [...new Set(['id', ...named])].map(col).join(',') : '*',
    filter: JSON.stringify({ _and: and }),
    sort: sort.join(','),
    limit: String(lq.perPage),
    offset: String(lq.page * lq.perPage),
    meta: 'filter_count',
  });
  return { path: `/items/${RESOURCE}?${params.toString()}` };
}

/** The first difference between two answers (ids in order and total), or null when they are equal. */
export function bedaJawaban(kami: { ids: number[]; total: number }, mereka: { ids: number[]; total: number }): string | null {
  if (kami.total !== mereka.total) return `total ${kami.total} ≠ Directus ${mereka.total}`;
  for (let i = 0; i < Math.max(kami.ids.length, mereka.ids.length); i++) {
    if (kami.ids[i] !== mereka.ids[i]) return `baris ${i + 1}: id ${kami.ids[i] ?? '-'} ≠ Directus ${mereka.ids[i] ?? '-'}`;
  }
  return null;
}

async function jawaban(url: string, token: string): Promise<{ ids: number[]; total: number; bytes: number } | { galat: string }> {
  const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await r.text();
  if (r.status !== 200) return { galat: `HTTP ${r.status}: ${text.slice(0, 200)}` };
  const j = JSON.parse(text) as { data?: { id: unknown }[]; total?: number; meta?: { filter_count?: number | string } };
  return { ids: (j.data ?? []).map((x) => Number(x.id)), total: Number(j.total ?? j.meta?.filter_count ?? NaN), bytes: Buffer.byteLength(text) };
}

const rps = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;
const ms = (n: number) => `${Math.round(n * 10) / 10} ms`;

/**
 * The side by side, while the bench API runs at `base`. `shapes`: every shape of bentukDaftar; those of other lists
 * are counted as not comparable (one row), never dropped silently. `muat`: autocannon over a list of URLs in one
 * child (run.ts, the settings of the shapes).
 */
export async function bandingkanPeer(o: {
  siap: Siap;
  base: string;
  shapes: Bentuk[];
  tokens: Record<Siapa, string>;
  muat: (list: { url: string; headers: Record<string, string> }[]) => Promise<Ukuran[]>;
  add: (r: BarisTabel) => void;
  loadavg: () => number;
}): Promise<Record<string, unknown>> {
  const users = {} as Record<Siapa, SessionUser>;
  for (const [who, token] of Object.entries(o.tokens) as [Siapa, string][]) {
    const r = await fetch(`${o.base}/me`, { headers: { authorization: `Bearer ${token}` } });
    if (r.status !== 200) throw new Error(`/me sebagai ${who}: HTTP ${r.status}`);
    users[who] = ((await r.json()) as { data: SessionUser }).data;
  }
  const inovasi = o.shapes.filter((b) => b.path.startsWith(`/crud/${RESOURCE}?`));
  const lain = o.shapes.length - inovasi.length;
  const t0 = performance.now();
  const d = await mulai(o.siap);
  console.log(`  Directus ${DIRECTUS_VERSION} siap di ${d.base} dalam ${Math.round((performance.now() - t0) / 1000)} s`);
  const dirHeaders = { authorization: `Bearer ${o.siap.token}` };
  const rows: Record<string, unknown>[] = [];
  try {
    const comparable: { b: Bentuk; url: string; bytes: number; dirBytes: number; total: number }[] = [];
    for (const b of inovasi) {
      const t = terjemahkan(b, users[b.siapa]);
      if ('alasan' in t) {
        rows.push({ id: b.id, path: b.path, status: 'tidak sebanding', reason: t.alasan });
        o.add({ id: `peer_${b.id}`, figure: `[Directus] ${b.label}`, value: `tidak sebanding: ${t.alasan}`, budget: '', verdict: 'SKIP' });
        continue;
      }
      const url = `${d.base}${t.path}`;
      // the first request of a shape warms Directus's schema and both sides' caches; the second is compared
      await jawaban(url, o.siap.token);
      const [kami, mereka] = [await jawaban(`${o.base}${b.path}`, o.tokens[b.siapa]), await jawaban(url, o.siap.token)];
      const beda = 'galat' in kami ? `SIGAP ${kami.galat}` : 'galat' in mereka ? `Directus ${mereka.galat}` : bedaJawaban(kami, mereka);
      if (beda || 'galat' in kami || 'galat' in mereka) {
        rows.push({ id: b.id, path: b.path, directus: t.path, status: 'jawaban berbeda', difference: beda });
        o.add({ id: `peer_${b.id}`, figure: `[Directus] [${b.siapa}] ${b.label}`, value: `jawaban berbeda: ${beda}`, budget: 'jawaban sama', verdict: 'GAP' });
        continue;
      }
      comparable.push({ b, url, bytes: kami.bytes, dirBytes: mereka.bytes, total: kami.total });
    }
    // each pair one after the other in one child: a change in the machine's load falls on both sides of a pair
    const loadBefore = o.loadavg();
    const measured = await o.muat(comparable.flatMap((c) => [{ url: `${o.base}${c.b.path}`, headers: { authorization: `Bearer ${o.tokens[c.b.siapa]}` } }, { url: c.url, headers: dirHeaders }]));
    let pass = 0;
    comparable.forEach((c, i) => {
      const kami = measured[2 * i]!;
      const mereka = measured[2 * i + 1]!;
      const ratio = kami.rps / mereka.rps;
      // a side that answered nothing in the window (or failed) is not a measurement: never a PASS
      const clean = kami.non2xx + kami.errors + mereka.non2xx + mereka.errors === 0 && kami.requests > 0 && mereka.requests > 0;
      const ok = clean && ratio >= PEER_RATIO;
      if (ok) pass++;
      rows.push({ id: c.b.id, path: c.b.path, directus: c.url.slice(d.base.length), role: c.b.siapa, total: c.total, bytes: c.bytes, directus_bytes: c.dirBytes, status: 'diukur', sigap: kami, directus_load: mereka, ratio });
      o.add({
        id: `peer_${c.b.id}`,
        figure: `[Directus] [${c.b.siapa}] ${c.b.label}`,
        value: `SIGAP ${rps(kami.rps)}, p99 ${ms(kami.latency.p99)}; Directus ${rps(mereka.rps)}, p99 ${ms(mereka.latency.p99)}; rasio ${Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '-'}; total ${c.total} sama${clean ? '' : `; tidak terukur bersih: permintaan/non-2xx/galat SIGAP ${kami.requests}/${kami.non2xx}/${kami.errors}, Directus ${mereka.requests}/${mereka.non2xx}/${mereka.errors}`}`,
        budget: `rasio ≥ ${PEER_RATIO}× dan jawaban sama`,
        verdict: ok ? 'PASS' : 'GAP',
      });
    });
    const berbeda = rows.filter((r) => r.status === 'jawaban berbeda').length;
    const tidak = rows.filter((r) => r.status === 'tidak sebanding').length;
    if (lain) {
      o.add({
        id: 'peer_lain',
        figure: `[Directus] ${lain} bentuk lain (daftar sumber daya lain, antrean, laporan, indeks)`,
        value: 'tidak sebanding: bukan daftar basis data inovasi (gabungan tabel, aturan alur kerja, jawaban tersimpan); hanya daftar inovasi yang dibandingkan (isu 21 butir 2)',
        budget: '',
        verdict: 'SKIP',
      });
    }
    o.add({
      id: 'peer',
      figure: `Directus ${DIRECTUS_VERSION} berdampingan: ${comparable.length} bentuk daftar inovasi diukur`,
      value: `${pass} PASS, ${comparable.length - pass} GAP, ${berbeda} jawaban berbeda, ${tidak + lain} tidak sebanding`,
      budget: `rasio ≥ ${PEER_RATIO}× pada setiap bentuk, jawaban sama`,
      verdict: pass === comparable.length && berbeda === 0 && comparable.length > 0 ? 'PASS' : 'GAP',
    });
    return { directus: DIRECTUS_VERSION, database: namaDb(o.siap.dbUrl), rows, not_comparable_other_lists: lain, pass, measured: comparable.length, differ: berbeda, loadavg_1m: [loadBefore, o.loadavg()] };
  } finally {
    await d.stop();
  }
}
