import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ALASAN_VERIFIKASI, dataScope, skorIndikator, type SessionUser } from '@sigap/domain';
import type { Db } from '../../db/client';
import { evaluasi, iga2020Inovasi, iga2020InovasiSkor, indikatorDaerah, indikatorInovasi, profilPemda } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { indikatorDef } from '../../lib/indikator';
import { perbaruiIndeksDaerah } from '../indeks/hitung';

const num = z.union([z.number(), z.string().regex(/^-?\d+([.,]\d+)?$/)]).transform((v) => Number(String(v).replace(',', '.')));
const schema = z.object({
  indikator_id: z.coerce.number().int().positive(),
  tahun: z.coerce.number().int().min(2017).max(2100).optional(),
  nilai: z.union([num, z.string().max(5000)]).nullable().optional(),
  nilai_sebelum: num.nullable().optional(),
  nilai_sesudah: num.nullable().optional(),
  skala_id: z.coerce.number().int().positive().nullable().optional(),
  catatan: z.string().max(5000).nullable().optional(),
  alasan: z.enum(ALASAN_VERIFIKASI.map((a) => a.value) as [string, ...string[]]).nullable().optional(),
});

/**
 * Saves a verifier's answer for one indicator (PRF-07): the verified value
 * by type, its score by the same domain function as the self score, a reason
 * and a note; an evaluation row keeps the history. For an innovation the
 * verified total (verifikasi_points) is recomputed: indicators not evaluated
 * keep their self score (accepted as reported).
 */
export async function simpanEvaluasi(db: Db, user: SessionUser, pemilik: 'profil' | 'inovasi', id: number, body: unknown, tahunPenilaian?: string) {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw validationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_'), 'Isian tidak valid.'])));
  const e = parsed.data;
  const scope = dataScope(user, { region: 'profil_id' });
  const inScope = (profilId: number) => !scope.daerah_ids || scope.daerah_ids.includes(profilId);
  // out of the verifier's area reads as not found, before anything about the input is said
  const [owner] =
    pemilik === 'profil'
      ? await db.select({ profil_id: profilPemda.id }).from(profilPemda).where(eq(profilPemda.id, id))
      : await db.select({ profil_id: iga2020Inovasi.profil_id }).from(iga2020Inovasi).where(eq(iga2020Inovasi.id, id));
  if (!owner || !inScope(owner.profil_id)) throw new AppError('NOT_FOUND', pemilik === 'profil' ? 'Profil tidak ditemukan.' : 'Inovasi tidak ditemukan.');
  const ind = await indikatorDef(db, e.indikator_id);
  if (!ind || ind.tipe !== (pemilik === 'profil' ? 'P' : 'I')) throw validationError({ indikator_id: 'Indikator tidak ditemukan untuk jenis isian ini.' });
  if (e.skala_id != null && !ind.skala.some((s) => s.id === e.skala_id)) throw validationError({ skala_id: 'Pilihan skala bukan milik indikator ini.' });
  const verified = { nilai: e.nilai ?? null, nilai_sebelum: e.nilai_sebelum ?? null, nilai_sesudah: e.nilai_sesudah ?? null, skala_id: e.skala_id ?? null };
  const skor = skorIndikator(ind, verified);
  const set = {
    verifikasi_nilai: verified.nilai == null ? null : String(verified.nilai),
    verifikasi_nilai_sebelum: verified.nilai_sebelum,
    verifikasi_nilai_sesudah: verified.nilai_sesudah,
    verifikasi_skala_id: verified.skala_id,
    verifikasi_skor: skor,
    catatan: e.catatan ?? null,
    alasan: e.alasan ?? null,
    verified_by: user.id,
    verified_at: sql`now()`,
    updated_at: sql`now()`,
  };
  return db.transaction(async (tx) => {
    if (pemilik === 'profil') {
      const [p] = await tx.select({ id: profilPemda.id }).from(profilPemda).where(eq(profilPemda.id, id));
      if (!p || !inScope(p.id)) throw new AppError('NOT_FOUND', 'Profil tidak ditemukan.');
      const tahun = e.tahun ?? ind.row.tahun;
      await tx
        .insert(indikatorDaerah)
        .values({ profil_id: id, tahun, indikator_id: ind.id, ...set })
        .onConflictDoUpdate({ target: [indikatorDaerah.profil_id, indikatorDaerah.tahun, indikatorDaerah.indikator_id], set });
    } else {
      const [ino] = await tx.select({ id: iga2020Inovasi.id, profil_id: iga2020Inovasi.profil_id }).from(iga2020Inovasi).where(eq(iga2020Inovasi.id, id)).for('update');
      if (!ino || !inScope(ino.profil_id)) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan.');
      await tx
        .insert(indikatorInovasi)
        .values({ inovasi_id: id, jenis: 'penerapan', indikator_id: ind.id, ...set })
        .onConflictDoUpdate({ target: [indikatorInovasi.inovasi_id, indikatorInovasi.jenis, indikatorInovasi.indikator_id], set });
      const [tot] = await tx
        .select({ verified: sql<number>`coalesce(sum(coalesce(${indikatorInovasi.verifikasi_skor}, ${indikatorInovasi.skor})), 0)::float8`, self: sql<number>`coalesce(sum(${indikatorInovasi.skor}), 0)::float8` })
        .from(indikatorInovasi)
        .where(and(eq(indikatorInovasi.inovasi_id, id), eq(indikatorInovasi.jenis, 'penerapan')));
      await tx
        .insert(iga2020InovasiSkor)
        .values({ inovasi_id: id, total_points: tot?.self ?? 0, verifikasi_points: tot?.verified ?? 0 })
        .onConflictDoUpdate({ target: iga2020InovasiSkor.inovasi_id, set: { verifikasi_points: tot?.verified ?? 0, updated_at: sql`now()` } });
    }
    await tx.insert(evaluasi).values({ pemilik: pemilik === 'profil' ? 'daerah' : 'inovasi', pemilik_id: id, indikator_id: ind.id, nilai: verified, skor, catatan: e.catatan ?? null, alasan: e.alasan ?? null, usr_asn_id: user.id });
    await perbaruiIndeksDaerah(tx, tahunPenilaian, owner.profil_id, user.id);
    await logActivity(tx, user, 'Evaluasi indikator', { pemilik, id, indikator: ind.kode, skor, alasan: e.alasan, catatan: e.catatan });
    return { indikator_id: ind.id, verifikasi_skor: skor };
  });
}
