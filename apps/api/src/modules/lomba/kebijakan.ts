import { eq } from 'drizzle-orm';
import { alasanUbahIndikatorLomba, konteksLomba, type BarisLomba, type HambatanLomba, type KonteksLomba, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { lombaKiriman, lombaPengumuman } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SettingsMap } from '../../lib/settings';

/** The competition policy on the server: the rule context of a user, an entry as the policy reads it, the guard. */

/** The rule context of a user now: the session flags from settings and the account's write years. */
export const konteks = (user: SessionUser, settings: SettingsMap): KonteksLomba => konteksLomba(user.role, settings, user.allowed_years);

/** An entry as the policy reads it: its year and stage, whether it was sent and whether its year is published. */
export async function barisLomba(db: DbOrTx, row: { id: number; tahun: number; inovasi_status: number }, extra: Partial<BarisLomba> = {}, lock = false): Promise<BarisLomba> {
  const q = db.select({ id: lombaKiriman.id }).from(lombaKiriman).where(eq(lombaKiriman.inovasi_id, row.id));
  const [kiriman] = lock ? await q.for('update') : await q;
  const [umum] = await db.select({ tahun: lombaPengumuman.tahun }).from(lombaPengumuman).where(eq(lombaPengumuman.tahun, Number(row.tahun)));
  return { tahun: Number(row.tahun), inovasi_status: Number(row.inovasi_status), terkirim: Boolean(kiriman), diumumkan: Boolean(umum), ...extra };
}

/** The guard of a command: the policy's refusal becomes the API error of its code (status from the error table). */
export function tolak(h: HambatanLomba | null): void {
  if (h) throw new AppError(h.code, h.pesan);
}

/**
 * The competition indicators (indikator_inovasi_lomba, the innovation indicator editor at its address): may the user
 * change the indicators of this entry now? Used by the indicator module for rows with `is_lomba = 1`.
 */
export async function alasanKunciIndikatorLomba(
  db: DbOrTx,
  user: SessionUser,
  settings: SettingsMap,
  row: { id: number; tahun: number; inovasi_status: number },
  lock = false,
): Promise<HambatanLomba | null> {
  return alasanUbahIndikatorLomba(konteks(user, settings), await barisLomba(db, row, {}, lock));
}
