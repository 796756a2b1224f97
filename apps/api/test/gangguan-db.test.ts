import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@sigap/domain';
import { buildApp, createContext } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { AppContext } from '../src/context';
import { DARI_BASIS_DATA } from '../src/db/client';
import { toErrorResponse } from '../src/plugins/errors';
import { isianInovasi } from './factories';
import { DEMO_PASSWORD, freshDatabaseUrl } from './helpers';

/**
 * Database faults (issue 14 item 9): a lost or refused database connection answers 503 DATABASE_UNAVAILABLE with
 * an Indonesian message, never 500; no write is acknowledged that was not committed; the pool recovers by itself.
 */

const PESAN = ERRORS.DATABASE_UNAVAILABLE.message;
const dariPg = <T extends object>(e: T) => Object.assign(e, { [DARI_BASIS_DATA]: true });

describe('connection errors are 503, other errors keep their answer', () => {
  it.each([
    ['a terminated backend (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a socket closed mid-query', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection of the driver, wrapped by Drizzle', Object.assign(new Error('Failed query: select 1'), { cause: dariPg(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) })],
    ['both addresses refused (AggregateError)', new AggregateError([dariPg(Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }))])],
  ])('%s', (_, err) => {
    const r = toErrorResponse(err, 'POST');
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ status: 0, code: 'DATABASE_UNAVAILABLE', message: PESAN });
  });

  it('a network error that is not the database driver\'s (mail, a client gone) stays what it was', () => {
    expect(toErrorResponse(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:25'), { code: 'ECONNREFUSED' }), 'POST').status).toBe(500);
    expect(toErrorResponse(Object.assign(new Error('duplicate key'), { code: '23505' }), 'POST').status).toBe(409);
  });
});

/** A TCP relay between the API and PostgreSQL: `putus()` cuts every connection and refuses new ones, like a stopped server. */
class Relai {
  private server: net.Server | null = null;
  private readonly soket = new Set<net.Socket>();
  port = 0;
  constructor(
    private readonly host: string,
    private readonly pgPort: number,
  ) {}

  async nyala() {
    const server = net.createServer((c) => {
      const up = net.connect(this.pgPort, this.host);
      for (const s of [c, up]) {
        this.soket.add(s);
        s.on('error', () => {});
        s.on('close', () => {
          this.soket.delete(s);
          c.destroy();
          up.destroy();
        });
      }
      c.pipe(up);
      up.pipe(c);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async putus() {
    const s = this.server;
    this.server = null;
    for (const x of this.soket) x.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}

const URL_PG = process.env.TEST_DATABASE_URL;

describe.skipIf(!URL_PG)('PostgreSQL restart under load (skipped: needs TEST_DATABASE_URL; the embedded PGlite has no connection to lose)', () => {
  let app: FastifyInstance;
  let ctx: AppContext;
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let relai: Relai;
  let admin: pg.Client;
  let nama: string;
  let token: string;
  let dataDir: string;

  const req = (o: InjectOptions) => app.inject({ ...o, headers: { ...(o.headers ?? {}), authorization: `Bearer ${token}` } });
  const buat = (n: string) => req({ method: 'POST', url: '/crud/iga2020_inovasi', payload: isianInovasi({ nama: n }) });
  const tersimpan = async (prefix: string) =>
    new Set((await admin.query<{ nama: string }>('select nama from iga2020_inovasi where nama like $1', [`${prefix}%`])).rows.map((r) => r.nama));

  beforeAll(async () => {
    db = await freshDatabaseUrl();
    const u = new URL(db.url!);
    nama = decodeURIComponent(u.pathname.slice(1));
    relai = new Relai(u.hostname, Number(u.port || 5432));
    await relai.nyala();
    const lewatRelai = new URL(db.url!);
    lewatRelai.hostname = '127.0.0.1';
    lewatRelai.port = String(relai.port);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-gangguan-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD, LOG_LEVEL: 'silent' });
    ctx = await createContext(config, { databaseUrl: lewatRelai.toString() });
    app = await buildApp(ctx, { logger: false, webDist: null });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/login', payload: { username: 'pemda', password: DEMO_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().token;
    // the test's own eyes on the database, straight to PostgreSQL (not through the relay)
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
  }, 300_000);

  afterAll(async () => {
    // each step even when one before it fails, so the test database is always dropped
    for (const langkah of [() => admin?.end(), () => app?.close(), () => ctx?.database.close(), () => relai?.putus(), () => db?.drop()]) {
      await Promise.resolve()
        .then(langkah)
        .catch(() => {});
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** With no request running, every connection of the pool is back in it: none kept by a failed request. */
  function tanpaKoneksiTertahan() {
    const p = ctx.database.pool!();
    expect(p.waiting).toBe(0);
    expect(p.total - p.idle).toBe(0);
  }

  /** Polls /health until it answers 200; returns how long that took after the database came back. */
  async function pulihDalam(): Promise<number> {
    const t0 = Date.now();
    for (;;) {
      const h = await app.inject({ method: 'GET', url: '/health' });
      if (h.statusCode === 200) return Date.now() - t0;
      expect(h.statusCode).toBe(503);
      if (Date.now() - t0 > 30_000) return Date.now() - t0;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('every backend terminated while writes run: 503s, never 500; every acknowledged write is there and nothing else', async () => {
    const diakui = new Set<string>();
    const dicoba = new Set<string>();
    const lain: string[] = [];
    let jawaban503 = 0;
    let selesai = 0;
    let berhenti = false;
    const penulis = async (w: number) => {
      for (let i = 0; !berhenti; i++) {
        const n = `Gangguan ${w}-${i}`;
        dicoba.add(n);
        const res = await buat(n);
        selesai++;
        if (res.statusCode === 201) diakui.add(n);
        else if (res.statusCode === 503 && res.json().code === 'DATABASE_UNAVAILABLE' && res.json().message === PESAN) jawaban503++;
        else lain.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
        const baca = await req({ method: 'GET', url: '/crud/iga2020_inovasi?limit=5' });
        if (baca.statusCode !== 200 && baca.statusCode !== 503) lain.push(`GET ${baca.statusCode} ${baca.body.slice(0, 200)}`);
      }
    };
    /** Waits until `n` more requests have finished: progress, not time. */
    const setelah = async (n: number) => {
      const target = selesai + n;
      while (selesai < target && lain.length === 0) await new Promise((r) => setTimeout(r, 10));
    };
    const semua = Promise.all(Array.from({ length: 6 }, (_, w) => penulis(w)));
    try {
      await setelah(12);
      for (let round = 0; round < 6; round++) {
        // a restart as the API sees it: every connection of its database ends, in the middle of whatever it does
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [nama]);
        await setelah(6);
      }
    } finally {
      berhenti = true;
      await semua;
    }
    expect(lain).toEqual([]);
    expect(await pulihDalam()).toBeLessThan(5000);
    const ada = await tersimpan('Gangguan ');
    expect([...diakui].filter((n) => !ada.has(n))).toEqual([]); // no acknowledged write lost
    expect([...ada].filter((n) => !diakui.has(n))).toEqual([]); // no write that was answered 503 (or never tried)
    expect([...ada].every((n) => dicoba.has(n))).toBe(true);
    expect(diakui.size).toBeGreaterThan(0);
    console.info(`pg_terminate_backend x6: ${diakui.size} acknowledged, ${jawaban503} answered 503`);
    const setelahnya = await buat('Gangguan sesudah');
    expect(setelahnya.statusCode, setelahnya.body).toBe(201);
    tanpaKoneksiTertahan();
  }, 300_000);

  it('while the database is unreachable every request answers 503 (health too) and nothing is written; back within 5 s', async () => {
    await relai.putus();
    try {
      const h = await app.inject({ method: 'GET', url: '/health' });
      expect(h.statusCode).toBe(503);
      expect(h.json()).toMatchObject({ status: 0, code: 'DATABASE_UNAVAILABLE', message: PESAN });
      const tulis = await buat('Mati tulis');
      expect(tulis.statusCode, tulis.body).toBe(503);
      expect(tulis.json()).toEqual({ status: 0, code: 'DATABASE_UNAVAILABLE', message: PESAN });
      expect(tulis.headers['retry-after']).toBe('2');
      const baca = await req({ method: 'GET', url: '/crud/iga2020_inovasi' });
      expect(baca.statusCode).toBe(503);
    } finally {
      await relai.nyala();
    }
    expect(await pulihDalam()).toBeLessThan(5000);
    const lagi = await buat('Hidup tulis');
    expect(lagi.statusCode, lagi.body).toBe(201);
    expect([...(await tersimpan('Mati '))]).toEqual([]);
    expect([...(await tersimpan('Hidup '))]).toEqual(['Hidup tulis']);
    tanpaKoneksiTertahan();
  }, 300_000);
});
