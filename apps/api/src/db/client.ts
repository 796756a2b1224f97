import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: commands take either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections (all, idle, requests waiting for one). */
  pool?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export class DatabaseLockedError extends Error {
  constructor(
    message: string,
    /** The process holding the embedded database, and its folder. */
    readonly pid: number,
    readonly dir: string,
  ) {
    super(message);
  }
}

/** One process per PGlite directory: a lock file with the owner's pid. */
function takeLock(dir: string): () => void {
  const lock = path.join(dir, 'sigap.lock');
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        throw new DatabaseLockedError(
          `Basis data tertanam di ${dir} sedang dipakai proses lain (pid ${pid}). Hentikan proses itu, atau pakai DATA_DIR lain / DATABASE_URL.`,
          pid,
          dir,
        );
      } catch (e) {
        if (e instanceof DatabaseLockedError) throw e;
        // stale lock: the process is gone
      }
    }
  } catch (e) {
    if (e instanceof DatabaseLockedError) throw e;
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
}

/**
 * Set on every error that comes from the PostgreSQL driver (connect or query), so that a network error of the
 * database (ECONNREFUSED, ECONNRESET, …: answered 503) is told from another one (SMTP, a client that went away).
 */
export const DARI_BASIS_DATA = Symbol.for('sigap.dariBasisData');

function tandai(e: unknown): unknown {
  if (e && typeof e === 'object' && Object.isExtensible(e)) (e as Record<symbol, unknown>)[DARI_BASIS_DATA] = true;
  return e;
}

/** Wraps a function that may return a promise so that its rejection is marked (callback forms pass through). */
function tandaiJanji<A extends unknown[], R>(f: (...a: A) => R): (...a: A) => R {
  return (...a: A) => {
    const r = f(...a);
    return (r && typeof (r as { then?: unknown }).then === 'function'
      ? (r as unknown as Promise<unknown>).catch((e: unknown) => {
          throw tandai(e);
        })
      : r) as R;
  };
}

type Terima = (err: Error | undefined, ...rest: unknown[]) => void;

/**
 * The PostgreSQL pool, made to survive lost connections (database restart, pg_terminate_backend, network):
 * - an idle client's error: the pool drops it; a checked-out client's error between two queries has no listener
 *   of the pool's, and without ours it would be an uncaught 'error' event that ends the process. Its next query
 *   fails (503, plugins/errors.ts) and releasing it drops it;
 * - a checked-out client whose connection ends is released at once, and a second release is ignored: Drizzle's
 *   transaction() runs BEGIN before its try/finally, so a BEGIN on a dead connection would keep the client
 *   forever, and after a few restarts the pool would have no connection left to give;
 * - errors are marked as the database's (DARI_BASIS_DATA).
 * New requests get new connections as soon as the database answers again.
 */
function poolTahanPutus(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 20),
    // seen in pg_stat_activity (a restore refuses while the server is connected); a URL's application_name wins
    fallback_application_name: 'sigap',
    // no connectionTimeoutMillis: pg-pool applies it to requests queued for a free client too, which under a
    // deadline rush wait seconds and would fail; a restarting or stopped server refuses at once (503 then)
    keepAlive: true,
  });
  const lepasSaatPutus = new WeakMap<pg.PoolClient, () => void>();
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    client.on('end', () => lepasSaatPutus.get(client)?.());
    client.query = tandaiJanji(client.query.bind(client)) as typeof client.query;
  });
  const connect = pool.connect.bind(pool) as (cb?: Terima) => Promise<pg.PoolClient> | undefined;
  const connectJanji = tandaiJanji(connect) as () => Promise<pg.PoolClient>;
  (pool as { connect: unknown }).connect = (cb?: Terima) => {
    // the callback form is pool.query's own, which always releases
    if (cb) return connect((err, ...rest) => cb(err && (tandai(err) as Error), ...rest));
    return connectJanji().then((client) => {
      const asli = client.release;
      let dilepas = false;
      const lepas = (err?: Error | boolean) => {
        if (dilepas) return;
        dilepas = true;
        lepasSaatPutus.delete(client);
        asli(err);
      };
      client.release = lepas;
      lepasSaatPutus.set(client, () => lepas(new Error('Connection ended')));
      return client;
    });
  };
  pool.query = tandaiJanji(pool.query.bind(pool)) as typeof pool.query;
  return pool;
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `pgliteDir`
 * (`memory://` for an in-memory database, used by tests).
 */
export async function openDatabase(opts: { url?: string; pgliteDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = poolTahanPutus(opts.url);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  let release = () => {};
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    release = takeLock(dir);
  }
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

pg.types.setTypeParser(1082, (v) => v); // date -> 'YYYY-MM-DD'
pg.types.setTypeParser(20, (v) => Number(v)); // bigint -> number (ids, counts)
