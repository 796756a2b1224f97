import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import { validationError } from '../../lib/errors';

const TANGGAL = /^(\d{4})-(\d{2})-(\d{2})$/;

function tanggalValid(s: string): boolean {
  const m = TANGGAL.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const satu = (v: unknown): string | undefined => {
  const x = Array.isArray(v) ? v[0] : v;
  return typeof x === 'string' && x.trim() !== '' ? x.trim() : undefined;
};

/**
 * rawlog (IDX-07): the raw activity entries (`activity_log`), every field as
 * stored, newest first, with paging (page from 0) and filters: username
 * (exact), name (contains), profil_id (entries whose data names the region),
 * start_from / until (WIB days, inclusive). Admin and superadmin.
 */
export async function rawlogRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get('/rawlog', { config: { permission: { resource: 'indeks', action: 'recount' } } }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const errors: Record<string, string> = {};
    const int = (name: string, d: number, min: number, max: number) => {
      const raw = satu(q[name]);
      if (raw === undefined) return d;
      const n = Number(raw);
      if (!/^\d+$/.test(raw) || n < min || n > max) {
        errors[name] = `Harus bilangan bulat ${min} sampai ${max}.`;
        return d;
      }
      return n;
    };
    const page = int('page', 0, 0, 1_000_000);
    const perPage = int('per_page', 20, 1, 100);
    const profil = satu(q.profil_id) === undefined ? undefined : int('profil_id', 0, 1, 2_147_483_647);
    const username = satu(q.username);
    const name = satu(q.name);
    if (name && name.length > 100) errors.name = 'Paling banyak 100 karakter.';
    if (username && username.length > 60) errors.username = 'Paling banyak 60 karakter.';
    const dari = satu(q.start_from);
    const sampai = satu(q.until);
    if (dari && !tanggalValid(dari)) errors.start_from = 'Tanggal harus berformat YYYY-MM-DD.';
    if (sampai && !tanggalValid(sampai)) errors.until = 'Tanggal harus berformat YYYY-MM-DD.';
    if (dari && sampai && tanggalValid(dari) && tanggalValid(sampai) && dari > sampai) errors.until = 'Tanggal akhir tidak boleh sebelum tanggal awal.';
    if (Object.keys(errors).length) throw validationError(errors);

    const where: SQL[] = [];
    if (username) where.push(eq(activityLog.username, username));
    if (name) where.push(ilike(activityLog.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (profil) where.push(sql`${activityLog.data} @> ${JSON.stringify([{ name: 'profil_id', value: String(profil) }])}::jsonb`);
    // WIB days: [start 00:00 WIB, until+1 00:00 WIB)
    if (dari) where.push(sql`${activityLog.ts} >= (${dari}::date)::timestamp at time zone 'Asia/Jakarta'`);
    if (sampai) where.push(sql`${activityLog.ts} < (${sampai}::date + 1)::timestamp at time zone 'Asia/Jakarta'`);
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: activityLog.id, ts: activityLog.ts, account_id: activityLog.account_id, username: activityLog.username, name: activityLog.name, data: activityLog.data })
        .from(activityLog)
        .where(filter)
        .orderBy(desc(activityLog.id))
        .limit(perPage)
        .offset(page * perPage),
      db.select({ n: count() }).from(activityLog).where(filter),
    ]);
    return { status: 1, data: rows, total: Number(total?.n ?? 0), page, per_page: perPage };
  });
}
