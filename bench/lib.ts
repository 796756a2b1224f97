/**
 * Shared helpers of the benchmarks (bench/data.ts, bench/run.ts): arguments,
 * the PostgreSQL server (started the way .ci/run does), the bench database and
 * the API configuration used against it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../apps/api/src/config/env';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DIR = path.join(ROOT, 'bench');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
/** Data directory of the bench API (uploads, outbox): git-ignored. */
export const BENCH_DATA_DIR = path.join(ROOT, '.tmp', 'bench');

export const DEFAULT_URL = 'postgres://sigap:sigap@127.0.0.1:5432/sigap_bench';
/**
 * The bench database: BENCH_DATABASE_URL, else `sigap_bench` for scale 1 and `sigap_bench_s{scale x 100}` for any
 * other scale (`--shapes` runs at 0.1 by default), so a quick run never regenerates the national data set.
 */
export const benchUrl = (scale = 1) => {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (scale === 1) return DEFAULT_URL;
  const u = new URL(DEFAULT_URL);
  u.pathname = `/sigap_bench_s${String(Math.round(scale * 100))}`;
  return u.toString();
};

/** Password of every generated account (one shared argon2 hash). */
export const BENCH_PASSWORD = 'Bench#2026pass';
export const BENCH_JWT_SECRET = 'bench-jwt-secret-not-for-production-0123456789abcdef';

/** `--name=value` / `--flag` arguments. */
export function args(argv = process.argv.slice(2)): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of argv) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
    if (m) out[m[1]!] = m[2] ?? '1';
  }
  return out;
}

export function num(v: string | undefined, d: number): number {
  const n = Number(v);
  return v !== undefined && Number.isFinite(n) ? n : d;
}

function sh(cmd: string, a: string[], opts: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const r = spawnSync(cmd, a, { stdio: opts.quiet ? 'ignore' : 'inherit', env: { ...process.env, ...opts.env } });
  return r.status ?? 1;
}

const pgReady = (host: string, port: string) => sh('pg_isready', ['-q', '-h', host, '-p', port], { quiet: true }) === 0;

/**
 * Makes sure a PostgreSQL server answers at the bench URL. For a loopback URL on
 * a Debian machine this follows .ci/run: install postgresql with apt when absent,
 * create and start cluster 15 main, create the sigap superuser.
 */
export async function ensurePostgres(url = benchUrl()): Promise<void> {
  const u = new URL(url);
  const host = u.hostname || '127.0.0.1';
  const port = u.port || '5432';
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);
  const hasPgTools = sh('sh', ['-c', 'command -v pg_ctlcluster'], { quiet: true }) === 0 && fs.existsSync('/usr/lib/postgresql/15');
  if (local && !hasPgTools) {
    console.log('Memasang PostgreSQL (apt-get install postgresql)…');
    sh('apt-get', ['update', '-qq'], { quiet: true });
    sh('apt-get', ['install', '-y', '-qq', 'postgresql'], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (local && !pgReady(host, port)) {
    if (sh('sh', ['-c', "pg_lsclusters -h 2>/dev/null | grep -q '^15 *main'"], { quiet: true }) !== 0) sh('pg_createcluster', ['15', 'main'], { quiet: true });
    sh('pg_ctlcluster', ['15', 'main', 'start'], { quiet: true });
    for (let i = 0; i < 30 && !pgReady(host, port); i++) await new Promise((r) => setTimeout(r, 1000));
  }
  if (!pgReady(host, port)) throw new Error(`PostgreSQL tidak menjawab di ${host}:${port}.`);
  if (local) {
    // the role of .ci/run (a no-op when it exists)
    const user = decodeURIComponent(u.username || 'sigap');
    const pass = decodeURIComponent(u.password || 'sigap');
    if (/^[a-z_][a-z0-9_]*$/.test(user) && !pass.includes("'")) {
      sh('su', ['postgres', '-c', `psql -q -c "do \\$\\$ begin if not exists (select from pg_roles where rolname='${user}') then create role ${user} login superuser password '${pass}'; end if; end \\$\\$;"`], { quiet: true });
    }
  }
}

/** Creates the bench database when it does not exist. */
export async function ensureDatabase(url = benchUrl()): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nama basis data bench tidak valid: ${name}`);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!r.rowCount) {
      console.log(`Membuat basis data ${name}…`);
      await c.query(`create database ${name}`);
    }
  } finally {
    await c.end();
  }
}

/** Production-like configuration: no demo data, a fixed JWT secret, quiet logs. */
export function benchConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    DEMO: '0',
    JWT_SECRET: BENCH_JWT_SECRET,
    DATA_DIR: BENCH_DATA_DIR,
    LOG_LEVEL: 'silent',
    UPLOAD_MAX_MB: '20',
    // the rush sends each operator's own address in X-Forwarded-For (bench/rush.ts)
    TRUST_PROXY: '1',
    ...env,
  });
}

export function fmtMs(ms: number): string {
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
