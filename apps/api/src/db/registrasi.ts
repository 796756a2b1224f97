import { eq, sql } from 'drizzle-orm';
import { hariIniWib, konteksInovasi, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from './client';
import { nomorRegistrasi, nomorRegistrasiHistory } from './schema';
import type { SettingsMap } from '../lib/settings';

/**
 * Reads shared by the innovation and indicator modules (below both, so neither imports the other's inner files):
 * an innovation's registration, whether it has decisions, and the rule context of innovations for a user today.
 */
export async function registrasiOf(db: DbOrTx, inovasiId: number, lock = false) {
  const q = db.select().from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, inovasiId));
  const [reg] = lock ? await q.for('update') : await q;
  return reg ?? null;
}

export async function adaRiwayat(db: DbOrTx, registrasiId: number | undefined): Promise<boolean> {
  if (!registrasiId) return false;
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(nomorRegistrasiHistory).where(eq(nomorRegistrasiHistory.nomor_registrasi_id, registrasiId));
  return (r?.n ?? 0) > 0;
}

/** The rule context of innovations for a user today: settings, role and the years the account may write. */
export const inovasiContext = (user: SessionUser, settings: SettingsMap) => konteksInovasi(user.role, settings, hariIniWib(), user.allowed_years);
