/**
 * npm run bench [-- --scale=1 --duration=10 --connections=32 --rush-seconds=60 --rush-operators=200 --rush-upload=tus|multipart --skip=web,rush]
 * npm run bench -- --peer   the innovation list shapes side by side with Directus (bench/peer.ts) only
 *
 * Performance budgets of ARCHITECTURE.md section 8, measured side by side in one
 * run against a real PostgreSQL (started the way .ci/run does) holding the
 * national data set of bench/data.ts. The real API runs in this process
 * (createContext + buildApp, production configuration without demo data) on a
 * loopback port; load comes from child processes (autocannon, the rush driver)
 * so the client does not share the server's event loop. Writes
 * bench/results/latest.json and prints a table with each figure, its budget and
 * PASS/GAP. Benchmarks are not tests: nothing here runs in npm test or CI.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp, createContext } from '../apps/api/src/app';
import { simpanHasil } from '../apps/api/src/modules/indeks/hitung';
import { DEFAULT_SEED, generate } from './data';
import { EXPERIMENT_DDL, EXPERIMENT_DROP, registerExperiment } from './experiment';
import { bentukDaftar, type Bentuk, type Siapa } from './shapes';
import { bandingkanPeer, hapusSalinan, siapkanPeer, type Siap } from './peer';
import { statistikSimpanan } from '../apps/api/src/modules/indeks/simpanan';
import { TABLES } from '../apps/api/src/crud/tables';
import { getTableName } from 'drizzle-orm';
import { columnsOf } from '../apps/api/src/crud/query';
import { args, benchConfig, benchUrl, BENCH_DATA_DIR, BENCH_JWT_SECRET, BENCH_PASSWORD, ensurePostgres, fmtMs, num, RESULTS_DIR, ROOT } from './lib';

const A = args();
/** `--shapes`: only the list shapes of bench/shapes.ts, at scale 0.1 unless `--scale` says otherwise (a quick check). */
const SHAPES_ONLY = A.shapes === '1';
/** `--peer`: the innovation list shapes side by side with Directus only (with `--shapes`: both, at 0.1), at scale 1 unless `--scale`. */
const PEER = A.peer === '1';
const SCALE = num(A.scale, SHAPES_ONLY ? 0.1 : 1);
const SEED = num(A.seed, DEFAULT_SEED);
const DURATION = num(A.duration, 10);
const CONNECTIONS = num(A.connections, 32);
const RUSH_SECONDS = num(A['rush-seconds'], 60);
const RUSH_OPERATORS = num(A['rush-operators'], 200);
/** `--rush-pace=S`: an operator starts a cycle every S seconds (60: one whole cycle each in the deadline's last
 * minute, arrivals spread); 0 = back to back, the saturation run whose throughput is the capacity. */
const RUSH_PACE = num(A['rush-pace'], 60);
/** `--rush-login-seconds=S`: the sign-in wave before the rush (operator i at i/N of S). */
const RUSH_LOGIN_SECONDS = num(A['rush-login-seconds'], 30);
/** `--rush-upload=tus|multipart`: how the rush's PDF travels (tus, the web app's evidence upload, by default). */
const RUSH_UPLOAD = A['rush-upload'] === 'multipart' ? 'multipart' : 'tus';
/** `--workers=N`: the rush goes to the real server started with WORKERS=N (node:cluster), not the in-process API. */
const RUSH_WORKERS = A.workers ? num(A.workers, 1) : 0;
const SKIP = new Set([
  ...(A.skip ?? '').split(',').filter(Boolean),
  ...(SHAPES_ONLY || PEER ? ['lists', 'index', 'export', 'rush', 'web'] : []),
  ...(PEER && !SHAPES_ONLY ? ['shapes'] : []),
]);
/** Load seconds per shape (and per ceiling); 1 s after a 1 s warm-up keeps ~200 shapes within a few minutes. */
const SHAPE_SECONDS = num(A['shape-seconds'], 1);
/** Load seconds per shape and side against Directus (after a 2 s warm-up): a 1 s window ends before a slow side answers once. */
const PEER_SECONDS = num(A['peer-seconds'], 5);
const EXPERIMENT = A.experiment === '1';
const URL_DB = benchUrl(SCALE);
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const TAHUN = 2026;
/** Rush accounts sign in once per cycle; the per IP+username login limit is raised for the bench process (see docs/PERFORMANCE.md). */
const LOGIN_RATE_MAX = '100000';

type Verdict = 'PASS' | 'GAP' | 'INFO' | 'SKIP';
interface Row {
  id: string;
  figure: string;
  value: string;
  budget: string;
  verdict: Verdict;
}
const table: Row[] = [];
const results: Record<string, unknown> = {};
const add = (r: Row) => {
  table.push(r);
  console.log(`  ${r.verdict.padEnd(4)} ${r.figure}: ${r.value}${r.budget ? `  (anggaran: ${r.budget})` : ''}`);
};

function child(script: string, argv: string[], opts: { timeoutMs?: number } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [TSX, path.join(ROOT, 'bench', script), ...argv], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    const t = opts.timeoutMs ? setTimeout(() => p.kill('SIGKILL'), opts.timeoutMs) : null;
    p.on('exit', (code) => {
      if (t) clearTimeout(t);
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

const lastJson = (s: string) => JSON.parse(s.trim().split('\n').filter((l) => l.startsWith('{')).pop() ?? 'null');

interface LoadResult {
  requests: number;
  rps: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(url: string, token: string | null, duration = DURATION): Promise<LoadResult> {
  const spec = { url, headers: token ? { authorization: `Bearer ${token}` } : {}, connections: CONNECTIONS, duration, warmup: 2 };
  const r = await child('load.ts', [JSON.stringify(spec)], { timeoutMs: (duration + 60) * 1000 });
  if (r.code !== 0) throw new Error(`autocannon gagal: ${r.stderr}`);
  return lastJson(r.stdout) as LoadResult;
}

const ms = (n: number | null | undefined) => (n == null ? '-' : `${Math.round(n * 10) / 10} ms`);
const rps = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;

/**
 * The SQL the API sends while `capture.on`: pg.Pool.prototype.query is wrapped in
 * this process (where the API runs), so the bench can time the exact statements of
 * one request with EXPLAIN ANALYZE, a figure the machine's load barely moves.
 */
const capture: { on: boolean; stmts: { text: string; values: unknown[] }[] } = { on: false, stmts: [] };
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...a: unknown[]) {
  if (capture.on) {
    const q = a[0] as string | { text: string; values?: unknown[] };
    const text = typeof q === 'string' ? q : q?.text;
    const values = (typeof q === 'string' ? a[1] : (q?.values ?? a[1])) as unknown[] | undefined;
    if (typeof text === 'string') capture.stmts.push({ text, values: Array.isArray(values) ? values : [] });
  }
  return (poolQuery as (...x: unknown[]) => unknown).apply(this, a);
} as typeof pg.Pool.prototype.query;

async function main() {
  const started = new Date();
  const t0 = performance.now();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const load0 = os.loadavg();
  if (load0[0]! > 1.5) console.log(`PERINGATAN: beban mesin sudah ${load0[0]!.toFixed(1)} (1 menit) sebelum bench mulai; angka akan lebih rendah dari mesin yang diam.`);
  console.log(`SIGAP bench: skala ${SCALE}, ${CONNECTIONS} koneksi, ${DURATION} s per pengukuran, basis data ${URL_DB.replace(/:[^:@/]*@/, ':***@')}`);

  // ------------------------------------------------------------ PostgreSQL and data
  await ensurePostgres(URL_DB);
  const tg = performance.now();
  const counts = await generate(URL_DB, { scale: SCALE, seed: SEED });
  results.data = { scale: SCALE, seed: SEED, counts, ensure_ms: Math.round(performance.now() - tg) };
  // Directus installed and its copy of the database made now: the copy needs the source without sessions
  let peer: Siap | { skipped: string } | null = null;
  if (PEER) {
    console.log(`\nDirectus berdampingan: pemasangan, salinan basis data, bootstrap`);
    peer = await siapkanPeer(URL_DB).catch((e: Error) => ({ skipped: `persiapan Directus gagal: ${e.message.slice(0, 300)}` }));
  }

  const pool = new pg.Pool({ connectionString: URL_DB, max: 4 });
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as T;
  const pgVersion = (await one<{ v: string }>("select current_setting('server_version') as v")).v;

  // ------------------------------------------------------------ bench accounts (directly in SQL)
  const hash = (await one<{ password: string }>("select password from usr_asn where username = 'pemda1'")).password;
  const ops = Array.from({ length: RUSH_OPERATORS }, (_, i) => `bench_op${i + 1}`);
  await pool.query(
    `insert into usr_asn (username, password, role, area, m_daerah_id, nama_lengkap, email, is_active)
     values ('bench_admin', $1, 'admin', 0, null, 'Bench Admin', 'bench-admin@bench.sigap.local', 1),
            ('bench_verif1', $1, 'verifikator', 1, null, 'Bench Verifikator Barat', 'bench-verif1@bench.sigap.local', 1)
     on conflict (lower(username)) do update set password = excluded.password, role = excluded.role, area = excluded.area, is_active = 1, token_version = 0`,
    [hash],
  );
  // one operator account per region (regency/city pemda), spread over the country; past the 508 regions a region
  // gets a second operator (its OPD colleague), so 1,000 operators are as many as there are accounts
  await pool.query(
    `insert into usr_asn (username, password, role, area, m_daerah_id, nama_lengkap, email, is_active)
     select 'bench_op' || g.n, $1, 'pemda', 0, d.id, 'Operator Bench ' || g.n, 'bench-op' || g.n || '@bench.sigap.local', 1
     from generate_series(1, $2::int) as g(n)
     join (select id, row_number() over (order by id) as n, count(*) over () as jumlah from m_daerah where tingkat = 2) d on d.n = (g.n - 1) % d.jumlah + 1
     on conflict (lower(username)) do update set password = excluded.password, role = 'pemda', m_daerah_id = excluded.m_daerah_id, is_active = 1, token_version = 0`,
    [hash, RUSH_OPERATORS],
  );

  // ------------------------------------------------------------ the API in this process
  const uploadRoot = path.join(BENCH_DATA_DIR, 'uploads');
  fs.rmSync(uploadRoot, { recursive: true, force: true });
  const config = benchConfig({ LOGIN_RATE_MAX });
  const ctx = await createContext(config, { databaseUrl: URL_DB });
  // the web build first (its own directory): the API serves it to Lighthouse
  const web = SKIP.has('web') ? null : webSizes();
  const webDist = web && !('error' in web) ? path.join(ROOT, web.dist) : null;
  const app = await buildApp(ctx, { logger: false, webDist: webDist && fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null });
  // the ceiling: the same server answering a captured JSON body from memory
  const captured = new Map<string, string>();
  app.get('/__bench/ceiling/:key', async (req, reply) => {
    const body = captured.get((req.params as { key: string }).key);
    return reply.type('application/json; charset=utf-8').send(body ?? '{}');
  });
  if (EXPERIMENT) registerExperiment(app, pool);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(`API bench di ${base} (PostgreSQL ${pgVersion}, pool ${process.env.PG_POOL_MAX ?? 20})`);

  const login = async (username: string) => {
    const r = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: BENCH_PASSWORD }) });
    if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${await r.text()}`);
    return ((await r.json()) as { token: string }).token;
  };
  // the bench owns its database: no sign-in limit left over from an earlier run
  await pool.query('delete from batas_masuk');
  const adminToken = await login('bench_admin');
  const verifToken = await login('bench_verif1');

  /** One endpoint against its in-memory ceiling, measured one after the other in this run. */
  async function sideBySide(id: string, label: string, pathQs: string, token: string, budget?: { p99: number; ratio: number }) {
    await fetch(`${base}${pathQs}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text()); // warm caches
    capture.stmts = [];
    capture.on = true;
    const first = await fetch(`${base}${pathQs}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await first.text();
    capture.on = false;
    if (first.status !== 200) throw new Error(`${pathQs}: ${first.status} ${body.slice(0, 300)}`);
    captured.set(id, body);
    // the request's statements, each timed by EXPLAIN ANALYZE 7 times (median of planning + execution)
    const sql: { sql: string; median_ms: number }[] = [];
    for (const st of capture.stmts.filter((x) => /^\s*(select|with)\b/i.test(x.text))) {
      const runs: number[] = [];
      for (let i = 0; i < 7; i++) {
        const plan = (await pool.query(`explain (analyze, format json) ${st.text}`, st.values)).rows[0]['QUERY PLAN'][0] as { 'Planning Time': number; 'Execution Time': number };
        runs.push(plan['Planning Time'] + plan['Execution Time']);
      }
      runs.sort((x, y) => x - y);
      sql.push({ sql: st.text.replace(/\s+/g, ' ').slice(0, 400), median_ms: Math.round(runs[3]! * 100) / 100 });
    }
    const sqlMs = Math.round(sql.reduce((x, y) => x + y.median_ms, 0) * 100) / 100;
    const parsed = JSON.parse(body) as { total?: number; data?: unknown[] };
    const loadBefore = os.loadavg()[0];
    const db = await load(`${base}${pathQs}`, token);
    const mem = await load(`${base}/__bench/ceiling/${id}`, null);
    const ratio = db.rps / mem.rps;
    results[id] = { path: pathQs, body_bytes: Buffer.byteLength(body), total: parsed.total ?? null, rows: parsed.data?.length ?? null, db, memory: mem, ratio, sql_ms: sqlMs, sql, loadavg_1m: [loadBefore, os.loadavg()[0]] };
    const ok = budget ? db.latency.p99 < budget.p99 && ratio >= budget.ratio && db.non2xx === 0 && db.errors === 0 : null;
    add({
      id,
      figure: label,
      value: `${rps(db.rps)}, p99 ${ms(db.latency.p99)}; memori ${rps(mem.rps)}, p99 ${ms(mem.latency.p99)}; rasio 1/${Math.round(1 / ratio)}; SQL ${sql.length} kueri ${ms(sqlMs)} (EXPLAIN ANALYZE)${db.non2xx || db.errors ? `; ${db.non2xx} non-2xx, ${db.errors} galat` : ''}`,
      budget: budget ? `p99 < ${budget.p99} ms dan rasio ≥ 1/${Math.round(1 / budget.ratio)}` : '',
      verdict: ok === null ? 'INFO' : ok ? 'PASS' : 'GAP',
    });
  }

  const LIST_BUDGET = { p99: 50, ratio: 0.1 };

  /** Autocannon over a list of URLs in one child process (no process start per item), a warm-up before each. */
  async function loadList(list: { url: string; headers?: Record<string, string> }[], seconds = SHAPE_SECONDS, warmup = 1): Promise<LoadResult[]> {
    const spec = { url: '', list, connections: CONNECTIONS, duration: seconds, warmup };
    const r = await child('load.ts', [JSON.stringify(spec)], { timeoutMs: (list.length * (seconds + warmup + 30) + 120) * 1000 });
    if (r.code !== 0) throw new Error(`autocannon gagal: ${r.stderr}`);
    const byI = new Map(r.stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LoadResult & { i: number }).map((l) => [l.i, l]));
    return list.map((_, i) => byI.get(i)!);
  }

  /**
   * Every shape: its status for the first role allowed, the SQL of one request (EXPLAIN ANALYZE, median), then the
   * load of all shapes in one child process (no process start per shape), with the in-memory ceiling measured on
   * the largest body of each size class (powers of two) in the same child: a 3 KB page and a 127 KB cluster do not
   * share a ceiling.
   */
  async function measureShapes(shapes: Bentuk[], tokens: Record<Siapa, string>) {
    const probed: { b: Bentuk; who: Siapa; bytes: number; total: number | null; sqlMs: number; stmts: number }[] = [];
    const skipped: { id: string; status: number; who: string; message: string }[] = [];
    const runsExplain = SHAPES_ONLY ? 3 : 5;
    for (const b of shapes) {
      let who: Siapa = b.siapa;
      let status = 0;
      let body = '';
      for (const w of [b.siapa, ...(b.lain ?? [])]) {
        const r = await fetch(`${base}${b.path}`, { headers: { authorization: `Bearer ${tokens[w]}` } });
        status = r.status;
        body = await r.text();
        who = w;
        if (status !== 403) break;
      }
      if (status !== 200) {
        skipped.push({ id: b.id, status, who, message: body.slice(0, 160) });
        continue;
      }
      capture.stmts = [];
      capture.on = true;
      const again = await fetch(`${base}${b.path}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
      body = await again.text();
      capture.on = false;
      let sqlMs = 0;
      let stmts = 0;
      for (const st of capture.stmts.filter((x) => /^\s*(select|with)\b/i.test(x.text))) {
        const runs: number[] = [];
        for (let i = 0; i < runsExplain; i++) {
          const plan = (await pool.query(`explain (analyze, format json) ${st.text}`, st.values)).rows[0]['QUERY PLAN'][0] as { 'Planning Time': number; 'Execution Time': number };
          runs.push(plan['Planning Time'] + plan['Execution Time']);
        }
        runs.sort((x, y) => x - y);
        sqlMs += runs[Math.floor(runs.length / 2)]!;
        stmts++;
      }
      let total: number | null = null;
      try {
        total = (JSON.parse(body) as { total?: number }).total ?? null;
      } catch {
        /* not JSON: counted as bytes only */
      }
      captured.set(`shape_${b.id}`, body);
      probed.push({ b, who, bytes: Buffer.byteLength(body), total, sqlMs: Math.round(sqlMs * 100) / 100, stmts });
    }
    // one ceiling per size class: the largest body of the class
    const kelas = (bytes: number) => Math.ceil(Math.log2(Math.max(bytes, 64)));
    const ceilKey = new Map<number, string>();
    for (const p of probed) {
      const k = kelas(p.bytes);
      const cur = ceilKey.get(k);
      if (!cur || Buffer.byteLength(captured.get(cur)!) < p.bytes) ceilKey.set(k, `shape_${p.b.id}`);
    }
    // the ceilings first: measured while the process is as fresh as for the first shapes
    const list = [
      ...[...ceilKey.values()].map((key) => ({ url: `${base}/__bench/ceiling/${key}` })),
      ...probed.map((p) => ({ url: `${base}${p.b.path}`, headers: { authorization: `Bearer ${tokens[p.who]}` } })),
    ];
    const loadBefore = os.loadavg()[0];
    const measured = await loadList(list);
    const ceilings = new Map<number, LoadResult>();
    [...ceilKey.keys()].forEach((k, j) => ceilings.set(k, measured[j]!));
    let pass = 0;
    const rows: Record<string, unknown>[] = [];
    probed.forEach((p, i) => {
      const db = measured[ceilKey.size + i]!;
      const mem = ceilings.get(kelas(p.bytes))!;
      const ratio = db.rps / mem.rps;
      const ok = db.latency.p99 < LIST_BUDGET.p99 && ratio >= LIST_BUDGET.ratio && db.non2xx === 0 && db.errors === 0;
      if (ok) pass++;
      rows.push({ id: p.b.id, grup: p.b.grup, path: p.b.path, role: p.who, bytes: p.bytes, total: p.total, sql_ms: p.sqlMs, statements: p.stmts, db, memory: mem, ratio });
      add({
        id: `shape_${p.b.id}`,
        figure: `[${p.who}] ${p.b.label}`,
        value: `${rps(db.rps)}, p99 ${ms(db.latency.p99)}; rasio 1/${Math.round(1 / ratio)} (memori ${rps(mem.rps)}, ${Math.round(p.bytes / 1024)} KB); SQL ${p.stmts} kueri ${ms(p.sqlMs)}${db.non2xx || db.errors ? `; ${db.non2xx} non-2xx, ${db.errors} galat` : ''}`,
        budget: '',
        verdict: ok ? 'PASS' : 'GAP',
      });
    });
    for (const s of skipped) add({ id: `shape_${s.id}`, figure: `[dilewati] ${s.id}`, value: `HTTP ${s.status} sebagai ${s.who}: ${s.message}`, budget: '', verdict: 'SKIP' });
    results.shapes = { rows, skipped, loadavg_1m: [loadBefore, os.loadavg()[0]], seconds: SHAPE_SECONDS, connections: CONNECTIONS };
    add({
      id: 'shapes',
      figure: `Semua bentuk daftar (${probed.length} diukur, ${skipped.length} dilewati)`,
      value: `${pass} dalam anggaran, ${probed.length - pass} GAP`,
      budget: `p99 < ${LIST_BUDGET.p99} ms dan rasio ≥ 1/${Math.round(1 / LIST_BUDGET.ratio)}`,
      verdict: pass === probed.length ? 'PASS' : 'GAP',
    });
    return { measured: probed.length, skipped: skipped.length, pass };
  }
  if (!SKIP.has('lists')) {
    const L = '/crud/iga2020_inovasi';
    console.log('\nDaftar inovasi (admin, nasional)');
    await sideBySide('list_tahun', 'Daftar inovasi: filter tahun 2024', `${L}?tahun[]=2024&per_page=20`, adminToken, LIST_BUDGET);
    await sideBySide('list_cari', 'Daftar inovasi: cari nama "sehat"', `${L}?search=sehat&per_page=20`, adminToken, LIST_BUDGET);
    await sideBySide(
      'list_tahun_cari_urut',
      'Daftar inovasi: tahun + cari + urut tanggal',
      `${L}?tahun[]=2024&search=sehat&orderBy[field]=waktu&orderBy[sort]=desc&per_page=20`,
      adminToken,
      LIST_BUDGET,
    );
    await sideBySide('list_urut_penerapan', 'Daftar inovasi: urut waktu penerapan (tanpa filter)', `${L}?orderBy[field]=waktu_implementasi&orderBy[sort]=desc&per_page=20`, adminToken, LIST_BUDGET);

    console.log('\nAntrean verifikator dan peringkat');
    await sideBySide('antrean_verifikator', 'Antrean verifikasi (verifikator wilayah 1)', '/nomor_registrasi/request/selected/lookup?per_page=20', verifToken, LIST_BUDGET);
    await sideBySide('ranking_kabupaten', 'Ranking indeks klaster kabupaten', '/ranking-index?klaster=kabupaten', adminToken, LIST_BUDGET);

    console.log('\nDiagnosis: biaya autentikasi per permintaan (tanpa basis data di handler)');
    for (const [id, who, token] of [
      ['auth_admin', 'admin', adminToken],
      ['auth_verifikator', 'verifikator', verifToken],
    ] as const) {
      const r = await load(`${base}/evaluasi/alasan`, token, Math.max(3, Math.round(DURATION / 2)));
      results[id] = r;
      add({ id, figure: `GET /evaluasi/alasan sebagai ${who} (hanya autentikasi)`, value: `${rps(r.rps)}, p99 ${ms(r.latency.p99)}`, budget: '', verdict: 'INFO' });
    }
  }

  /** The list shapes of the screens (bench/shapes.ts), `--shape-filter=regex` applied, with a token per role. */
  async function semuaBentuk(): Promise<{ shapes: Bentuk[]; tokens: Record<Siapa, string> }> {
    const tokens: Record<Siapa, string> = { admin: adminToken, verifikator: verifToken, operator: await login('bench_op1') };
    const tahunArsip = Number((await one<{ y: number }>('select min(tahun) as y from iga2020_inovasi')).y ?? 2019);
    const shapes = await bentukDaftar({
      tahun: 2024,
      tahunArsip,
      cari: 'sehat',
      // only tables with a national volume get every filter x sort (estimated rows, no count)
      barisMinimum: async (r) => {
        const t = TABLES[r.name];
        return t ? Number((await one<{ n: number }>('select reltuples::bigint as n from pg_class where relname = $1', [getTableName(t)]))?.n ?? 0) : 0;
      },
      // the most common value of a filterable column within the year (what a user most often picks)
      nilai: async (r, f, tahun) => {
        const t = TABLES[r.name];
        const col = t && columnsOf(t)[f]?.name;
        const year = r.scope?.year && t ? columnsOf(t)[r.scope.year]?.name : null;
        if (!t || !col) return null;
        const q = `select ${col}::text as v from ${getTableName(t)} where ${col} is not null ${year ? `and ${year} = $1` : ''} group by 1 order by count(*) desc limit 1`;
        return (await one<{ v: string } | undefined>(q, year ? [tahun] : []))?.v ?? null;
      },
      // the cluster of the ranking and recap screens is a code of iga_klaster (a text in the contract)
      pilihanData: async (f) => (f === 'klaster' ? (await pool.query('select kode from iga_klaster order by id')).rows.map((r: { kode: string }) => r.kode) : null),
    });
    // `--shape-filter=regex`: only the shapes whose id matches (iterating on one screen)
    if (A['shape-filter']) {
      const re = new RegExp(A['shape-filter']);
      shapes.splice(0, shapes.length, ...shapes.filter((b) => re.test(b.id)));
    }
    return { shapes, tokens };
  }

  // ------------------------------------------------------------ every list shape of the screens (bench/shapes.ts)
  if (!SKIP.has('shapes')) {
    const { shapes, tokens } = await semuaBentuk();
    console.log(`\nBentuk daftar dari definisi layar: ${shapes.length} bentuk, ${SHAPE_SECONDS} s beban per bentuk, ${CONNECTIONS} koneksi`);
    results.shapes_summary = await measureShapes(shapes, tokens);
  }

  // ------------------------------------------------------------ side by side with Directus (bench/peer.ts)
  if (peer) {
    console.log(`\nDirectus berdampingan: bentuk daftar inovasi, ${PEER_SECONDS} s beban per bentuk per sisi (setelah 2 s pemanasan), ${CONNECTIONS} koneksi`);
    if ('skipped' in peer) {
      results.peer = peer;
      add({ id: 'peer', figure: 'Directus berdampingan', value: peer.skipped, budget: '', verdict: 'SKIP' });
    } else {
      const { shapes, tokens } = await semuaBentuk();
      const siap = peer;
      try {
        results.peer = await bandingkanPeer({ siap, base, shapes, tokens, muat: (list) => loadList(list, PEER_SECONDS, 2), add, loadavg: () => os.loadavg()[0]! });
      } catch (e) {
        results.peer = { skipped: (e as Error).message };
        add({ id: 'peer', figure: 'Directus berdampingan', value: (e as Error).message.slice(0, 400), budget: '', verdict: 'SKIP' });
      } finally {
        await hapusSalinan(siap).catch((e: Error) => console.log(`PERINGATAN: salinan Directus tidak terhapus: ${e.message}`));
      }
    }
  }

  // ------------------------------------------------------------ experiment: the recommended indexes and list shape
  if (EXPERIMENT) {
    console.log('\nEksperimen: indeks yang direkomendasikan + prototipe daftar (lihat bench/experiment.ts)');
    const sd = performance.now();
    for (const ddl of EXPERIMENT_DDL) await pool.query(ddl);
    results.experiment_ddl_ms = Math.round(performance.now() - sd);
    try {
      const shapes: [string, string, string][] = [
        ['tahun', 'filter tahun 2024', 'tahun[]=2024&per_page=20'],
        ['cari', 'cari nama "sehat"', 'search=sehat&per_page=20'],
        ['tahun_cari_urut', 'tahun + cari + urut tanggal', 'tahun[]=2024&search=sehat&orderBy[field]=waktu&orderBy[sort]=desc&per_page=20'],
        ['urut_penerapan', 'urut waktu penerapan', 'orderBy[field]=waktu_implementasi&orderBy[sort]=desc&per_page=20'],
      ];
      for (const [id, label, qs] of shapes) {
        await sideBySide(`exp_indeks_${id}`, `[eksperimen: indeks] Daftar inovasi: ${label}`, `/crud/iga2020_inovasi?${qs}`, adminToken, LIST_BUDGET);
        await sideBySide(`exp_prototipe_${id}`, `[eksperimen: indeks + prototipe] Daftar inovasi: ${label}`, `/__bench/exp/inovasi?${qs}`, adminToken, LIST_BUDGET);
      }
      await sideBySide('exp_indeks_antrean', '[eksperimen: indeks] Antrean verifikasi (wilayah 1)', '/nomor_registrasi/request/selected/lookup?per_page=20', verifToken, LIST_BUDGET);
      // the streamed export with an index matching its order (waktu desc, id desc)
      const xe = path.join(BENCH_DATA_DIR, 'ekspor-eksperimen.xlsx');
      fs.mkdirSync(BENCH_DATA_DIR, { recursive: true });
      const ex = await child('export.ts', [URL_DB, '10000', xe], { timeoutMs: 300_000 });
      fs.rmSync(xe, { force: true });
      if (ex.code === 0) {
        const exr = lastJson(ex.stdout) as { rows: number; ms: number; query_ms: number; max_rss_mb: number };
        results.exp_indeks_export = exr;
        add({ id: 'exp_indeks_export', figure: '[eksperimen: indeks] Ekspor Excel 10,000 inovasi', value: `${fmtMs(exr.ms)} (kueri ${fmtMs(exr.query_ms)}), puncak RSS ${exr.max_rss_mb} MB`, budget: '< 3 s dan < 250 MB RSS', verdict: exr.ms < 3000 && exr.max_rss_mb < 250 ? 'PASS' : 'GAP' });
      }
    } finally {
      for (const ddl of EXPERIMENT_DROP) await pool.query(ddl);
    }
  }

  // ------------------------------------------------------------ index recompute
  if (!SKIP.has('index')) {
    console.log('\nIndeks');
    const recompute: number[] = [];
    let recountInfo: unknown = null;
    for (let i = 0; i < 4; i++) {
      const s = performance.now();
      recountInfo = await simpanHasil(ctx.db, TAHUN, undefined, null);
      if (i > 0) recompute.push(performance.now() - s); // the first run warms caches and the planner
    }
    recompute.sort((a, b) => a - b);
    const recMed = recompute[Math.floor(recompute.length / 2)]!;
    results.recompute_all = { tahun: TAHUN, runs_ms: recompute.map((x) => Math.round(x)), median_ms: Math.round(recMed), result: recountInfo };
    add({ id: 'recompute_all', figure: `Hitung ulang indeks semua pemda (${TAHUN})`, value: `median ${fmtMs(recMed)} (${recompute.map((x) => fmtMs(x)).join(', ')})`, budget: '< 1 s', verdict: recMed < 1000 ? 'PASS' : 'GAP' });

    // one evaluation = one verifier's answer; its transaction updates the pemda's stored index
    const evalTargets = (
      await pool.query(
        `select i.id, i.profil_id, a.indikator_id, a.skala_id
         from iga2020_inovasi i
         join nomor_registrasi r on r.inovasi_id = i.id and r.status_nomor = 1 and r.qc <> 1 -- still open for the verifier (decision 39)
         join wilayah_daerah w on w.m_daerah_id = i.profil_id and w.wilayah_id = 1
         join lateral (select indikator_id, skala_id from indikator_inovasi x where x.inovasi_id = i.id and x.skala_id is not null order by x.id limit 1) a on true
         where i.keluar_indeks_alasan is null and i.inovasi_status = 2 and i.waktu_implementasi between '2024-01-01' and '2025-12-31'
         order by i.id limit 50`,
      )
    ).rows as { id: number; profil_id: number; indikator_id: number; skala_id: number }[];
    const evalLat: number[] = [];
    let evalErrors = 0;
    for (const t of evalTargets) {
      const s = performance.now();
      const r = await fetch(`${base}/evaluasi/${t.id}/inovasi`, {
        method: 'POST',
        headers: { authorization: `Bearer ${verifToken}`, 'content-type': 'application/json' },
        // the bench data has no supporting documents: a level above 0 is accepted explicitly (decision 50)
        body: JSON.stringify({ indikator_id: t.indikator_id, skala_id: t.skala_id, catatan: 'Diterima; bukti diperiksa di luar sistem.', alasan: 'diterima_tanpa_bukti' }),
      });
      await r.text();
      evalLat.push(performance.now() - s);
      if (r.status !== 200) evalErrors++;
    }
    // the index update alone, for the same pemda (what perbaruiIndeksDaerah runs inside the evaluation)
    const updLat: number[] = [];
    for (const t of evalTargets) {
      const s = performance.now();
      await simpanHasil(ctx.db, TAHUN, [t.profil_id], null);
      updLat.push(performance.now() - s);
    }
    const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((q / 100) * xs.length) - 1)] ?? NaN;
    results.evaluasi = {
      calls: evalTargets.length,
      errors: evalErrors,
      post_p50_ms: p(evalLat, 50),
      post_p99_ms: p(evalLat, 99),
      update_only_p50_ms: p(updLat, 50),
      update_only_p99_ms: p(updLat, 99),
    };
    add({
      id: 'evaluasi',
      figure: `Satu evaluasi → indeks pemda diperbarui (POST /evaluasi/{id}/inovasi, ${evalTargets.length} panggilan berurutan)`,
      value: `p50 ${ms(p(evalLat, 50))}, p99 ${ms(p(evalLat, 99))}${evalErrors ? `, ${evalErrors} galat` : ''}; pembaruan indeks saja p50 ${ms(p(updLat, 50))}, p99 ${ms(p(updLat, 99))}`,
      budget: '< 20 ms (p99 dari POST)',
      verdict: evalErrors === 0 && p(evalLat, 99) < 20 ? 'PASS' : 'GAP',
    });
  }

  // ------------------------------------------------------------ Excel export (streamed, own process)
  if (!SKIP.has('export')) {
    console.log('\nEkspor Excel');
    const xlsx = path.join(BENCH_DATA_DIR, 'ekspor-10000.xlsx');
    fs.mkdirSync(BENCH_DATA_DIR, { recursive: true });
    const ex = await child('export.ts', [URL_DB, '10000', xlsx], { timeoutMs: 300_000 });
    if (ex.code !== 0) throw new Error(`ekspor gagal: ${ex.stderr}`);
    const exr = lastJson(ex.stdout) as { rows: number; ms: number; query_ms: number; bytes: number; max_rss_mb: number };
    fs.rmSync(xlsx, { force: true });
    results.export = exr;
    add({
      id: 'export',
      figure: `Ekspor Excel ${exr.rows.toLocaleString('en-US')} inovasi (stream, proses sendiri)`,
      value: `${fmtMs(exr.ms)} (kueri ${fmtMs(exr.query_ms)}), puncak RSS ${exr.max_rss_mb} MB, ${(exr.bytes / 1024 / 1024).toFixed(1)} MB xlsx`,
      budget: '< 3 s dan < 250 MB RSS',
      verdict: exr.ms < 3000 && exr.max_rss_mb < 250 ? 'PASS' : 'GAP',
    });
  }

  // ------------------------------------------------------------ deadline rush
  if (!SKIP.has('rush')) {
    console.log(
      `\nTenggat: ${RUSH_OPERATORS} operator masuk dalam ${RUSH_LOGIN_SECONDS} s, lalu ${RUSH_SECONDS} s ${RUSH_PACE > 0 ? `satu siklus per operator tiap ${RUSH_PACE} s` : 'siklus tanpa jeda (jenuh)'} (simpan inovasi → isi indikator → unggah PDF 2 MB ${RUSH_UPLOAD === 'tus' ? 'lewat tus, potongan 1 MB, yang pertama bersama permintaan pembuatan' : 'multipart'} → bukti dukung)`,
    );
    const before = await one<{ ino: string; med: string }>(
      "select (select count(*) from iga2020_inovasi i join usr_asn u on u.id = i.created_by where u.username like 'bench\\_op%') as ino, (select count(*) from media m join usr_asn u on u.id = m.uploaded_by where u.username like 'bench\\_op%') as med",
    );
    const ackFile = path.join(RESULTS_DIR, 'rush-acks.json');
    const server = RUSH_WORKERS ? await serverPekerja(RUSH_WORKERS) : null;
    const spec = { base: server?.base ?? base, usernames: ops, password: BENCH_PASSWORD, seconds: RUSH_SECONDS, pace: RUSH_PACE, loginSeconds: RUSH_LOGIN_SECONDS, pdfBytes: 2 * 1024 * 1024, upload: RUSH_UPLOAD, ackFile };
    const rr = await child('rush.ts', [JSON.stringify(spec)], { timeoutMs: (RUSH_LOGIN_SECONDS + RUSH_SECONDS + 240) * 1000 }).finally(() => server?.stop());
    if (rr.code !== 0) throw new Error(`rush gagal: ${rr.stderr}`);
    {
      const r0 = lastJson(rr.stdout) as { status?: Record<string, number>; error_samples?: unknown[] };
      if (r0.error_samples?.length) console.log(`  jawaban per status: ${JSON.stringify(r0.status ?? {})}\n  contoh galat: ${JSON.stringify(r0.error_samples.slice(0, 3)).slice(0, 1500)}`);
    }
    const rush = lastJson(rr.stdout) as {
      requests_per_s: number;
      cycles_per_s: number;
      p99_ms: number;
      errors: number;
      login_wave: { operators: number; seconds: number; signed_in: number; p50_ms: number | null; p99_ms: number | null };
      per_step: Record<string, { n: number; p50_ms: number; p99_ms: number }>;
      acknowledged: { innovations: number; files: number };
    } & Record<string, unknown>;
    const acks = JSON.parse(fs.readFileSync(ackFile, 'utf8')) as { ids: number[]; files: string[]; answers: [number, number, number][]; docs: [number, number, string][] };
    // durability: every acknowledged write is in the database, every acknowledged file on disk and in media
    const inDb = Number((await one<{ n: string }>('select count(*) as n from iga2020_inovasi where id = any($1::int[])', [acks.ids])).n);
    const mediaRows = (await pool.query('select file_url, storage_key, size from media where file_url = any($1::text[])', [acks.files])).rows as { file_url: string; storage_key: string; size: number }[];
    const onDisk = mediaRows.filter((m) => {
      try {
        return fs.statSync(path.join(uploadRoot, m.storage_key)).size === Number(m.size);
      } catch {
        return false;
      }
    }).length;
    const after = await one<{ ino: string; med: string }>(
      "select (select count(*) from iga2020_inovasi i join usr_asn u on u.id = i.created_by where u.username like 'bench\\_op%') as ino, (select count(*) from media m join usr_asn u on u.id = m.uploaded_by where u.username like 'bench\\_op%') as med",
    );
    // every acknowledged answer stored with the level it was given, every acknowledged evidence document present
    const answersInDb = Number(
      (
        await one<{ n: string }>(
          `select count(*) as n from indikator_inovasi x join unnest($1::int[], $2::int[], $3::int[]) as a(inovasi_id, indikator_id, skala_id)
             on x.inovasi_id = a.inovasi_id and x.indikator_id = a.indikator_id and x.skala_id = a.skala_id and x.jenis = 'penerapan'`,
          [acks.answers.map((a) => a[0]), acks.answers.map((a) => a[1]), acks.answers.map((a) => a[2])],
        )
      ).n,
    );
    const docsInDb = Number(
      (
        await one<{ n: string }>(
          `select count(distinct (a.inovasi_id, a.indikator_id, a.file_url)) as n from dokumen_indikator d join unnest($1::int[], $2::int[], $3::text[]) as a(inovasi_id, indikator_id, file_url)
             on d.pemilik = 'inovasi' and d.pemilik_id = a.inovasi_id and d.indikator_id = a.indikator_id and d.file_url = a.file_url`,
          [acks.docs.map((a) => a[0]), acks.docs.map((a) => a[1]), acks.docs.map((a) => a[2])],
        )
      ).n,
    );
    const lost = acks.ids.length - inDb + (acks.files.length - onDisk) + (acks.answers.length - answersInDb) + (acks.docs.length - docsInDb);
    results.rush = {
      ...rush,
      login_rate_max: Number(LOGIN_RATE_MAX),
      durability: {
        acknowledged_innovations: acks.ids.length,
        innovations_in_db: inDb,
        acknowledged_files: acks.files.length,
        media_rows: mediaRows.length,
        files_on_disk_with_size: onDisk,
        acknowledged_answers: acks.answers.length,
        answers_in_db: answersInDb,
        acknowledged_documents: acks.docs.length,
        documents_in_db: docsInDb,
        rows_added: { innovations: Number(after.ino) - Number(before.ino), media: Number(after.med) - Number(before.med) },
        lost,
      },
    };
    const st = rush.per_step;
    add({
      id: 'rush',
      figure: `Tenggat: ${RUSH_OPERATORS} operator, ${RUSH_SECONDS} s${RUSH_PACE > 0 ? `, satu siklus tiap ${RUSH_PACE} s` : ', tanpa jeda'}`,
      value: `${rush.requests_per_s} req/s (${rush.cycles_per_s} siklus/s), p99 ${ms(rush.p99_ms)} [simpan ${ms(st.create?.p99_ms)}, editor ${ms(st.editor?.p99_ms)}, indikator ${ms(st.indikator?.p99_ms)}, unggah ${ms(st.upload?.p99_ms)}, bukti ${ms(st.dokumen?.p99_ms)}], ${rush.errors} galat; diakui ${acks.ids.length} inovasi, ${acks.answers.length} jawaban, ${acks.files.length} berkas, ${acks.docs.length} bukti; di DB ${inDb}/${answersInDb}/${docsInDb}, di disk ${onDisk}; hilang ${lost}`,
      budget: '0 galat, 0 tulisan hilang',
      verdict: rush.errors === 0 && lost === 0 ? 'PASS' : 'GAP',
    });
    // capacity planning: the API's processes share this machine's cores with the load generator and PostgreSQL
    const inti = os.cpus().length;
    const lw = rush.login_wave;
    add({
      id: 'rush_masuk',
      figure: `Tenggat: gelombang masuk, ${lw.operators} operator dalam ${RUSH_LOGIN_SECONDS} s (argon2id)`,
      value: `${lw.signed_in} masuk dalam ${lw.seconds} s, p50 ${ms(lw.p50_ms)}, p99 ${ms(lw.p99_ms)}`,
      budget: 'p99 < 1 s, semua masuk',
      verdict: lw.signed_in === lw.operators && (lw.p99_ms ?? Infinity) < 1000 ? 'PASS' : 'GAP',
    });
    const kapasitas = { workers: RUSH_WORKERS || 1, cores: inti, pace_s: RUSH_PACE, requests_per_s_per_core: Math.round((rush.requests_per_s / inti) * 10) / 10, cycles_per_s_per_core: Math.round((rush.cycles_per_s / inti) * 100) / 100 };
    results.rush_kapasitas = kapasitas;
    add({
      id: 'rush_p99',
      figure: `Tenggat: p99 semua permintaan dengan ${RUSH_WORKERS ? `${RUSH_WORKERS} pekerja (WORKERS)` : 'satu proses'}; per inti`,
      value: `p99 ${ms(rush.p99_ms)}${RUSH_PACE > 0 ? '' : ' (jenuh: antrean, bukan waktu jawab)'}; ${kapasitas.requests_per_s_per_core} req/s dan ${kapasitas.cycles_per_s_per_core} siklus/s per inti (${inti} inti, termasuk pembangkit beban dan PostgreSQL)`,
      budget: RUSH_PACE > 0 ? 'p99 < 1 s' : 'kapasitas (INFO)',
      verdict: RUSH_PACE > 0 ? (rush.p99_ms < 1000 ? 'PASS' : 'GAP') : 'INFO',
    });
    const indOk = acks.answers.length > 0 && acks.answers.length === answersInDb && acks.docs.length === docsInDb;
    add({
      id: 'rush_indikator',
      figure: 'Tenggat: pengisian indikator dan bukti dukung',
      value: `${st.indikator?.n ?? 0} simpanan indikator (${acks.answers.length} jawaban) p50 ${ms(st.indikator?.p50_ms)}, p99 ${ms(st.indikator?.p99_ms)}; ${acks.docs.length} bukti p99 ${ms(st.dokumen?.p99_ms)}; semua tersimpan: ${indOk ? 'ya' : 'TIDAK'}`,
      budget: '0 galat, 0 tulisan hilang',
      verdict: rush.errors === 0 && indOk ? 'PASS' : 'GAP',
    });
    // leave the data set as generated: remove what the rush wrote
    await pool.query("delete from iga2020_inovasi where created_by in (select id from usr_asn where username like 'bench\\_op%')");
    await pool.query("delete from media where uploaded_by in (select id from usr_asn where username like 'bench\\_op%')");
    await pool.query("delete from dokumen_indikator where created_by in (select id from usr_asn where username like 'bench\\_op%')");
    fs.rmSync(uploadRoot, { recursive: true, force: true });
    fs.rmSync(ackFile, { force: true });
  }

  // ------------------------------------------------------------ web
  if (!SKIP.has('web')) {
    console.log('\nWeb');
    if (!web) throw new Error('web');
    results.web = web;
    if ('error' in web) add({ id: 'web', figure: 'Web: JS gzip per rute', value: String(web.error), budget: 'login ≤ 180 KB, rute ≤ 350 KB', verdict: 'SKIP' });
    else {
      const login = web.routes.find((r) => r.route === 'login');
      const worst = [...web.routes].filter((r) => !r.on_interaction).sort((a, b) => b.gzip_kb - a.gzip_kb)[0];
      const form = web.routes.find((r) => r.route === 'formulir inovasi');
      const withEditor = web.routes.find((r) => r.on_interaction);
      if (form) add({ id: 'web_form', figure: 'Web: JS gzip formulir inovasi', value: `${form.gzip_kb} KB${withEditor ? `; setelah kolom teks kaya diklik ${withEditor.gzip_kb} KB` : ''}`, budget: '≤ 350 KB', verdict: form.gzip_kb <= 350 ? 'PASS' : 'GAP' });
      add({ id: 'web_login', figure: 'Web: JS gzip rute login', value: login ? `${login.gzip_kb} KB` : '?', budget: '≤ 180 KB', verdict: login && login.gzip_kb <= 180 ? 'PASS' : 'GAP' });
      add({
        id: 'web_max_route',
        figure: `Web: JS gzip rute terbesar (${worst?.route})`,
        value: `${worst?.gzip_kb} KB (${web.routes.length} rute)`,
        budget: '≤ 350 KB',
        verdict: worst && worst.gzip_kb <= 350 ? 'PASS' : 'GAP',
      });
    }
    // the rush may have tripped the sign-in limiter of its accounts (failed attempts under load): a fresh start
    await pool.query("delete from batas_masuk");
    const lhLogin = await lighthouseMedian(`${base}/login`, 'login');
    // the innovation list as a regency operator sees it, signed in
    const opToken = await login('bench_op1');
    const lhList = await lighthouseMedian(`${base}/dashboard/inovasi-daerah`, 'daftar-inovasi', opToken);
    // the region's indicator editor (the operator's own profile) and the ranking as the ministry opens it
    const me = (await (await fetch(`${base}/me`, { headers: { authorization: `Bearer ${opToken}` } })).json()) as { data: { m_daerah_id: number } };
    const lhEditor = await lighthouseMedian(`${base}/dashboard/indikator_daerah?id=${me.data.m_daerah_id}`, 'editor-indikator', opToken);
    const lhRanking = await lighthouseMedian(`${base}/dashboard/ranking-index`, 'ranking', adminToken);
    results.lighthouse = lhLogin;
    results.lighthouse_daftar_inovasi = lhList;
    results.lighthouse_editor_indikator = lhEditor;
    results.lighthouse_ranking = lhRanking;
    for (const [id, label, lh] of [
      ['lighthouse', 'Lighthouse performa (login)', lhLogin],
      ['lighthouse_daftar', 'Lighthouse performa (daftar inovasi, operator masuk)', lhList],
      ['lighthouse_editor', 'Lighthouse performa (editor indikator daerah, operator masuk)', lhEditor],
      ['lighthouse_ranking', 'Lighthouse performa (ranking indeks, admin masuk)', lhRanking],
    ] as const) {
      add({ id, figure: label, value: 'score' in lh ? `${lh.score} (median; ${lh.runs.join(', ')})` : lh.skipped, budget: '≥ 95', verdict: 'score' in lh ? (lh.score >= 95 ? 'PASS' : 'GAP') : 'SKIP' });
    }
  }

  await app.close();
  await ctx.database.close();
  results.simpanan_indeks = { ...statistikSimpanan };
  await pool.end();

  const total = performance.now() - t0;
  const out = {
    started_at: started.toISOString(),
    duration_s: Math.round(total / 1000),
    machine: { loadavg_at_start: load0, loadavg_at_end: os.loadavg(), cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model, mem_gb: Math.round(os.totalmem() / 1024 ** 3), node: process.version, postgres: pgVersion, platform: `${os.type()} ${os.release()}` },
    settings: { scale: SCALE, seed: SEED, peer: PEER, shape_seconds: SHAPE_SECONDS, peer_seconds: PEER_SECONDS, connections: CONNECTIONS, duration_s: DURATION, warmup_s: 2, rush_seconds: RUSH_SECONDS, rush_operators: RUSH_OPERATORS, rush_pace_s: RUSH_PACE, rush_login_s: RUSH_LOGIN_SECONDS, rush_workers: RUSH_WORKERS || null, rush_upload: RUSH_UPLOAD, login_rate_max: Number(LOGIN_RATE_MAX), pg_pool_max: Number(process.env.PG_POOL_MAX ?? 20) },
    table,
    results,
  };
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
  printTable();
  console.log(`\nSelesai dalam ${fmtMs(total)}. Hasil: bench/results/latest.json`);
}

function printTable() {
  const w = [4, 58, 70];
  console.log(`\n${'hasil'.padEnd(w[0]!)}  ${'angka'.padEnd(w[1]!)}  nilai | anggaran`);
  for (const r of table) console.log(`${r.verdict.padEnd(w[0]!)}  ${r.figure.slice(0, w[1]).padEnd(w[1]!)}  ${r.value}${r.budget ? ` | ${r.budget}` : ''}`);
}

// ------------------------------------------------------------ web: gzip JS per route from the Vite manifest
interface Manifest {
  [key: string]: { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
}
interface RouteSize {
  route: string;
  gzip_kb: number;
  files: number;
  /** loaded only after an interaction (not counted against the route budget) */
  on_interaction?: boolean;
}

/** Chunks loaded only when the user acts (the rich-text editor: on pointing at or entering the field, see
 * RichTextField.tsx; the resumable-upload engine: on the first upload, see lib/unggah-tus.ts). */
const ON_INTERACTION = [/src\/resource-ui\/fields\/RichTextInput\.tsx$/, /src\/lib\/unggah-tus-mesin\.ts$/];
/** Lazy chunks that are pages of their own (reached by navigation, not part of another page's load). */
const isPage = (k: string) => /(Page|Route)\.tsx$/.test(k) || /src\/app\/layout\/AppLayout\.tsx$/.test(k);

/**
 * Builds the web app into the bench's own directory (never apps/web/dist, which
 * others may be using) unless `--web-dist=DIR` names a build with a manifest, and
 * sums the gzip JavaScript each route loads: the entry, the signed-in layout, the
 * route's page and every lazy helper chunk the page renders (charts, date inputs),
 * i.e. everything but other pages and chunks fetched on interaction.
 */
function webSizes(): { dist: string; built_at: string; rebuilt: boolean; build_ms: number | null; routes: RouteSize[] } | { error: string } {
  const dist = A['web-dist'] ? path.resolve(A['web-dist']) : path.join(BENCH_DATA_DIR, 'web');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  let rebuilt = false;
  let buildMs: number | null = null;
  if (!A['web-dist']) {
    console.log(`  membangun apps/web ke ${path.relative(ROOT, dist)} (vite build)…`);
    const s = performance.now();
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', 'apps/web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    buildMs = Math.round(performance.now() - s);
    rebuilt = true;
    if (r.status !== 0 || !fs.existsSync(manifestFile)) return { error: 'build apps/web gagal' };
    // as `npm run build` does: .br/.gz beside each asset, served as they are
    spawnSync(process.execPath, [path.join(ROOT, 'apps/web/scripts/compress.mjs'), dist], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  } else if (!fs.existsSync(manifestFile)) return { error: `tidak ada ${manifestFile}` };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const gzip = (f: string) => {
    if (!gz.has(f)) gz.set(f, zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length);
    return gz.get(f)!;
  };
  /** Static imports, plus the lazy helper chunks (not pages, not on-interaction chunks) unless `onlyStatic`. */
  const closure = (keys: string[], withHelpers: boolean, seen = new Set<string>()) => {
    for (const k of keys) {
      if (seen.has(k) || !manifest[k]) continue;
      seen.add(k);
      closure(manifest[k].imports ?? [], withHelpers, seen);
      if (withHelpers) closure((manifest[k].dynamicImports ?? []).filter((d) => !isPage(d) && !ON_INTERACTION.some((re) => re.test(d))), withHelpers, seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) return { error: 'manifest tanpa entry' };
  const key = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const size = (keys: (string | undefined)[]) => {
    // the entry's own helpers are not loaded by every route: only its static imports
    const seen = closure([entry], false);
    closure(keys.filter((k): k is string => Boolean(k)), true, seen);
    const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    return { gzip_kb: Math.round((files.reduce((s, f) => s + gzip(f), 0) / 1024) * 10) / 10, files: files.length };
  };
  const routes: RouteSize[] = [];
  const layout = key('src/app/layout/AppLayout.tsx');
  const moduleRoute = key('src/app/ModuleRoute.tsx');
  const formRoute = key('src/features/inovasi/InovasiFormRoute.tsx');
  const named: Record<string, (string | undefined)[]> = {
    // the sign-in page is part of the entry chunk (no key of its own): then the login route is the entry alone
    login: key('src/features/auth/LoginPage.tsx') ? [key('src/features/auth/LoginPage.tsx')] : [],
    'daftar inovasi': [layout, moduleRoute, key('src/features/inovasi/InovasiDaerahPage.tsx')],
    'formulir inovasi': [layout, formRoute],
  };
  for (const [route, keys] of Object.entries(named)) if (keys.every(Boolean)) routes.push({ route, ...size(keys) });
  const editor = Object.keys(manifest).find((k) => ON_INTERACTION.some((re) => re.test(k)));
  if (formRoute && editor) routes.push({ route: 'formulir inovasi + penyunting teks (setelah kolom diklik)', ...size([layout, formRoute, editor]), on_interaction: true });
  // every other page, inside the signed-in layout (pages under /dashboard/{slug} also load ModuleRoute)
  // (the form route is named above: `/inovasi/...` does not load the module route)
  for (const k of Object.keys(manifest).filter((x) => manifest[x]!.isDynamicEntry && isPage(x) && x !== layout && x !== formRoute)) {
    const signedIn = !/features\/(auth|landing)\//.test(k);
    routes.push({ route: `lazy ${k.replace(/^src\//, '')}`, ...size(signedIn ? [layout, moduleRoute, k] : [k]) });
  }
  return { dist: path.relative(ROOT, dist), built_at: fs.statSync(manifestFile).mtime.toISOString(), rebuilt, build_ms: buildMs, routes };
}

// ------------------------------------------------------------ Lighthouse (optional: only when it can run here)
/** The Lighthouse CLI: a project or LIGHTHOUSE_DIR install, else installed once into .tmp/lighthouse. */
function lighthouseCli(): string | { skipped: string } {
  let cli: string | null = null;
  for (const from of [ROOT, process.env.LIGHTHOUSE_DIR, path.join(ROOT, '.tmp', 'lighthouse')].filter(Boolean) as string[]) {
    try {
      cli = createRequire(path.join(from, 'package.json')).resolve('lighthouse/cli/index.js');
      break;
    } catch {
      /* not installed there */
    }
  }
  if (!cli) {
    // not a project dependency (large, and only the bench needs it): installed once from the npm registry into
    // .tmp/lighthouse, pinned to 12.8.2 (13.x needs Node >= 22.19; the machines here have Node 20)
    const dir = path.join(ROOT, '.tmp', 'lighthouse');
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(path.join(dir, 'package.json'))) fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
    console.log('Memasang lighthouse@12.8.2 ke .tmp/lighthouse (sekali saja)…');
    const inst = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', 'lighthouse@12.8.2'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], timeout: 300_000 });
    try {
      cli = createRequire(path.join(dir, 'package.json')).resolve('lighthouse/cli/index.js');
    } catch {
      return { skipped: `npm lighthouse tidak dapat dipasang: ${String(inst.stderr ?? '').slice(0, 200)}` };
    }
  }
  return cli;
}

const CHROME = '/usr/bin/chromium';

/** Lighthouse scores vary from run to run: the median of three runs (a failed run is tried again once). */
async function lighthouseMedian(url: string, name: string, token?: string): Promise<{ score: number; url: string; runs: number[] } | { skipped: string }> {
  const runs: number[] = [];
  let last: { skipped: string } | null = null;
  for (let i = 0; i < 4 && runs.length < 3; i++) {
    const r = await lighthouse(url, name, token);
    if ('score' in r) runs.push(r.score);
    else if ((last = r) && i > 0 && !runs.length) break;
  }
  if (!runs.length) return last ?? { skipped: 'lighthouse: tidak ada hasil' };
  const sorted = [...runs].sort((a, b) => a - b);
  return { score: sorted[Math.floor(sorted.length / 2)]!, url, runs };
}

/**
 * Lighthouse performance of one page (mobile defaults: simulated slow 4G and a slower CPU). With a
 * token the page is measured signed in: Chromium is started here with that session in its
 * localStorage and a debugging port, and Lighthouse attaches to it without resetting storage.
 */
async function lighthouse(url: string, name: string, token?: string): Promise<{ score: number; url: string } | { skipped: string }> {
  const cli = lighthouseCli();
  if (typeof cli !== 'string') return cli;
  if (!fs.existsSync(CHROME)) return { skipped: 'Chromium tidak ada di /usr/bin/chromium: dilewati' };
  const out = path.join(BENCH_DATA_DIR, `lighthouse-${name}.json`);
  let browser: { close: () => Promise<void> } | null = null;
  const args = [cli, url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet'];
  if (token) {
    const { chromium } = await import('@playwright/test');
    const port = 9300 + Math.floor(Math.random() * 500);
    const profile = path.join(BENCH_DATA_DIR, 'lighthouse-profile');
    fs.rmSync(profile, { recursive: true, force: true });
    const ctx = await chromium.launchPersistentContext(profile, { executablePath: CHROME, headless: true, args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu'] });
    browser = ctx;
    const page = await ctx.newPage();
    await page.goto(new URL('/login', url).href);
    await page.evaluate((t) => (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem('token', t), token);
    await page.close();
    args.push(`--port=${port}`, '--disable-storage-reset');
  } else args.push('--chrome-flags=--headless=new --no-sandbox --disable-gpu');
  // asynchronous: the API answering Lighthouse runs in this process
  const r = await new Promise<{ status: number; stderr: string }>((resolve) => {
    const p = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    const t = setTimeout(() => p.kill('SIGKILL'), 180_000);
    p.on('exit', (code) => {
      clearTimeout(t);
      resolve({ status: code ?? 1, stderr });
    });
  });
  await browser?.close();
  if (r.status !== 0 || !fs.existsSync(out)) return { skipped: `lighthouse gagal: ${String(r.stderr ?? '').slice(0, 200)}` };
  const rep = JSON.parse(fs.readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; finalDisplayedUrl?: string };
  // a signed-in page that fell back to the sign-in page would measure the wrong thing
  if (token && rep.finalDisplayedUrl && new URL(rep.finalDisplayedUrl).pathname.startsWith('/login')) return { skipped: `lighthouse: sesi tidak terpakai (${rep.finalDisplayedUrl})` };
  return { score: Math.round(rep.categories.performance.score * 100), url };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * The API as production runs it: `apps/api/src/server.ts` with WORKERS=n (node:cluster) on the bench database and
 * upload directory, in its own process group; answers once /health does.
 */
async function serverPekerja(n: number): Promise<{ base: string; stop: () => void }> {
  const port = await new Promise<number>((res) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as AddressInfo).port;
      srv.close(() => res(p));
    });
  });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '0',
    JWT_SECRET: BENCH_JWT_SECRET,
    DATA_DIR: BENCH_DATA_DIR,
    DATABASE_URL: URL_DB,
    LOG_LEVEL: 'silent',
    UPLOAD_MAX_MB: '20',
    LOGIN_RATE_MAX,
    TRUST_PROXY: '1',
    WORKERS: String(n),
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const p = spawn(process.execPath, [TSX, path.join(ROOT, 'apps/api/src/server.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log: string[] = [];
  p.stdout!.on('data', (d) => log.push(String(d)));
  p.stderr!.on('data', (d) => log.push(String(d)));
  const stop = () => {
    try {
      process.kill(-p.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (p.exitCode !== null) throw new Error(`server WORKERS=${n} berhenti: ${log.join('').slice(-2000)}`);
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() - t0 > 120_000) {
      stop();
      throw new Error(`server WORKERS=${n} tidak siap dalam 120 s: ${log.join('').slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`  server produksi: ${n} pekerja di ${base}`);
  return { base, stop };
}
