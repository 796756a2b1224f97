import {
  bolehUbah,
  can,
  dataScope,
  getResource,
  recordInScope,
  registrasiMengunci,
  type InovasiRow,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, profilPemda } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SettingsMap } from '../../lib/settings';
import { inovasiContext, registrasiOf } from '../../db/registrasi';

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

const asRow = (r: InovasiRecord): InovasiRow => ({ id: r.id, tahun: r.tahun, is_index: r.is_index, inovasi_status: r.inovasi_status, is_covid: r.is_covid, submitable: r.submitable, created_by: r.created_by });

/**
 * May the user change an innovation's indicators and documents? The same
 * rules as editing the innovation (`bolehUbah`): role, is_index = 0, no
 * pending or verified registration, iga_status = 1 and an open period
 * (admins excepted), inside the write scope.
 */
export async function alasanKunciInovasi(
  db: DbOrTx,
  user: SessionUser,
  settings: SettingsMap,
  row: InovasiRecord,
  lock = false,
): Promise<{ code: 'FORBIDDEN' | 'NOT_FOUND' | 'INVALID_TRANSITION' | 'PERIODE_DITUTUP'; pesan: string } | null> {
  if (!can(user, 'indikator', 'iga2020_inovasi')) return { code: 'FORBIDDEN', pesan: 'Peran Anda tidak dapat mengubah indikator inovasi.' };
  if (!recordInScope(dataScope(user, inovasiResource.scope ?? {}, 'tulis'), inovasiResource.scope ?? {}, row)) return { code: 'NOT_FOUND', pesan: 'Inovasi tidak ditemukan.' };
  const reg = await registrasiOf(db, row.id, lock);
  if (bolehUbah(inovasiContext(user, settings), asRow(row), reg)) return null;
  if (row.is_index === 1) return { code: 'INVALID_TRANSITION', pesan: 'Inovasi yang sudah masuk indeks tidak dapat diubah, termasuk indikatornya.' };
  if (registrasiMengunci(reg)) return { code: 'INVALID_TRANSITION', pesan: 'Inovasi sudah dikirim dan sedang diverifikasi atau sudah terverifikasi, sehingga indikator dan bukti dukungnya tidak dapat diubah.' };
  return { code: 'PERIODE_DITUTUP', pesan: PESAN_DITUTUP };
}

export function tolak(alasan: { code: 'FORBIDDEN' | 'NOT_FOUND' | 'INVALID_TRANSITION' | 'PERIODE_DITUTUP'; pesan: string } | null): void {
  if (alasan) throw new AppError(alasan.code, alasan.pesan);
}
