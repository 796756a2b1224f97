import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { halaman, K_INDEKS, polaLike } from '@sigap/domain';
import { activityLog } from '../../db/schema';
import { rute } from '../../plugins/kontrak';

/**
 * rawlog (IDX-07): the raw activity entries (`activity_log`), every field as
 * stored, newest first, with paging (page from 0) and filters: username
 * (exact), name (contains), profil_id (entries whose data names the region),
 * start_from / until (WIB days, inclusive), search (activity name or username
 * contains). Admin and superadmin. Bad filters answer 422 per field (the contract).
 */
export async function rawlogRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  rute(app, K_INDEKS.rawlog, async ({ query: q }) => {
    const { page, perPage, offset, dir, search } = halaman(q, { sort: 'desc' });
    const where: SQL[] = [];
    if (q.username) where.push(eq(activityLog.username, q.username));
    if (q.name) where.push(ilike(activityLog.name, polaLike(q.name)));
    if (search) where.push(or(ilike(activityLog.name, polaLike(search)), ilike(activityLog.username, polaLike(search)))!);
    if (q.profil_id) where.push(sql`${activityLog.data} @> ${JSON.stringify([{ name: 'profil_id', value: String(q.profil_id) }])}::jsonb`);
    // WIB days: [start 00:00 WIB, until+1 00:00 WIB)
    if (q.start_from) where.push(sql`${activityLog.ts} >= (${q.start_from}::date)::timestamp at time zone 'Asia/Jakarta'`);
    if (q.until) where.push(sql`${activityLog.ts} < (${q.until}::date + 1)::timestamp at time zone 'Asia/Jakarta'`);
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: activityLog.id, ts: activityLog.ts, account_id: activityLog.account_id, username: activityLog.username, name: activityLog.name, data: activityLog.data })
        .from(activityLog)
        .where(filter)
        .orderBy(dir === 'asc' ? asc(activityLog.id) : desc(activityLog.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(activityLog).where(filter),
    ]);
    return { status: 1, data: rows, total: Number(total?.n ?? 0), page, per_page: perPage };
  });
}
