/**
 * The verified score of one answer: the verifier's score where one was given, else the region's own (self) score.
 * The one definition of that rule; SQL uses its twin `skorTerverifikasiSql` (apps/api/src/db/skor.ts).
 */
export function skorTerverifikasi(a: { skor: number | null | undefined; verifikasi_skor: number | null | undefined }): number | null {
  return a.verifikasi_skor ?? a.skor ?? null;
}

/** Whether a verifier has evaluated the answer (a verified time or a verified score). */
export const sudahDievaluasi = (a: { verified_at?: string | null; verifikasi_skor?: number | null }): boolean => a.verified_at != null || a.verifikasi_skor != null;
