/**
 * Concurrent writers and readers on the test's own PostgreSQL database (TEST_DATABASE_URL): six writers run 60
 * transactions of one or two random statements each, while two readers compare, in one statement (one snapshot),
 * what a trigger keeps with the rows it is kept from. Used by the counters (jumlah-kolom) and the search copy
 * (cari-nama). Deterministic for a seed; only the lock conflicts of concurrent writers may fail a transaction.
 */
import pg from 'pg';

export type Acak = (n: number) => number;

export interface HasilSerentak {
  transaksi: number;
  bacaan: number;
  /** Every snapshot where the reader saw a difference (the reader's own description). */
  beda: string[];
  /** Failed transactions by SQLSTATE (lock conflicts only). */
  galat: Record<string, number>;
}

export async function serentak(opts: {
  /** The current database of the test app (its name is taken from there). */
  namaDb: string;
  seed: number;
  /** Rows to write on, inserted before the writers start. */
  siapkan: (pool: pg.Pool, acak: Acak) => Promise<void>;
  /** One random write statement. */
  tulisan: (acak: Acak) => string;
  /** One snapshot compared: a description of the difference, or null when both sides agree. */
  baca: (pool: pg.Pool, acak: Acak) => Promise<string | null>;
  /** After the writers and readers stop, with the pool still open. */
  lalu?: (pool: pg.Pool) => Promise<void>;
}): Promise<HasilSerentak> {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${opts.namaDb}`;
  const pool = new pg.Pool({ connectionString: u.toString(), max: 10 });
  let rng = opts.seed;
  const acak: Acak = (n) => ((rng = (rng * 1103515245 + 12345) % 2147483648), rng % n);
  const hasil: HasilSerentak = { transaksi: 0, bacaan: 0, beda: [], galat: {} };
  try {
    await opts.siapkan(pool, acak);
    const penulis = async () => {
      for (let n = 0; n < 60; n++) {
        const c = await pool.connect();
        try {
          await c.query('begin');
          for (let s = 1 + acak(2); s > 0; s--) await c.query(opts.tulisan(acak));
          await c.query('commit');
          hasil.transaksi++;
        } catch (e) {
          await c.query('rollback');
          const code = (e as { code?: string }).code ?? 'lain';
          hasil.galat[code] = (hasil.galat[code] ?? 0) + 1;
          // only the lock conflicts of concurrent writers may fail a transaction
          if (code !== '40P01' && code !== '40001') throw e;
        } finally {
          c.release();
        }
      }
    };
    let selesai = false;
    const pembaca = async () => {
      while (!selesai) {
        const b = await opts.baca(pool, acak);
        if (b !== null) hasil.beda.push(b);
        hasil.bacaan++;
      }
    };
    const baca = [pembaca(), pembaca()];
    try {
      await Promise.all(Array.from({ length: 6 }, penulis));
    } finally {
      selesai = true;
      await Promise.all(baca);
    }
    console.log(`serentak: ${hasil.transaksi} transaksi, ${hasil.bacaan} bacaan, galat ${JSON.stringify(hasil.galat)}`);
    await opts.lalu?.(pool);
    return hasil;
  } finally {
    await pool.end();
  }
}
