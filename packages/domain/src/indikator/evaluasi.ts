import { hariIniWib, konteksInovasi } from '../inovasi/rules';
import { can } from '../permissions/matrix';
import type { Role } from '../permissions/roles';
import { parseYears } from '../platform/settings';

/** Whether the verifier's evaluation (verified answers and scores) is shown to the caller, and why not. */
export interface EvaluasiTerlihat {
  terlihat: boolean;
  /** Why it is hidden (Indonesian, for the UI); null when shown. */
  alasan: string | null;
}

const TERLIHAT: EvaluasiTerlihat = { terlihat: true, alasan: null };

export const PESAN_EVALUASI_DAERAH_TERSEMBUNYI = 'Hasil verifikasi indikator daerah tampil setelah periode pengisian ditutup.';
export const PESAN_EVALUASI_INOVASI_TERSEMBUNYI = 'Hasil verifikasi tampil setelah inovasi dikirim dan diputuskan (disetujui atau ditolak) oleh verifikator.';

/**
 * Does a caller see the verified side of a REGION (its verified indicator scores, and everything built on
 * them: the verified SPD, the verified index and its breakdown)? The roles of matrix `indikator.lihat_evaluasi`
 * (`lihat_evaluasi` true) always; the region's own users once the year's filling is closed: IGA status not
 * active, the filling period over (`periode_selesai` before today, WIB), or a year before the assessment year.
 * While the region may still change its answers, the verifier's evaluation stays hidden from it.
 * The one rule of the region indicator page and of the score breakdown ("Rincian Skor").
 */
export function evaluasiDaerahTerlihat(a: {
  lihat_evaluasi: boolean;
  /** The application settings (`iga_status`, `periode_selesai`, `tahun_penilaian`). */
  settings: Readonly<Record<string, string | undefined>>;
  /** Today, YYYY-MM-DD in WIB (`hariIniWib()`). */
  hariIni: string;
  /** The year whose answers are shown. */
  tahun: number;
}): EvaluasiTerlihat {
  if (a.lihat_evaluasi) return TERLIHAT;
  const ctx = konteksInovasi('pemda', a.settings, a.hariIni);
  const tahunPenilaian = parseYears(a.settings.tahun_penilaian)[0] ?? 2026;
  if (ctx.iga_status !== 1 || !ctx.periodeBuka || a.tahun < tahunPenilaian) return TERLIHAT;
  return { terlihat: false, alasan: PESAN_EVALUASI_DAERAH_TERSEMBUNYI };
}

/**
 * Does a caller see the verified side of one INNOVATION (its verified indicator scores and kematangan)? The
 * `indikator.lihat_evaluasi` roles always; anyone else who may read the innovation once a verifier decided its
 * registration (approved, 1, or rejected, 2). The rule of the innovation indicator page, the review page and
 * the innovation breakdown of "Rincian Skor".
 */
export function evaluasiInovasiTerlihat(a: { lihat_evaluasi: boolean; status_nomor: number | null | undefined }): EvaluasiTerlihat {
  if (a.lihat_evaluasi) return TERLIHAT;
  if (a.status_nomor === 1 || a.status_nomor === 2) return TERLIHAT;
  return { terlihat: false, alasan: PESAN_EVALUASI_INOVASI_TERSEMBUNYI };
}

/**
 * {@link evaluasiDaerahTerlihat} for a signed-in caller: the one rule every endpoint carrying a region's verified
 * results applies (indicator page, score breakdown, `/kabkota`, `/profil_pemda/verifikasi`, `/summary-verified`).
 */
export function verifikasiDaerahTerlihatUntuk(
  user: { role: Role },
  settings: Readonly<Record<string, string | undefined>>,
  tahun: number,
  hariIni: string = hariIniWib(),
): EvaluasiTerlihat {
  return evaluasiDaerahTerlihat({ lihat_evaluasi: can(user, 'lihat_evaluasi', 'indikator'), settings, hariIni, tahun });
}
