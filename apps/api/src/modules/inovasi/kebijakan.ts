import { AksiDitolak, assertAksi, barisInovasi, type AksiInovasi, type KebijakanInovasi } from '@sigap/domain';
import { AppError } from '../../lib/errors';

/**
 * The innovation policy (domain `kebijakanInovasi`) on the server: the rule context of a user (with the
 * years the account may write), a stored row as the policy reads it, and the guard commands call.
 */

/** The rule context of a user today: settings, role and the account's write years (`allowed_years`). */
export { inovasiContext as konteks } from '../../db/registrasi';

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
