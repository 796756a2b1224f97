import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import { jumlahKataInovasi } from '@sigap/domain';
import type { Db } from '../../db/client';
import { iga2020Inovasi } from '../../db/schema';

/**
 * Fills `jumlah_kata` (words of each rich text, the domain's count) where it is
 * missing: rows written before the column existed, seeds and bulk loads. Runs at
 * start, in batches by id; a write through the API keeps it current (hooks.ts).
 * Returns the number of rows filled.
 */
export async function lengkapiJumlahKata(db: Db, batch = 500): Promise<number> {
  const t = iga2020Inovasi;
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: t.id, latar_belakang: t.latar_belakang, tujuan: t.tujuan, manfaat: t.manfaat, hasil_inovasi: t.hasil_inovasi })
      .from(t)
      .where(and(isNull(t.jumlah_kata), gt(t.id, after)))
      .orderBy(asc(t.id))
      .limit(batch);
    if (!rows.length) return filled;
    const data = JSON.stringify(rows.map((r) => ({ id: r.id, k: jumlahKataInovasi(r) })));
    await db.execute(
      sql`update iga2020_inovasi i set jumlah_kata = v.k from jsonb_to_recordset(${data}::jsonb) as v(id int, k jsonb) where i.id = v.id and i.jumlah_kata is null`,
    );
    filled += rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
