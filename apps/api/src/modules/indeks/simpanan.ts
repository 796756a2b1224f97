import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';

/**
 * Kept answers of the ranking and the recap (decision 101), per year, cluster and source: the rows are built once
 * and served from memory while what they are made of is unchanged.
 *
 * Whether a kept answer is still right is asked of PostgreSQL, not of an in-process event, so it holds for
 * several API processes and for writes of any module: the **stamp** of a year is, for each table the answer is
 * built from (stored results of the year, region profiles, cluster membership, clusters, the year's methodology),
 * the row count and the sum of the rows' `xmin` (the transaction that wrote each row version). Any committed
 * insert, update or delete changes it (an update gives the row a newer, different transaction id); an evaluation
 * or a recompute that writes `indeks_hasil` therefore drops the kept answer for the next reader. The stamp and the
 * rows of an answer are read in one REPEATABLE READ snapshot, so a kept answer is exactly the rows of its stamp:
 * a write that commits while an answer is built never hides behind it.
 */
export interface Simpanan {
  /** The kept value for `kunci` when the stamp of `tahun` is unchanged; else `bangun` in one snapshot, kept. */
  ambil<T>(kunci: string, tahun: number, bangun: (tx: DbOrTx) => Promise<T>, siapkan?: () => Promise<unknown>): Promise<T>;
  /** Drops every kept answer (tests; a process that knows it changed something may call it too). */
  lupakan(): void;
  readonly ukuran: number;
}

/** The stamp of one year (one statement: five small aggregates, about 0.3 ms at national scale). */
export async function capIndeks(db: DbOrTx, tahun: number): Promise<string> {
  const jejak = (tabel: string, where = sql``) => sql`(select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from ${sql.identifier(tabel)} ${where})`;
  const r = (await db.execute(
    sql`select concat_ws('|', ${jejak('indeks_hasil', sql`where tahun = ${tahun}`)}, ${jejak('profil_pemda')}, ${jejak('iga_klaster_daerah')}, ${jejak('iga_klaster')}, ${jejak('metodologi', sql`where tahun = ${tahun}`)}) as cap`,
  )) as unknown as { rows?: { cap: string }[] } | { cap: string }[];
  const rows = Array.isArray(r) ? r : (r.rows ?? []);
  return String(rows[0]?.cap ?? '');
}

/** How often a kept answer was served or built (this process; the bench and the tests read it). */
export const statistikSimpanan = { dipakai: 0, dibangun: 0 };

export function buatSimpanan(db: Db, maks = 200): Simpanan {
  const isi = new Map<string, { cap: string; nilai: unknown }>();
  return {
    async ambil<T>(kunci: string, tahun: number, bangun: (tx: DbOrTx) => Promise<T>, siapkan?: () => Promise<unknown>): Promise<T> {
      const k = `${tahun}|${kunci}`;
      const ada = isi.get(k);
      if (ada && ada.cap === (await capIndeks(db, tahun))) {
        statistikSimpanan.dipakai++;
        return ada.nilai as T;
      }
      await siapkan?.();
      const { cap, nilai } = await db.transaction(
        async (tx) => {
          const c = await capIndeks(tx, tahun);
          return { cap: c, nilai: await bangun(tx) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      statistikSimpanan.dibangun++;
      if (isi.size >= maks && !isi.has(k)) isi.delete(isi.keys().next().value!);
      isi.set(k, { cap, nilai });
      return nilai;
    },
    lupakan: () => isi.clear(),
    get ukuran() {
      return isi.size;
    },
  };
}
