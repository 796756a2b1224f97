import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { dataScope, getResource, iidTampil, parseYears, type SessionUser } from '@sigap/domain';
import { iga2020Inovasi } from '../../db/schema';
import { scopeFor, scopeSql } from '../../crud/query';
import { AppError } from '../../lib/errors';

/** The assessment year of the index screens: the contract's `?tahun=` or the setting `tahun_penilaian`. */
export function tahunIndeks(settings: Record<string, string>, tahun: number | undefined): number {
  return tahun ?? parseYears(settings.tahun_penilaian)[0] ?? new Date().getFullYear();
}

const INOVASI = getResource('iga2020_inovasi')!;

/** Scope conditions on iga2020_inovasi for a user (own region, OPD/UPT own records, allowed years). */
export function inovasiScope(user: SessionUser): SQL[] {
  // database innovations only: competition entries (is_lomba = 1) are not counted in any report (decision 64)
  return [eq(iga2020Inovasi.is_lomba, 0), ...scopeSql(scopeFor(user, INOVASI, 'baca'), INOVASI, iga2020Inovasi)];
}

/** Regions a user may see (null = all). */
export function daerahScope(user: SessionUser): number[] | null {
  return dataScope(user, { region: 'id' }).daerah_ids;
}

/** SQL "column in the user's regions" (undefined when unrestricted). */
export function dalamDaerah(user: SessionUser, col: Parameters<typeof inArray>[0]): SQL | undefined {
  const ids = daerahScope(user);
  if (!ids) return undefined;
  return ids.length ? inArray(col, ids) : sql`false`;
}

/** A region id the user may see, else 404 (outside the scope reads as absent). */
export function pastikanDaerah(user: SessionUser, id: number): void {
  const ids = daerahScope(user);
  if (ids && !ids.includes(id)) throw new AppError('NOT_FOUND');
}

/** Conditions of a list of optional SQL parts. */
export const semua = (...parts: (SQL | undefined)[]) => and(...parts.filter((p): p is SQL => p !== undefined));

/** Rounds to 2 decimals the way every view shows an IID (domain `iidTampil`: half up on the decimal written). */
export const dua = (x: number | null | undefined) => (x == null || !Number.isFinite(x) ? 0 : iidTampil(x));

export { DAFTAR_TAHAPAN as TAHAPAN } from '@sigap/domain';

export { pastikanHasil } from '../indeks';
