/**
 * Reference data kept in process memory (decision 117): the indicator catalogue with its scales and the year's
 * methodology are read on every save of an answer, a document or an innovation (about 20 statements of a
 * deadline cycle of 110 before). Each app keeps them per key, dropped entirely when the triggers of migration 0023
 * announce a committed change on `sigap_rujukan` (any process, any path: generic CRUD, the methodology screen, a
 * seed, psql), and locally at once after a write this process commits through the API (`kosongkan`).
 *
 * Only reads through the app's root handle are served from memory by default: a read inside a transaction sees
 * that transaction's own uncommitted changes, which the cache must neither serve stale nor keep. A command that
 * runs in a write transaction and wants the cached value passes the root handle as `akar` to its reference reads,
 * which it may only do when that transaction writes no reference data (the hot paths of decision 117: answers,
 * documents, innovation records).
 *
 * While the listener is not connected nothing is served from memory nor kept (a change may have been missed).
 */
import type { Database, DbOrTx } from '../db/client';
import { dengar, SALURAN_RUJUKAN, type Pendengar } from './dengar';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reference-data cache of this app's database (shared by apps on one handle). */
    cacheRujukan: CacheRujukan;
  }
}

/** Distinct keys held at most (years × tipe + years): far above any real use; a safety bound. */
const MAKS_ENTRI = 256;

export class CacheRujukan {
  private readonly peta = new Map<string, Promise<unknown>>();
  private generasi = 0;
  readonly pendengar: Pendengar;

  constructor(database: Database, log?: (pesan: string, err?: unknown) => void) {
    this.pendengar = dengar(database, SALURAN_RUJUKAN, { pesan: () => this.kosongkan(), putus: () => this.kosongkan(), log });
  }

  /** Drops every entry (a change was announced, or committed by this process). */
  kosongkan(): void {
    this.generasi++;
    this.peta.clear();
  }

  get ukuran(): number {
    return this.peta.size;
  }

  /**
   * The value of `kunci`, read once by `baca` and shared by concurrent callers. A read that fails is not kept; a
   * read that began before an invalidation is answered to its callers but not kept for later ones.
   */
  ambil<T>(kunci: string, baca: () => Promise<T>): Promise<T> {
    if (!this.pendengar.aktif()) return baca();
    const ada = this.peta.get(kunci);
    if (ada) return ada as Promise<T>;
    const gen = this.generasi;
    const janji = baca();
    if (this.peta.size >= MAKS_ENTRI) this.peta.clear();
    this.peta.set(kunci, janji);
    janji.then(
      () => {
        if (gen !== this.generasi && this.peta.get(kunci) === janji) this.peta.delete(kunci);
      },
      () => {
        if (this.peta.get(kunci) === janji) this.peta.delete(kunci);
      },
    );
    return janji;
  }

  async tutup(): Promise<void> {
    this.kosongkan();
    await this.pendengar.tutup();
  }
}

/** The cache of each open root handle, shared by the apps built on it (tests build two on one PGlite database). */
const cacheDb = new WeakMap<object, { cache: CacheRujukan; apps: number }>();

export function pasangCacheRujukan(database: Database, log?: (pesan: string, err?: unknown) => void): CacheRujukan {
  const ada = cacheDb.get(database.db);
  if (ada) {
    ada.apps++;
    return ada.cache;
  }
  const cache = new CacheRujukan(database, log);
  cacheDb.set(database.db, { cache, apps: 1 });
  return cache;
}

export async function lepasCacheRujukan(database: Database): Promise<void> {
  const ada = cacheDb.get(database.db);
  if (!ada || --ada.apps > 0) return;
  cacheDb.delete(database.db);
  await ada.cache.tutup();
}

/** Drops the cache of this root handle (after this process committed a change of reference data). */
export function kosongkanRujukan(db: DbOrTx): void {
  cacheDb.get(db)?.cache.kosongkan();
}

/**
 * Reads reference data: from memory when `db` is a root handle with a cache, else straight from the database (a
 * transaction, a seed, a script). A transaction that writes no reference data may name the root handle as `akar`:
 * its reads are then served from that root's memory, and a miss is read through the transaction's own connection
 * (never a second connection while it holds one) and kept.
 */
export function bacaRujukan<T>(db: DbOrTx, kunci: string, baca: () => Promise<T>, akar?: DbOrTx): Promise<T> {
  const c = cacheDb.get(akar ?? db)?.cache;
  return c ? c.ambil(kunci, baca) : baca();
}
