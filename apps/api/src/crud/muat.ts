import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getResource, type ResourceName, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from '../db/client';
import { iga2020Inovasi, profilPemda } from '../db/schema';
import { AppError } from '../lib/errors';
import { columnsOf, scopeFor, scopeSql, whereAll } from './query';

/**
 * One record in the caller's read or write scope (own region, own records, allowed years, write: no archive
 * years), optionally locked for update; out of scope reads as 404, never confirming that the record exists.
 * The one way a custom route loads a record of a scoped resource.
 */
export async function muatDalamScope<T extends PgTable>(
  db: DbOrTx,
  user: SessionUser,
  name: ResourceName,
  table: T,
  id: number,
  opts: { akses?: 'baca' | 'tulis'; lock?: boolean; pesan?: string } = {},
): Promise<T['$inferSelect']> {
  const resource = getResource(name)!;
  const where = whereAll([eq(columnsOf(table).id!, id), ...scopeSql(scopeFor(user, resource, opts.akses ?? 'baca'), resource, table)]);
  const q = db.select().from(table as PgTable).where(where);
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND', opts.pesan);
  return row as T['$inferSelect'];
}

/** An innovation in the caller's read or write scope. */
export const inovasiDalamScope = (db: DbOrTx, user: SessionUser, id: number, akses: 'baca' | 'tulis' = 'baca', lock = false) =>
  muatDalamScope(db, user, 'iga2020_inovasi', iga2020Inovasi, id, { akses, lock, pesan: 'Inovasi tidak ditemukan.' });

/** A region's profile in the caller's read or write scope (the profile id is the region id). */
export const profilDalamScope = (db: DbOrTx, user: SessionUser, id: number, akses: 'baca' | 'tulis' = 'baca', lock = false) =>
  muatDalamScope(db, user, 'profil_pemda', profilPemda, id, { akses, lock, pesan: 'Profil tidak ditemukan.' });
