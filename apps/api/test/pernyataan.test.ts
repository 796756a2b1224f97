import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namaiPernyataan, openDatabase, type Database } from '../src/db/client';
import { freshDatabaseUrl } from './helpers';

/**
 * Named statements (decision 123): a SELECT with parameters is prepared once per connection under its text's hash;
 * writes, statements without parameters and names beyond the bound run unnamed, as before.
 */
describe('which statements get a name', () => {
  const rekam = (maks?: number) => {
    const seen: unknown[][] = [];
    const q = namaiPernyataan((...a: unknown[]) => seen.push(a), maks);
    return { q, seen, nama: (i: number) => (seen[i]![0] as { name?: string }).name };
  };

  it('a SELECT with parameters, as Drizzle (values beside) and pg-pool (values inside) pass them', () => {
    const { q, seen, nama } = rekam();
    q({ text: 'select * from t where id = $1', rowMode: 'array' }, [1]);
    q({ text: '  SELECT id from t where id = $1', values: [2] }, undefined, () => {});
    q({ text: 'select * from t where id = $1' }, [3]);
    expect(nama(0)).toMatch(/^s_[\w-]{27}$/);
    expect(nama(1)).toMatch(/^s_/);
    expect(nama(1)).not.toBe(nama(0));
    expect(nama(2)).toBe(nama(0));
    // the rest of the call is passed on unchanged, the caller's object is not changed
    expect(seen[0]![1]).toEqual([1]);
    expect((seen[0]![0] as { rowMode: string }).rowMode).toBe('array');
    expect(typeof seen[1]![2]).toBe('function');
  });

  it('writes, statements without parameters, named ones and submittables are left as they are', () => {
    const { q, seen, nama } = rekam();
    const sub = { text: 'select $1', submit: () => {} };
    q({ text: 'insert into t (a) values ($1)' }, [1]);
    q({ text: 'update t set a = $1' }, [1]);
    q({ text: 'with x as (select 1) select * from x where $1' }, [true]);
    q({ text: 'select 1' }, []);
    q({ text: 'select 1' });
    q('select $1', [1]);
    q({ text: 'select $1', name: 'eigen' }, [1]);
    q(sub, [1]);
    for (let i = 0; i < 5; i++) expect(nama(i)).toBeUndefined();
    expect(seen[5]![0]).toBe('select $1');
    expect(nama(6)).toBe('eigen');
    expect(seen[7]![0]).toBe(sub);
  });

  it('at most `maks` names per connection: later texts run unnamed, known ones keep their name', () => {
    const { q, nama } = rekam(2);
    q({ text: 'select $1::int' }, [1]);
    q({ text: 'select $1::text' }, ['a']);
    q({ text: 'select $1::date' }, ['2024-01-01']);
    q({ text: 'select $1::int' }, [2]);
    expect(nama(0)).toBeDefined();
    expect(nama(1)).toBeDefined();
    expect(nama(2)).toBeUndefined();
    expect(nama(3)).toBe(nama(0));
    const nol = rekam(0);
    nol.q({ text: 'select $1::int' }, [1]);
    expect(nol.nama(0)).toBeUndefined();
  });
});

/** The rows of a raw statement (`execute` answers the driver's result). */
const baris = async (p: Promise<unknown>) => ((await p) as { rows: Record<string, unknown>[] }).rows;

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    database = await openDatabase({ url: fresh.url });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('a SELECT with parameters is prepared on its connection and answers as before; a failed parse leaves nothing behind', async () => {
    await database.db.transaction(async (tx) => {
      // one transaction = one connection, whose prepared statements pg_prepared_statements lists
      for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(await baris(tx.execute(sql`select ${n}::int * 2 as x`))).toEqual([{ x: n * 2 }]);
      const siap = await baris(tx.execute(sql`select statement from pg_prepared_statements where statement like ${'select $1::int * 2%'}`));
      expect(siap).toHaveLength(1);
    });
    // a statement PostgreSQL refuses at parse time: the same error each time, never "prepared statement does not exist"
    for (let i = 0; i < 2; i++) await expect(database.db.execute(sql`select no_such_column from pg_class where oid = ${i}`)).rejects.toThrow(/no_such_column/);
    // writes stay unnamed
    await database.db.execute(sql`create temporary table if not exists t_pernyataan (a int)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table t_tulis (a int)`);
      await tx.execute(sql`insert into t_tulis (a) values (${1})`);
      const tulis = await baris(tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like ${'insert into t_tulis%'}`));
      expect(tulis).toEqual([{ n: 0 }]);
    });
  });

  it('a generic plan answers the same rows as a custom one for skewed values', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table t_miring as select case when g <= 9000 then 1 else g end as k, g from generate_series(1, 10000) g`);
      await tx.execute(sql`create index on t_miring (k)`);
      await tx.execute(sql`analyze t_miring`);
      // past the fifth execution PostgreSQL may keep a generic plan: the answers stay exact either way
      for (let i = 0; i < 8; i++) {
        const k = i % 2 ? 1 : 9001 + i;
        const r = await baris(tx.execute(sql`select count(*)::int as n from t_miring where k = ${k}`));
        expect(r).toEqual([{ n: k === 1 ? 9000 : 1 }]);
      }
    });
  });
});
