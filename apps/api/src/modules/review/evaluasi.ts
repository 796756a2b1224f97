import { and, eq, sql } from 'drizzle-orm';
import { ALASAN_VERIFIKASI, angka, bentukIsian, bolehEvaluasiInovasi, dataScope, skorIndikator, validasiJawaban, type IndikatorJawabanDef, type SessionUser } from '@sigap/domain';
import type { Db } from '../../db/client';
import { evaluasi, iga2020Inovasi, iga2020InovasiSkor, indikatorDaerah, indikatorInovasi, nomorRegistrasi, profilPemda } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { indikatorDef } from '../../lib/indikator';
import { perbaruiIndeksDaerah } from '../indeks';

const KUNCI = ['indikator_id', 'tahun', 'nilai', 'nilai_sebelum', 'nilai_sesudah', 'skala_id', 'catatan', 'alasan', 'profil_id', 'inovasi_id'];
const ALASAN = ALASAN_VERIFIKASI.map((a) => a.value) as string[];
const KONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The body of an evaluation: envelope fields checked here, the verified answer by the domain's answer rules. */
function bacaEvaluasi(body: unknown) {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!b) throw validationError({ indikator_id: 'Kirim hasil evaluasi sebagai objek JSON.' });
  const errors: Record<string, string> = {};
  for (const k of Object.keys(b)) if (!KUNCI.includes(k)) errors[k] = 'Kolom ini tidak dikenal.';
  const indikatorId = Number(b.indikator_id);
  if (!Number.isInteger(indikatorId) || indikatorId <= 0 || indikatorId > 2_147_483_647) errors.indikator_id = 'Pilih indikator yang dievaluasi.';
  let tahun: number | undefined;
  if (b.tahun != null && b.tahun !== '') {
    tahun = Number(b.tahun);
    if (!Number.isInteger(tahun) || tahun < 2017 || tahun > 2100) errors.tahun = 'Tahun tidak valid.';
  }
  let catatan: string | null = null;
  if (b.catatan != null && b.catatan !== '') {
    if (typeof b.catatan !== 'string') errors.catatan = 'Catatan harus berupa teks.';
    else if (KONTROL.test(b.catatan)) errors.catatan = 'Catatan mengandung karakter yang tidak diizinkan.';
    else if (b.catatan.trim().length > 5000) errors.catatan = 'Catatan paling banyak 5000 karakter.';
    else catatan = b.catatan.trim() || null;
  }
  let alasan: string | null = null;
  if (b.alasan != null && b.alasan !== '') {
    if (typeof b.alasan !== 'string' || !ALASAN.includes(b.alasan)) errors.alasan = 'Pilih alasan dari daftar alasan verifikasi.';
    else alasan = b.alasan;
  }
  if (alasan === 'lainnya' && !catatan) errors.catatan = 'Tuliskan catatan untuk alasan "Lainnya".';
  if (Object.keys(errors).length) throw validationError(errors);
  return { indikator_id: indikatorId, tahun, catatan, alasan, raw: b };
}

/**
 * The verified answer by type: numbers (T, G..D) and choices (H, C) follow the
 * region's own answer rules (`validasiJawaban`); for text, video and photo
 * indicators the verifier judges the level, so only a scale choice (or, for
 * a video, a number of points) is taken. An empty answer scores 0.
 */
function jawabanVerifikasi(ind: IndikatorJawabanDef, raw: Record<string, unknown>) {
  const kosong = (v: unknown) => v == null || v === '';
  const bentuk = bentukIsian(ind.jenis);
  if (bentuk === 'pilihan' || bentuk === 'angka' || bentuk === 'sebelum_sesudah') {
    const r = validasiJawaban(ind, { nilai: raw.nilai, nilai_sebelum: raw.nilai_sebelum, nilai_sesudah: raw.nilai_sesudah, skala_id: raw.skala_id });
    if (Object.keys(r.errors).length) throw validationError(r.errors);
    return { nilai: r.jawaban.nilai, nilai_sebelum: r.jawaban.nilai_sebelum, nilai_sesudah: r.jawaban.nilai_sesudah, skala_id: r.jawaban.skala_id };
  }
  const errors: Record<string, string> = {};
  if (!kosong(raw.nilai_sebelum)) errors.nilai_sebelum = 'Isian ini tidak dipakai untuk jenis indikator ini.';
  if (!kosong(raw.nilai_sesudah)) errors.nilai_sesudah = 'Isian ini tidak dipakai untuk jenis indikator ini.';
  let skala_id: number | null = null;
  if (!kosong(raw.skala_id)) {
    const id = Number(raw.skala_id);
    if (!Number.isInteger(id) || !ind.skala.some((s) => s.id === id)) errors.skala_id = 'Pilihan skala bukan milik indikator ini.';
    else skala_id = id;
  }
  let nilai: string | null = null;
  if (!kosong(raw.nilai)) {
    const n = angka(raw.nilai);
    if (n === null || Math.abs(n) > 1e12) errors.nilai = 'Nilai terverifikasi untuk indikator ini berupa angka (jumlah poin) atau pilihan skala.';
    else nilai = String(n);
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { nilai, nilai_sebelum: null, nilai_sesudah: null, skala_id };
}

/**
 * Saves a verifier's answer for one indicator (PRF-07): the verified value
 * by type, its score by the same domain function as the self score, a reason
 * and a note; an evaluation row keeps the history. For an innovation the
 * verified total (verifikasi_points) is recomputed: indicators not evaluated
 * keep their self score (accepted as reported).
 */
export async function simpanEvaluasi(db: Db, user: SessionUser, pemilik: 'profil' | 'inovasi', id: number, body: unknown, tahunPenilaian?: string) {
  const e = bacaEvaluasi(body);
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
  if (ind.jenis === 'A') throw validationError({ indikator_id: 'Indikator ini dihitung otomatis oleh sistem dan tidak dievaluasi.' });
  if (pemilik === 'profil' && e.tahun !== undefined && e.tahun !== ind.row.tahun) throw validationError({ tahun: `Indikator ini milik katalog tahun ${ind.row.tahun}.` });
  const verified = jawabanVerifikasi(ind, e.raw);
  const skor = skorIndikator(ind, verified);
  const set = {
    verifikasi_nilai: verified.nilai == null ? null : String(verified.nilai),
    verifikasi_nilai_sebelum: verified.nilai_sebelum,
    verifikasi_nilai_sesudah: verified.nilai_sesudah,
    verifikasi_skala_id: verified.skala_id,
    verifikasi_skor: skor,
    catatan: e.catatan,
    alasan: e.alasan,
    verified_by: user.id,
    verified_at: sql`now()`,
    updated_at: sql`now()`,
  };
  return db.transaction(async (tx) => {
    if (pemilik === 'profil') {
      const [p] = await tx.select({ id: profilPemda.id }).from(profilPemda).where(eq(profilPemda.id, id));
      if (!p || !inScope(p.id)) throw new AppError('NOT_FOUND', 'Profil tidak ditemukan.');
      const tahun = ind.row.tahun;
      await tx
        .insert(indikatorDaerah)
        .values({ profil_id: id, tahun, indikator_id: ind.id, ...set })
        .onConflictDoUpdate({ target: [indikatorDaerah.profil_id, indikatorDaerah.tahun, indikatorDaerah.indikator_id], set });
    } else {
      const [ino] = await tx.select({ id: iga2020Inovasi.id, profil_id: iga2020Inovasi.profil_id }).from(iga2020Inovasi).where(eq(iga2020Inovasi.id, id)).for('update');
      if (!ino || !inScope(ino.profil_id)) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan.');
      // the registration is locked too: a decision and an evaluation of the same item do not interleave
      const [reg] = await tx.select({ status_nomor: nomorRegistrasi.status_nomor, qc: nomorRegistrasi.qc }).from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, id)).for('update');
      const boleh = bolehEvaluasiInovasi(user.role, reg ? { status_nomor: Number(reg.status_nomor), qc: Number(reg.qc ?? 0) } : null);
      if (!boleh.ok) throw new AppError('INVALID_TRANSITION', boleh.pesan);
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
    await tx.insert(evaluasi).values({ pemilik: pemilik === 'profil' ? 'daerah' : 'inovasi', pemilik_id: id, indikator_id: ind.id, nilai: verified, skor, catatan: e.catatan, alasan: e.alasan, usr_asn_id: user.id });
    await perbaruiIndeksDaerah(tx, tahunPenilaian, owner.profil_id, user.id);
    await logActivity(tx, user, 'Evaluasi indikator', { pemilik, id, indikator: ind.kode, skor, alasan: e.alasan, catatan: e.catatan });
    return { indikator_id: ind.id, verifikasi_skor: skor };
  });
}
