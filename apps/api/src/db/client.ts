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
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export class DatabaseLockedError extends Error {}

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
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `pgliteDir`
 * (`memory://` for an in-memory database, used by tests).
 */
export async function openDatabase(opts: { url?: string; pgliteDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.PG_POOL_MAX ?? 20) });
    // dates as plain strings, like PGlite gives them
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
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
