import { settingsHooks } from './settings-hooks';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isValidDate, MENU_SECTIONS, modulesFor } from '@sigap/domain';
import { activityLog, tuxeContents, usrAsn } from '../../db/schema';
import { validationError } from '../../lib/errors';

const ACTIVITY_PAGE = 50;

const ID_MAX = 2 ** 53 - 1;
/** A WIB day: YYYY-MM-DD (a time after it, as some clients send, is ignored). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:$|[T ])/, 'Format tanggal YYYY-MM-DD.')
  .refine((s) => isValidDate(s.slice(0, 10)), 'Tanggal tidak valid.')
  .transform((s) => s.slice(0, 10));

const activitiesQuery = z
  .object({
    since_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
    account_id: z.coerce.number().int().positive().max(2147483647).optional(),
    start_from: day.optional(),
    until: day.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .refine((q) => !q.start_from || !q.until || q.start_from <= q.until, { path: ['until'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal.' });

const accountsQuery = z.object({
  search: z.string().max(100).regex(/^[^\u0000-\u001f\u007f]*$/, 'Pencarian mengandung karakter yang tidak diizinkan.').optional(),
  id: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

const fieldErrors = (e: z.ZodError) => Object.fromEntries(e.issues.map((i) => [String(i.path[0] ?? '_'), i.message || 'Tidak valid.']));

export async function platformRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('app_settings', settingsHooks(() => app.ctx.settings.invalidate()));

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
    if (!r.success) throw validationError(fieldErrors(r.error));
    const q = r.data;
    const limit = q.limit ?? ACTIVITY_PAGE;
    const where: SQL[] = [];
    if (q.since_id) where.push(lt(activityLog.id, q.since_id));
    if (q.account_id) where.push(eq(activityLog.account_id, q.account_id));
    // dates are days in WIB (Asia/Jakarta, UTC+7)
    if (q.start_from) where.push(gte(activityLog.ts, `${q.start_from}T00:00:00+07:00`));
    if (q.until) where.push(lte(activityLog.ts, `${q.until}T23:59:59.999+07:00`));
    // one row more than asked tells whether "Selebihnya" has anything to load
    const found = await db
      .select()
      .from(activityLog)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(activityLog.id))
      .limit(limit + 1);
    const rows = found.slice(0, limit);
    return {
      status: 1,
      since_id: rows.length ? rows[rows.length - 1]!.id : null,
      more: found.length > limit,
      data: rows.map((a) => ({ id: a.id, ts: a.ts, account: { id: a.account_id, username: a.username }, name: a.name, data: a.data })),
    };
  });

  /**
   * Accounts for the activity log's user filter (PLT-12): the same readers as
   * the log (developers may not list accounts otherwise), only id, username
   * and name; `id` answers one account (the label of a filter in a link).
   */
  app.get('/activities/accounts', { config: { permission: { resource: 'activities', action: 'list' } } }, async (req) => {
    const r = accountsQuery.safeParse(req.query);
    if (!r.success) throw validationError(fieldErrors(r.error));
    const { search, id, limit = 20 } = r.data;
    const term = search?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    const where: SQL[] = [];
    if (id) where.push(inArray(usrAsn.id, [id]));
    if (term) where.push(or(ilike(usrAsn.username, `%${term}%`), ilike(usrAsn.nama_lengkap, `%${term}%`))!);
    const rows = await db
      .select({ id: usrAsn.id, username: usrAsn.username, nama_lengkap: usrAsn.nama_lengkap })
      .from(usrAsn)
      .where(where.length ? and(...where) : undefined)
      .orderBy(asc(usrAsn.username))
      .limit(limit);
    return { status: 1, data: rows, total: rows.length };
  });

}
