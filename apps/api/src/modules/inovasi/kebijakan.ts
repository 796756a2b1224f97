import { AksiDitolak, assertAksi, barisInovasi, hariIniWib, konteksInovasi, periodeDariPengaturan, tahunPenilaianDari, type AksiInovasi, type KebijakanInovasi, type MetodologiPeriode } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '@sigap/domain';
import type { SettingsMap } from '../../lib/settings';
import { AppError } from '../../lib/errors';
import { metodologiTahun } from '../indeks';

/**
 * The innovation policy (domain `kebijakanInovasi`) on the server: the rule context of a user (with the
 * years the account may write), a stored row as the policy reads it, and the guard commands call.
 */

/** The rule context of a user today without the methodology (rules that need no counting window). */
export { inovasiContext as konteks } from '../../db/registrasi';

/** The methodology of the assessment year as the period reads it; null when the year has none (or it is invalid). */
export async function metodologiPeriode(db: DbOrTx, settings: SettingsMap, akar?: DbOrTx): Promise<MetodologiPeriode | null> {
  try {
    return await metodologiTahun(db, tahunPenilaianDari(settings), akar);
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}

/** The period of the assessment year (settings met with its methodology, decision 83). */
export async function periodeDb(db: DbOrTx, settings: SettingsMap) {
  return periodeDariPengaturan(settings, await metodologiPeriode(db, settings), hariIniWib());
}

/** The full rule context of a user today: settings, role, write years and the period with the year's counting window. */
export async function konteksDb(db: DbOrTx, user: SessionUser, settings: SettingsMap, akar?: DbOrTx) {
  return konteksInovasi(user.role, settings, hariIniWib(), user.allowed_years, await metodologiPeriode(db, settings, akar));
}

/** A stored row as the policy reads it (the domain's `barisInovasi`). */
export const asRow = barisInovasi;

const DATA = new Set(['PROFIL_BELUM_LENGKAP', 'INDIKATOR_BELUM_LENGKAP']);

/**
 * The guard of a command: the policy's refusal becomes the API error of its code (status from the error
 * table, the policy's sentence); `rincian` (what is missing, per field) goes with a refusal about the data.
 */
export function pastikan(k: KebijakanInovasi, aksi: AksiInovasi, rincian?: Record<string, string>): void {
  try {
    assertAksi(k, aksi);
  } catch (e) {
    if (e instanceof AksiDitolak) throw new AppError(e.code, e.message, DATA.has(e.code) ? rincian : undefined);
    throw e;
  }
}
