import { asc, eq, inArray } from 'drizzle-orm';
import type { IndikatorDef, JenisIndikator, TipeIndikator } from '@sigap/domain';
import type { DbOrTx } from '../db/client';
import { igaIndikator, igaSkala } from '../db/schema';

type IndikatorRow = typeof igaIndikator.$inferSelect;

/** Indicator rows with their scales, as the domain engine reads them. */
export async function indikatorDefs(db: DbOrTx, rows: IndikatorRow[]): Promise<Map<number, IndikatorDef & { row: IndikatorRow }>> {
  const ids = rows.map((r) => r.id);
  const skala = ids.length ? await db.select().from(igaSkala).where(inArray(igaSkala.iga_indikator_id, ids)).orderBy(asc(igaSkala.nilai)) : [];
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        kode: r.kode ?? String(r.no_urut),
        tipe: r.tipe as TipeIndikator,
        jenis: r.jenis as JenisIndikator,
        bobot: r.bobot,
        rumus: r.rumus,
        required: r.required,
        skor_maks: r.skor_maks,
        skala: skala.filter((s) => s.iga_indikator_id === r.id).map((s) => ({ id: s.id, nilai: s.nilai, mulai_dari: s.mulai_dari, sampai_dengan: s.sampai_dengan, mulai_inklusif: s.mulai_inklusif, sampai_inklusif: s.sampai_inklusif, keterangan: s.keterangan })),
        row: r,
      },
    ]),
  );
}

export async function indikatorDef(db: DbOrTx, id: number) {
  const rows = await db.select().from(igaIndikator).where(eq(igaIndikator.id, id));
  return (await indikatorDefs(db, rows)).get(id) ?? null;
}
