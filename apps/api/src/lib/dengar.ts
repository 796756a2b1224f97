/**
 * Listens to one PostgreSQL notification channel for a process cache:
 * - `sigap_akun` (decision 95): the triggers of migration 0016 announce there, when their transaction commits,
 *   every change of what a session token needs (an account id, or `*` for every account);
 * - `sigap_rujukan` (decision 117): the triggers of migration 0023 announce every change of the reference data
 *   read on each save (indicator catalogue and scales, methodology, basic-service affairs): payload the table.
 *
 * - PGlite (one process by construction): `listen` of the embedded client; notifications are delivered in the
 *   same process right after the commit, before the writing query returns.
 * - PostgreSQL: a dedicated connection (not one of the pool's) doing LISTEN, reconnected with a growing pause
 *   (0.25 s ... 5 s). While it is not connected the listener is not `aktif` and `putus` has been called: the
 *   caller must not trust (nor fill) its cache, since a notification may have been missed.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

export const SALURAN_AKUN = 'sigap_akun';
export const SALURAN_RUJUKAN = 'sigap_rujukan';
export type Saluran = typeof SALURAN_AKUN | typeof SALURAN_RUJUKAN;

export interface Pendengar {
  /** Connected and listening: only then may a cache fed by it be used. */
  aktif(): boolean;
  /**
   * Returns once every notification committed before the call has been handled (PostgreSQL: a round trip on the
   * listening connection, which delivers pending notifications first; PGlite: already the case).
   */
  sinkron(): Promise<void>;
  tutup(): Promise<void>;
}

export interface OpsiDengar {
  pesan(payload: string): void;
  /** The listener lost (or has not yet got) its connection: drop the whole cache. */
  putus(): void;
  log?: (pesan: string, err?: unknown) => void;
}

export function dengar(database: Database, saluran: Saluran, opsi: OpsiDengar): Pendengar {
  return database.kind === 'pglite' ? dengarPglite(database, saluran, opsi) : dengarPostgres(database, saluran, opsi);
}

function dengarPglite(database: Database, saluran: Saluran, opsi: OpsiDengar): Pendengar {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  let aktif = false;
  let tutup = false;
  let lepas: (() => Promise<void>) | null = null;
  const siap = client
    .listen(saluran, (p) => opsi.pesan(p))
    .then((unsub) => {
      if (tutup) return unsub().catch(() => {});
      lepas = unsub;
      opsi.putus(); // nothing may have been cached before listening
      aktif = true;
    })
    .catch((e: unknown) => opsi.log?.(`Tidak dapat mendengarkan saluran ${saluran} (PGlite).`, e));
  return {
    aktif: () => aktif && !client.closed,
    sinkron: async () => {},
    tutup: async () => {
      tutup = true;
      aktif = false;
      await siap;
      if (lepas && !client.closed) await lepas().catch(() => {});
    },
  };
}

function dengarPostgres(database: Database, saluran: Saluran, opsi: OpsiDengar): Pendengar {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connectionString = (pool.options as { connectionString?: string }).connectionString;
  let client: pg.Client | null = null;
  let aktif = false;
  let ditutup = false;
  let jeda = 250;
  let timer: NodeJS.Timeout | null = null;

  const putus = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    aktif = false;
    opsi.putus();
    c.end().catch(() => {});
    if (!ditutup) {
      timer = setTimeout(sambung, jeda);
      timer.unref?.();
      jeda = Math.min(jeda * 2, 5000);
    }
  };

  async function sambung() {
    timer = null;
    if (ditutup) return;
    const c = new pg.Client({ connectionString, keepAlive: true, application_name: 'sigap-dengar' });
    client = c;
    c.on('error', () => putus(c));
    c.on('end', () => putus(c));
    c.on('notification', (m) => {
      if (m.channel === saluran && client === c && aktif) opsi.pesan(m.payload ?? '*');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${saluran}`);
      if (client !== c || ditutup) return;
      opsi.putus(); // whatever changed while not listening is unknown
      aktif = true;
      jeda = 250;
    } catch (e) {
      if (!ditutup) opsi.log?.(`Koneksi pendengar saluran ${saluran} gagal; dicoba lagi.`, e);
      putus(c);
    }
  }
  void sambung();

  return {
    aktif: () => aktif,
    sinkron: async () => {
      const c = client;
      if (!c || !aktif) return;
      await c.query('SELECT 1').catch(() => {});
    },
    tutup: async () => {
      ditutup = true;
      aktif = false;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
