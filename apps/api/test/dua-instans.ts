/**
 * Two API instances on one database, for the process caches fed by LISTEN/NOTIFY (sessions, decision 95; reference
 * data, decision 117) and the limits counted in PostgreSQL: on PostgreSQL when TEST_DATABASE_URL is set (two
 * contexts, two pools, two listeners), else one PGlite database shared by two app instances.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../src/config/env';
import { buildApp, createContext } from '../src/app';
import type { AppContext } from '../src/context';
import { DEMO_PASSWORD, freshDatabaseUrl } from './helpers';

export const PG = Boolean(process.env.TEST_DATABASE_URL);

export interface Instans {
  app: FastifyInstance;
  ctx: AppContext;
  req(o: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

const instans = (app: FastifyInstance, ctx: AppContext): Instans => ({
  app,
  ctx,
  req: ({ token, headers, ...rest }) => app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
});

/** Builds A and B (ready); `tutup` closes both and drops the database. */
export async function duaInstans(dataDir: string): Promise<{ a: Instans; b: Instans; tutup: () => Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD, LOG_LEVEL: 'silent' });
  let out: { a: Instans; b: Instans; tutup: () => Promise<void> };
  if (PG) {
    const db = await freshDatabaseUrl();
    const ctxA = await createContext(config, { databaseUrl: db.url });
    const ctxB = await createContext(config, { databaseUrl: db.url, seed: false });
    const appA = await buildApp(ctxA, { logger: false, webDist: null });
    const appB = await buildApp(ctxB, { logger: false, webDist: null });
    out = {
      a: instans(appA, ctxA),
      b: instans(appB, ctxB),
      tutup: async () => {
        await appA.close();
        await appB.close();
        await ctxA.database.close();
        await ctxB.database.close();
        await db.drop();
      },
    };
  } else {
    const ctx = await createContext(config, { pgliteDir: 'memory://' });
    const appA = await buildApp(ctx, { logger: false, webDist: null });
    const appB = await buildApp(ctx, { logger: false, webDist: null });
    out = {
      a: instans(appA, ctx),
      b: instans(appB, ctx),
      tutup: async () => {
        await appA.close();
        await appB.close();
        await ctx.database.close();
      },
    };
  }
  await out.a.app.ready();
  await out.b.app.ready();
  return out;
}

let ipKe = 0;
/** Signs in on instance `i`, each call from its own address (the sign-in limiter counts per address). */
export async function masuk(i: Instans, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await i.req({ method: 'POST', url: '/login', payload: { username, password }, remoteAddress: `10.77.${++ipKe % 250}.${1 + Math.floor(ipKe / 250)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/** Polls `f` until it is true or `ms` have passed; answers the time it took, or throws. */
export async function dalam(ms: number, f: () => Promise<boolean>, apa: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await f()) return performance.now() - t0;
    if (performance.now() - t0 > ms) throw new Error(`${apa}: tidak terjadi dalam ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

type Klien = { query: (...a: unknown[]) => unknown; transaction?: (cb: (tx: Klien) => unknown) => unknown; _clients?: Klien[] };

/**
 * SQL texts sent on instance `i`'s database while `f` runs, transactions included: PostgreSQL, every connection of
 * its pool (warm by then; each has its own `query`, db/client.ts); PGlite, its `query` and the query of the
 * transaction object it hands out. Listeners are not in a pool and are not counted.
 */
export async function kueriSelama(i: Instans, f: () => Promise<unknown>): Promise<string[]> {
  const teks: string[] = [];
  const catat = (q: unknown) => teks.push(typeof q === 'string' ? q : String((q as { text?: string })?.text ?? ''));
  const client = (i.ctx.db as unknown as { $client: Klien }).$client;
  const pulihkan: (() => void)[] = [];
  const bungkus = (k: Klien) => {
    const asli = k.query;
    k.query = function (this: unknown, ...args: unknown[]) {
      catat(args[0]);
      return asli.apply(k, args);
    };
    pulihkan.push(() => {
      k.query = asli;
    });
  };
  if (PG) (client._clients ?? []).forEach(bungkus);
  else {
    bungkus(client);
    const asliTx = client.transaction!;
    client.transaction = function (this: unknown, cb: (tx: Klien) => unknown) {
      return asliTx.call(client, (tx: Klien) => {
        const q = tx.query;
        tx.query = (...args: unknown[]) => {
          catat(args[0]);
          return q.apply(tx, args);
        };
        return cb(tx);
      });
    };
    pulihkan.push(() => {
      client.transaction = asliTx;
    });
  }
  try {
    await f();
  } finally {
    for (const p of pulihkan) p();
  }
  return teks;
}
