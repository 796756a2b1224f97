import { and, eq, inArray, sql } from 'drizzle-orm';
import { kematangan, periksaInovasi, tanpaHambatan, type ItemPeriksa, type JawabanIndikator } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, iga2020InovasiSkor, indikatorInovasi } from '../../db/schema';
import type { SettingsMap } from '../../lib/settings';
import { adaBuktiSql, jumlahTerverifikasiSql } from '../../db/skor';
import { perbaruiIndeksDaerah } from '../indeks';
import { buktiDari, dokumenDari, jawabanDari, jawabanInovasi, katalog, keperiksa, tahunPenilaian } from './data';

/**
 * The innovation checker on stored data (fields, the assessment year's
 * innovation indicators, their answers and documents). `row.id` may be
 * missing for a record not yet created: it then has no answers.
 */
export async function periksaInovasiDb(db: DbOrTx, row: Record<string, unknown>, settings: SettingsMap, akar?: DbOrTx): Promise<ItemPeriksa[]> {
  const tahun = tahunPenilaian(settings);
  const id = Number(row.id ?? 0);
  const defs = await katalog(db, tahun, 'I', akar);
  const ids = defs.map((d) => d.id);
  const [jawaban, dokumen] = id > 0 ? await Promise.all([jawabanInovasi(db, id, 'penerapan', ids), dokumenDari(db, 'inovasi', [id], ids)]) : [new Map(), []];
  const j = new Map<number, JawabanIndikator>();
  for (const [k, r] of jawaban) j.set(k, jawabanDari(r)!);
  return periksaInovasi({ ...row, id }, defs.map(keperiksa), j, dokumen.map(buktiDari));
}

/** `submitable` of an innovation: complete fields and no blocking item of the checker. */
export async function inovasiSubmitable(db: DbOrTx, row: Record<string, unknown>, settings: SettingsMap, akar?: DbOrTx): Promise<0 | 1> {
  return tanpaHambatan(await periksaInovasiDb(db, row, settings, akar)) ? 1 : 0;
}

/**
 * After an innovation's answers, documents or evaluation change, inside the same
 * transaction; the one writer of these columns (the review module's evaluation
 * calls it too): its maturity (domain `kematangan` over the assessment year's
 * answers) into iga2020_inovasi.kematangan and iga2020_inovasi_skor.total_points,
 * the verified total (`verifikasi_points`: the verifier's score where given,
 * else the self score when backed by evidence, else 0), `submitable`, and the
 * region's stored index. `akar`: the root handle whose memory may serve the catalogue and the methodology (a
 * transaction that writes none of them, lib/rujukan.ts); `baris`: the row as this transaction read it (locked),
 * when the caller has it.
 */
export async function perbaruiInovasi(
  tx: DbOrTx,
  inovasiId: number,
  settings: SettingsMap,
  usrAsnId: number | null,
  opsi: { akar?: DbOrTx; baris?: typeof iga2020Inovasi.$inferSelect } = {},
): Promise<{ kematangan: number; submitable: 0 | 1 }> {
  const { akar } = opsi;
  const [row] = opsi.baris?.id === inovasiId ? [opsi.baris] : await tx.select().from(iga2020Inovasi).where(eq(iga2020Inovasi.id, inovasiId));
  if (!row) return { kematangan: 0, submitable: 0 };
  const tahun = tahunPenilaian(settings);
  const defs = await katalog(tx, tahun, 'I', akar);
  const ids = defs.map((d) => d.id);
  const [jawaban, dokumen] = await Promise.all([jawabanInovasi(tx, inovasiId, 'penerapan', ids), dokumenDari(tx, 'inovasi', [inovasiId], ids)]);
  const j = new Map<number, JawabanIndikator>();
  for (const [k, r] of jawaban) j.set(k, jawabanDari(r)!);
  const k = kematangan(defs, j);
  const submitable = tanpaHambatan(periksaInovasi(row, defs.map(keperiksa), j, dokumen.map(buktiDari))) ? 1 : 0;
  await tx.update(iga2020Inovasi).set({ kematangan: k, submitable, updated_at: sql`now()` }).where(eq(iga2020Inovasi.id, inovasiId));
  // the verified total is always kept: the verifier's score where evaluated, else the self score backed by evidence, else 0
  const [v] = await tx
    .select({ v: jumlahTerverifikasiSql(indikatorInovasi, adaBuktiSql('inovasi', indikatorInovasi.inovasi_id, indikatorInovasi.indikator_id)) })
    .from(indikatorInovasi)
    .where(and(eq(indikatorInovasi.inovasi_id, inovasiId), eq(indikatorInovasi.jenis, 'penerapan'), ids.length ? inArray(indikatorInovasi.indikator_id, ids) : sql`false`));
  const verifikasi = v?.v ?? 0;
  await tx
    .insert(iga2020InovasiSkor)
    .values({ inovasi_id: inovasiId, total_points: k, verifikasi_points: verifikasi })
    .onConflictDoUpdate({ target: iga2020InovasiSkor.inovasi_id, set: { total_points: k, verifikasi_points: verifikasi, updated_at: sql`now()` } });
  await perbaruiIndeksDaerah(tx, String(tahun), row.profil_id, usrAsnId, akar);
  return { kematangan: k, submitable };
}
