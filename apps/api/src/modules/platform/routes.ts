import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MENU_SECTIONS, modulesFor } from '@sigap/domain';
import { activityLog, tuxeContents } from '../../db/schema';
import { validationError } from '../../lib/errors';

const ACTIVITY_PAGE = 50;

const activitiesQuery = z.object({
  since_id: z.coerce.number().int().positive().optional(),
  account_id: z.coerce.number().int().positive().optional(),
  start_from: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Format tanggal YYYY-MM-DD.').optional(),
  until: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Format tanggal YYYY-MM-DD.').optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export async function platformRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/health', async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 1, data: { database: 'ok', kind: app.ctx.database.kind } };
    } catch {
      return reply.status(503).send({ status: 0, code: 'INTERNAL', message: 'Basis data tidak dapat dihubungi.' });
    }
  });

  app.get('/platform/modules', { config: { auth: true } }, async (req) => {
    const mods = modulesFor(req.auth!.role);
    return {
      status: 1,
      data: mods,
      sections: MENU_SECTIONS.map((title) => ({ title, modules: mods.filter((m) => m.section === title && !m.hidden).map((m) => m.slug) })).filter(
        (s) => s.modules.length,
      ),
      total: mods.length,
    };
  });

  /** Settings are flags and periods, no secrets: readable before sign-in too. */
  app.get('/app_settings', async () => {
    const all = await app.ctx.settings.all();
    const data = Object.entries(all).map(([name, setting_value]) => ({ name, setting_value }));
    return { status: 1, data, total: data.length };
  });

  app.get('/content', async (req) => {
    const section = (req.query as { section?: string }).section;
    const rows = await db
      .select()
      .from(tuxeContents)
      .where(section ? eq(tuxeContents.section, String(section).slice(0, 20)) : undefined)
      .orderBy(tuxeContents.id);
    return { status: 1, data: rows, total: rows.length };
  });

  app.get('/activities', { config: { permission: { resource: 'activities', action: 'list' } } }, async (req) => {
    const r = activitiesQuery.safeParse(req.query);
    if (!r.success) throw validationError(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message || 'Tidak valid.'])));
    const q = r.data;
    const where: SQL[] = [];
    if (q.since_id) where.push(lt(activityLog.id, q.since_id));
    if (q.account_id) where.push(eq(activityLog.account_id, q.account_id));
    // dates are days in WIB (Asia/Jakarta, UTC+7)
    if (q.start_from) where.push(gte(activityLog.ts, `${q.start_from.slice(0, 10)}T00:00:00+07:00`));
    if (q.until) where.push(lte(activityLog.ts, `${q.until.slice(0, 10)}T23:59:59.999+07:00`));
    const rows = await db
      .select()
      .from(activityLog)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(activityLog.id))
      .limit(q.limit ?? ACTIVITY_PAGE);
    return {
      status: 1,
      since_id: rows.length ? rows[rows.length - 1]!.id : null,
      data: rows.map((a) => ({ id: a.id, ts: a.ts, account: { id: a.account_id, username: a.username }, name: a.name, data: a.data })),
    };
  });

}
