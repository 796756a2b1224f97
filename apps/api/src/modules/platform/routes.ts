import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { ERRORS, K_PLATFORM, MENU_SECTIONS, modulMenu, modulesFor, polaLike } from '@sigap/domain';
import { activityLog, tuxeContents, usrAsn } from '../../db/schema';
import { sanitizeRichText } from '../../lib/sanitize';
import { rute } from '../../plugins/kontrak';
import { settingsHooks } from './settings-hooks';

const ACTIVITY_PAGE = 50;

export async function platformRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('app_settings', settingsHooks(() => app.ctx.settings.invalidate()));

  rute(app, K_PLATFORM.kesehatan, async ({ reply }) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 1, data: { database: 'ok', kind: app.ctx.database.kind } };
    } catch {
      // whatever the failure, the service cannot answer with data: monitors and load balancers see 503
      reply.status(503).header('Retry-After', '2');
      return { status: 0, code: 'DATABASE_UNAVAILABLE', message: ERRORS.DATABASE_UNAVAILABLE.message };
    }
  });

  rute(app, K_PLATFORM.modul, async ({ user }) => {
    // the sample screens (section Contoh) are listed only in demo mode: the web app knows demo mode by them
    const mods = modulesFor(user.role, { demo: app.ctx.config.demo });
    const menu = new Set(modulMenu(mods).map((m) => m.slug));
    return {
      status: 1,
      data: mods,
      sections: MENU_SECTIONS.map((title) => ({ title, modules: mods.filter((m) => m.section === title && menu.has(m.slug)).map((m) => m.slug) })).filter((s) => s.modules.length),
      total: mods.length,
    };
  });

  /** Settings are flags and periods, no secrets: readable before sign-in too. */
  rute(app, K_PLATFORM.pengaturan, async () => {
    const all = await app.ctx.settings.all();
    const data = Object.entries(all).map(([name, setting_value]) => ({ name, setting_value }));
    return { status: 1, data, total: data.length };
  });

  rute(app, K_PLATFORM.konten, async ({ query: { section } }) => {
    const rows = await db
      .select()
      .from(tuxeContents)
      .where(section ? eq(tuxeContents.section, section) : undefined)
      .orderBy(tuxeContents.id);
    // public HTML: cleaned on write, and again on read for rows stored before the write was cleaned
    const data = rows.map((r) => (typeof r.content === 'string' ? { ...r, content: sanitizeRichText(r.content) } : r));
    return { status: 1, data, total: data.length };
  });

  rute(app, K_PLATFORM.aktivitas, async ({ query: q }) => {
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
  rute(app, K_PLATFORM.akunAktivitas, async ({ query: { search, id, limit = 20 } }) => {
    const term = search?.trim();
    const where: SQL[] = [];
    if (id) where.push(inArray(usrAsn.id, [id]));
    if (term) where.push(or(ilike(usrAsn.username, polaLike(term)), ilike(usrAsn.nama_lengkap, polaLike(term)))!);
    const rows = await db
      .select({ id: usrAsn.id, username: usrAsn.username, nama_lengkap: usrAsn.nama_lengkap })
      .from(usrAsn)
      .where(where.length ? and(...where) : undefined)
      .orderBy(asc(usrAsn.username))
      .limit(limit);
    return { status: 1, data: rows, total: rows.length };
  });
}
