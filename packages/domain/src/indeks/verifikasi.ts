/**
 * The verified score of one answer (methodology §4.1: "a level that is missing or not proven scores 0"):
 * - the verifier's score where the verifier evaluated the indicator;
 * - else the region's own (self) score when the answer is backed by evidence (a stored supporting document);
 * - else 0: a claim nobody proved and nobody accepted does not enter the verified index. A verifier may still
 *   accept it explicitly, with the reason `diterima_tanpa_bukti` and a note (review module).
 * Null when the indicator is unanswered and unevaluated.
 * The one definition of that rule; SQL uses its twin `skorTerverifikasiSql` (apps/api/src/db/skor.ts).
 */
export function skorTerverifikasi(a: { skor: number | null | undefined; verifikasi_skor: number | null | undefined; ada_bukti: boolean }): number | null {
  if (a.verifikasi_skor != null) return a.verifikasi_skor;
  if (a.skor == null) return null;
  return a.ada_bukti ? a.skor : 0;
}

/** Whether a verifier has evaluated the answer (a verified time or a verified score). */
export const sudahDievaluasi = (a: { verified_at?: string | null; verifikasi_skor?: number | null }): boolean => a.verified_at != null || a.verifikasi_skor != null;

/** The reason a verifier gives to accept a level that has no supporting document (a note is then required). */
export const ALASAN_TERIMA_TANPA_BUKTI = 'diterima_tanpa_bukti';

/**
 * The verified kematangan of an innovation: its stored verified total (`iga2020_inovasi_skor.verifikasi_points`,
 * kept by every answer, evidence and evaluation change with {@link skorTerverifikasi} per answer), never its self
 * score: an innovation without verified points (no answers stored) contributes 0 to the verified index.
 */
export const kematanganTerverifikasi = (i: { verifikasi_points: number | null | undefined }): number => i.verifikasi_points ?? 0;
