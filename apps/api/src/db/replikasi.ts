import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { KODE_INDIKATOR_REPLIKASI, levelJawaban, type BuktiReplikasi, type IndikatorDef, type ItemIndikator } from '@sigap/domain';
import type { DbOrTx } from './client';
import { iga2020Inovasi, profilPemda, replikasi } from './schema';

/**
 * Reads of implemented replications (decision 108) shared below the modules: the public catalogue and page
 * (modules/publik) and the indicator editor's SID-31 panel (modules/indikator) read them; the requests themselves
 * are modules/replikasi. Only status "terlaksana" counts.
 */

const terlaksana = eq(replikasi.status, 'terlaksana');

/** Distinct regions that implemented a replication, per original innovation. */
export async function jumlahReplikasi(db: DbOrTx, inovasiIds: number[]): Promise<Map<number, number>> {
  if (!inovasiIds.length) return new Map();
  const rows = await db
    .select({ id: replikasi.inovasi_id, n: sql<number>`count(distinct ${replikasi.peminta_profil_id})::int` })
    .from(replikasi)
    .where(and(terlaksana, inArray(replikasi.inovasi_id, inovasiIds)))
    .groupBy(replikasi.inovasi_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** "Direplikasi oleh": the regions and days of an innovation's implemented replications, oldest first. */
export async function direplikasiOleh(db: DbOrTx, inovasiId: number): Promise<{ profil_id: number; daerah: string; tanggal: string | null }[]> {
  return db
    .select({ profil_id: replikasi.peminta_profil_id, daerah: profilPemda.nama, tanggal: replikasi.tanggal_terlaksana })
    .from(replikasi)
    .innerJoin(profilPemda, eq(profilPemda.id, replikasi.peminta_profil_id))
    .where(and(terlaksana, eq(replikasi.inovasi_id, inovasiId)))
    .orderBy(asc(replikasi.tanggal_terlaksana), asc(replikasi.id));
}

/**
 * The SID-31 panel of an innovation's indicator editor: who replicated it (with the owner's copy of each
 * agreement), what it replicates (with the requester's copy), the number of distinct regions and the catalogue
 * level that number supports. Null when the innovation has neither.
 */
export async function buktiReplikasiInovasi(db: DbOrTx, inovasiId: number, def: IndikatorDef): Promise<BuktiReplikasi | null> {
  const asal = alias(profilPemda, 'asal');
  const [oleh, dari] = await Promise.all([
    db
      .select({ replikasi_id: replikasi.id, peminta: replikasi.peminta_profil_id, daerah: profilPemda.nama, tanggal: replikasi.tanggal_terlaksana, file_url: replikasi.file_url_pemilik })
      .from(replikasi)
      .innerJoin(profilPemda, eq(profilPemda.id, replikasi.peminta_profil_id))
      .where(and(terlaksana, eq(replikasi.inovasi_id, inovasiId)))
      .orderBy(asc(replikasi.tanggal_terlaksana), asc(replikasi.id)),
    db
      .select({ replikasi_id: replikasi.id, inovasi: iga2020Inovasi.nama, daerah: asal.nama, tanggal: replikasi.tanggal_terlaksana, file_url: replikasi.file_url })
      .from(replikasi)
      .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, replikasi.inovasi_id))
      .innerJoin(asal, eq(asal.id, replikasi.pemilik_profil_id))
      .where(and(terlaksana, eq(replikasi.replika_inovasi_id, inovasiId)))
      .orderBy(asc(replikasi.id)),
  ]);
  if (!oleh.length && !dari.length) return null;
  const jumlah = new Set(oleh.map((o) => o.peminta)).size;
  return {
    jumlah_daerah: jumlah,
    // the catalogue's own ranges (SID-31: 1, 2, 3+ regions) decide the level, as if the count were the answer
    level_didukung: jumlah ? levelJawaban(def, { nilai: String(jumlah) }) : 0,
    oleh: oleh.map(({ peminta: _p, ...o }) => o),
    dari,
  };
}

/** Puts the replication panel on the SID-31 item of an innovation's editor payload (nothing when the year has no SID-31). */
export async function tempelBuktiReplikasi(db: DbOrTx, inovasiId: number, defs: readonly IndikatorDef[], items: ItemIndikator[]): Promise<void> {
  const def = defs.find((d) => d.kode === KODE_INDIKATOR_REPLIKASI);
  const item = def && items.flatMap((i) => [i, ...i.subs]).find((i) => i.id === def.id);
  if (!def || !item) return;
  const bukti = await buktiReplikasiInovasi(db, inovasiId, def);
  if (bukti) item.replikasi = bukti;
}
