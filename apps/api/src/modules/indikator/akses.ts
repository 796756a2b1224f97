import { alasanUbah, barisInovasi, can, dataScope, getResource, recordInScope, type ErrorCode, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, profilPemda } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SettingsMap } from '../../lib/settings';
import { inovasiContext, registrasiOf } from '../../db/registrasi';
import { alasanKunciIndikatorLomba } from '../lomba';

const inovasiResource = getResource('iga2020_inovasi')!;
const ADMINS = ['admin', 'superadmin'];

export type ProfilRow = typeof profilPemda.$inferSelect;
export type InovasiRecord = typeof iga2020Inovasi.$inferSelect;

/** A region profile or an innovation inside the user's read or write scope (404 outside it, never 403): the shared loader. */
export { inovasiDalamScope, profilDalamScope } from '../../crud/muat';

const PESAN_DITUTUP = 'Pengisian indikator sedang ditutup (status IGA tidak aktif atau periode pengisian telah berakhir).';

/**
 * May the user change a region's indicators for this year? Role (matrix
 * profil_pemda.indikator), the region in the write scope, and for
 * non-admins iga_status = 1, an open period and an allowed year.
 * Returns the reason when not.
 */
export function alasanKunciDaerah(user: SessionUser, settings: SettingsMap, profilId: number, tahun: number): { code: 'FORBIDDEN' | 'NOT_FOUND' | 'PERIODE_DITUTUP'; pesan: string } | null {
  if (!can(user, 'indikator', 'profil_pemda')) return { code: 'FORBIDDEN', pesan: 'Peran Anda tidak dapat mengubah indikator daerah.' };
  const scope = dataScope(user, { region: 'id' }, 'tulis');
  if (scope.daerah_ids && !scope.daerah_ids.includes(profilId)) return { code: 'NOT_FOUND', pesan: 'Profil tidak ditemukan.' };
  if (ADMINS.includes(user.role)) return null;
  const ctx = inovasiContext(user, settings);
  if (ctx.iga_status !== 1 || !ctx.periodeBuka) return { code: 'PERIODE_DITUTUP', pesan: PESAN_DITUTUP };
  if (user.allowed_years && !user.allowed_years.includes(tahun)) return { code: 'FORBIDDEN', pesan: `Tahun ${tahun} tidak diizinkan untuk akun Anda.` };
  return null;
}

/**
 * May the user change an innovation's indicators and documents? The indicator role, the write scope, then
 * the innovation's own edit decision (`alasanUbah` of the domain policy: index, archive, years, sent, period).
 */
export async function alasanKunciInovasi(
  db: DbOrTx,
  user: SessionUser,
  settings: SettingsMap,
  row: InovasiRecord,
  lock = false,
  /** The registration when the caller has already read it (unlocked reads only). */
  reg?: Awaited<ReturnType<typeof registrasiOf>>,
): Promise<{ code: ErrorCode; pesan: string } | null> {
  // a competition entry (indikator_inovasi_lomba): the competition's own gate (lomba_edit_indikator, not sent yet)
  if (row.is_lomba === 1) return alasanKunciIndikatorLomba(db, user, settings, row, lock);
  if (!can(user, 'indikator', 'iga2020_inovasi')) return { code: 'FORBIDDEN', pesan: 'Peran Anda tidak dapat mengubah indikator inovasi.' };
  if (!recordInScope(dataScope(user, inovasiResource.scope ?? {}, 'tulis'), inovasiResource.scope ?? {}, row)) return { code: 'NOT_FOUND', pesan: 'Inovasi tidak ditemukan.' };
  // the innovation's own edit decision (the policy that gives the list its "ubah"), indicators included
  return alasanUbah(inovasiContext(user, settings), barisInovasi(row), reg === undefined || lock ? await registrasiOf(db, row.id, lock) : reg);
}

export function tolak(alasan: { code: ErrorCode; pesan: string } | null): void {
  if (alasan) throw new AppError(alasan.code, alasan.pesan);
}
