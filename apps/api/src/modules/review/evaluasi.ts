import { eq, sql } from 'drizzle-orm';
import { ALASAN_TERIMA_TANPA_BUKTI, angka, bentukIsian, bolehEvaluasiInovasi, dataScope, skorIndikator, validasiJawaban, type BodyOf, type IndikatorJawabanDef, type K_REVIEW, type SessionUser } from '@sigap/domain';
import type { Db, DbOrTx } from '../../db/client';
import { evaluasi, iga2020Inovasi, indikatorDaerah, indikatorInovasi, nomorRegistrasi, profilPemda } from '../../db/schema';
import { adaBuktiSql } from '../../db/skor';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { indikatorDef } from '../../lib/indikator';
import { perbaruiIndeksDaerah } from '../indeks';
import { perbaruiInovasi } from '../indikator';
import type { SettingsMap } from '../../lib/settings';

const KONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The rules of an evaluation beyond its shape (the contract `K_REVIEW.evaluasi…` checks types and keys). */
function bacaEvaluasi(b: BodyOf<typeof K_REVIEW.evaluasiInovasi>) {
  const errors: Record<string, string> = {};
  let catatan: string | null = null;
  if (b.catatan) {
    if (KONTROL.test(b.catatan)) errors.catatan = 'Catatan mengandung karakter yang tidak diizinkan.';
    else if (b.catatan.trim().length > 5000) errors.catatan = 'Catatan paling banyak 5000 karakter.';
    else catatan = b.catatan.trim() || null;
  }
  const alasan = b.alasan || null;
  if (alasan === 'lainnya' && !catatan) errors.catatan = 'Tuliskan catatan untuk alasan "Lainnya".';
  if (alasan === ALASAN_TERIMA_TANPA_BUKTI && !catatan) errors.catatan = 'Tuliskan catatan mengapa nilai tanpa bukti dukung tetap diterima.';
  if (Object.keys(errors).length) throw validationError(errors);
  return { indikator_id: b.indikator_id, tahun: b.tahun ?? undefined, catatan, alasan, raw: b as Record<string, unknown> };
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
export async function simpanEvaluasi(db: Db, user: SessionUser, pemilik: 'profil' | 'inovasi', id: number, body: BodyOf<typeof K_REVIEW.evaluasiInovasi>, settings: SettingsMap) {
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
  // a level with no supporting document scores 0 unless the verifier accepts it explicitly, with a reason
  // (methodology 4.1); checked inside the transaction, after the state checks
  const cekBukti = async (tx: DbOrTx) => {
    if (skor <= 0 || e.alasan === ALASAN_TERIMA_TANPA_BUKTI) return;
    const [b] =
      pemilik === 'profil'
        ? await tx.select({ ada: adaBuktiSql('daerah', profilPemda.id, sql`${ind.id}`) }).from(profilPemda).where(eq(profilPemda.id, id))
        : await tx.select({ ada: adaBuktiSql('inovasi', iga2020Inovasi.id, sql`${ind.id}`) }).from(iga2020Inovasi).where(eq(iga2020Inovasi.id, id));
    if (!b?.ada) {
      throw validationError({
        alasan: `Indikator ini belum memiliki bukti dukung, sehingga skor terverifikasinya 0. Untuk tetap menerima nilai ini, pilih alasan "Diterima tanpa bukti dukung" dan tuliskan catatannya.`,
      });
    }
  };
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
      await cekBukti(tx);
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
      await cekBukti(tx);
      await tx
        .insert(indikatorInovasi)
        .values({ inovasi_id: id, jenis: 'penerapan', indikator_id: ind.id, ...set })
        .onConflictDoUpdate({ target: [indikatorInovasi.inovasi_id, indikatorInovasi.jenis, indikatorInovasi.indikator_id], set });
      // the one writer of the innovation's totals (maturity, total_points, verifikasi_points) and the region's index
      // this transaction writes no reference data: the catalogue and the methodology come from memory (decision 117)
      await perbaruiInovasi(tx, id, settings, user.id, { akar: db });
    }
    await tx.insert(evaluasi).values({ pemilik: pemilik === 'profil' ? 'daerah' : 'inovasi', pemilik_id: id, indikator_id: ind.id, nilai: verified, skor, catatan: e.catatan, alasan: e.alasan, usr_asn_id: user.id });
    if (pemilik === 'profil') await perbaruiIndeksDaerah(tx, settings.tahun_penilaian, owner.profil_id, user.id, db);
    await logActivity(tx, user, 'Evaluasi indikator', { pemilik, id, indikator: ind.kode, skor, alasan: e.alasan, catatan: e.catatan });
    return { indikator_id: ind.id, verifikasi_skor: skor };
  });
}
