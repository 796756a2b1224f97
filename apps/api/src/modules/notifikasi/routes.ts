import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { halaman, K_NOTIFIKASI } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { notifikasi } from '../../db/schema';
import { whereAll } from '../../crud/query';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { daftarkanSurel } from './surel';

/**
 * The notification centre (decision 109): an account reads and marks only its own notices; every query is bound to
 * the signed-in account, so another's notice answers 404 as if it did not exist. Marking read is the account's
 * own inbox state, not a change to shared records: no activity row.
 */
const belumDibaca = async (db: DbOrTx, userId: number) =>
  (await db.select({ n: count() }).from(notifikasi).where(and(eq(notifikasi.usr_asn_id, userId), isNull(notifikasi.dibaca_at))))[0]?.n ?? 0;

export async function notifikasiRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // every e-mail of the app leaves through the queue (surel.ts)
  daftarkanSurel(app);

  rute(app, K_NOTIFIKASI.daftar, async ({ user, query }) => {
    const { offset, perPage } = halaman(query, { perPage: 20 });
    const where = whereAll([
      eq(notifikasi.usr_asn_id, user.id),
      query.jenis ? eq(notifikasi.jenis, query.jenis) : undefined,
      query.dibaca === undefined ? undefined : query.dibaca ? isNotNull(notifikasi.dibaca_at) : isNull(notifikasi.dibaca_at),
    ]);
    const [rows, [n], belum] = await Promise.all([
      db.select().from(notifikasi).where(where).orderBy(desc(notifikasi.id)).limit(perPage).offset(offset),
      db.select({ n: count() }).from(notifikasi).where(where),
      belumDibaca(db, user.id),
    ]);
    return { status: 1 as const, data: rows, total: n?.n ?? 0, belum_dibaca: belum };
  });

  rute(app, K_NOTIFIKASI.baca, async ({ user, params }) => {
    const [row] = await db
      .update(notifikasi)
      // a notice read before keeps its first reading time
      .set({ dibaca_at: sql`coalesce(${notifikasi.dibaca_at}, now())` })
      .where(and(eq(notifikasi.id, params.id), eq(notifikasi.usr_asn_id, user.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Notifikasi tidak ditemukan.');
    return { status: 1 as const, data: row };
  });

  rute(app, K_NOTIFIKASI.bacaSemua, async ({ user, body }) => {
    const ditandai = await db
      .update(notifikasi)
      .set({ dibaca_at: sql`now()` })
      .where(whereAll([eq(notifikasi.usr_asn_id, user.id), isNull(notifikasi.dibaca_at), body?.jenis ? eq(notifikasi.jenis, body.jenis) : undefined]))
      .returning({ id: notifikasi.id });
    return {
      status: 1 as const,
      data: { ditandai: ditandai.length, belum_dibaca: await belumDibaca(db, user.id) },
      message: ditandai.length ? `${ditandai.length} notifikasi ditandai sudah dibaca.` : 'Tidak ada notifikasi yang belum dibaca.',
    };
  });
}
