import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, inArray, or, sql } from 'drizzle-orm';
import {
  AREA_ROLES,
  CENTRAL_ROLES,
  REGIONAL_ROLES,
  can,
  inRoles,
  isResourceName,
  normalizeRole,
  tahunArsip,
  type SessionUser,
} from '@sigap/domain';
import type { Db } from '../db/client';
import { mDaerah, usrAsn, usrAsnDaerah, wilayahDaerah, profilPemda } from '../db/schema';
import { AppError } from '../lib/errors';
import { allowedYearsSetting, type SettingsMap } from '../lib/settings';

export interface TokenPayload {
  sub: number;
  v: number;
}

type AccountRow = typeof usrAsn.$inferSelect;

/** Builds the session user of an account: role, region, visible regions and years. */
export async function resolveSessionUser(db: Db, acc: AccountRow, settings: SettingsMap): Promise<SessionUser> {
  const role = normalizeRole(acc.role);
  if (role === 'guest') throw new AppError('FORBIDDEN', 'Peran akun ini tidak dikenal.');
  let daerah_ids: number[] | null = null;
  if (inRoles(role, REGIONAL_ROLES)) {
    daerah_ids = acc.m_daerah_id != null ? [acc.m_daerah_id] : [];
    if (role === 'provinsi' && acc.m_daerah_id != null) {
      const kids = await db.select({ id: mDaerah.id }).from(mDaerah).where(eq(mDaerah.parent_id, acc.m_daerah_id));
      daerah_ids.push(...kids.map((k) => k.id));
    }
  } else if (inRoles(role, AREA_ROLES)) {
    const rows = await db
      .selectDistinct({ id: mDaerah.id })
      .from(mDaerah)
      .where(
        or(
          acc.area > 0
            ? inArray(mDaerah.id, db.select({ id: wilayahDaerah.m_daerah_id }).from(wilayahDaerah).where(eq(wilayahDaerah.wilayah_id, acc.area)))
            : sql`false`,
          inArray(mDaerah.id, db.select({ id: usrAsnDaerah.m_daerah_id }).from(usrAsnDaerah).where(eq(usrAsnDaerah.usr_asn_id, acc.id))),
        ),
      );
    daerah_ids = rows.map((r) => r.id).sort((a, b) => a - b);
  } else if (!inRoles(role, CENTRAL_ROLES)) {
    daerah_ids = acc.m_daerah_id != null ? [acc.m_daerah_id] : null;
  }
  const central = inRoles(role, CENTRAL_ROLES);
  const allowed_years = central || settings.data_tahun_all === '1' ? null : allowedYearsSetting(settings);
  const arsip = tahunArsip(settings);
  const readable_years = allowed_years
    ? [...new Set([...Array.from({ length: Math.max(0, arsip.max - arsip.min + 1) }, (_, i) => arsip.min + i), ...allowed_years])].sort((a, b) => a - b)
    : null;
  let profil_id: number | null = null;
  if (acc.m_daerah_id != null) {
    const [p] = await db.select({ id: profilPemda.id }).from(profilPemda).where(eq(profilPemda.m_daerah_id, acc.m_daerah_id));
    profil_id = p?.id ?? null;
  }
  return {
    id: acc.id,
    username: acc.username,
    role,
    nama_lengkap: acc.nama_lengkap,
    email: acc.email,
    m_daerah_id: acc.m_daerah_id,
    profil_id,
    area: acc.area,
    opd_perangkat_id: acc.opd_perangkat_id,
    upt_id: acc.upt_id,
    daerah_ids,
    allowed_years,
    readable_years,
  };
}

export async function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  const [acc] = await db.select().from(usrAsn).where(eq(usrAsn.id, id));
  return acc;
}

/** Verifies the bearer token and loads the user; 401 when absent, expired or revoked. */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser> {
  if (req.auth) return req.auth;
  const header = req.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) throw new AppError('UNAUTHENTICATED', 'Silakan masuk terlebih dahulu.');
  let payload: TokenPayload;
  try {
    payload = await req.jwtVerify<TokenPayload>();
  } catch {
    throw new AppError('UNAUTHENTICATED');
  }
  const acc = await findAccount(app.ctx.db, Number(payload.sub));
  if (!acc || acc.token_version !== payload.v) throw new AppError('UNAUTHENTICATED');
  if (acc.is_active !== 1) throw new AppError('ACCOUNT_INACTIVE');
  req.auth = await resolveSessionUser(app.ctx.db, acc, await app.ctx.settings.all());
  return req.auth;
}

/** Throws 403 unless the user's role may do the action on the resource. */
export function assertCan(user: SessionUser, action: string, resource: string): void {
  if (!isResourceName(resource) || !can(user, action, resource)) throw new AppError('FORBIDDEN');
}

/**
 * Route-level guard: routes declare `config: { permission: { resource, action } }`
 * (or `auth: true`); this hook authenticates and checks before the handler.
 * A `:table` resource is taken from the URL (generic CRUD).
 */
export interface ProtectedRoute {
  method: string;
  url: string;
  resource: string;
  action: string;
}

export function registerAuthHooks(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  const routes: ProtectedRoute[] = [];
  app.decorate('protectedRoutes', routes);
  app.addHook('onRoute', (r) => {
    const p = r.config?.permission;
    if (!p) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url, ...p });
  });
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (!cfg?.permission && !cfg?.auth) return;
    const user = await authenticate(app, req);
    if (cfg.permission) {
      const resource = cfg.permission.resource === ':table' ? String((req.params as { table?: string }).table ?? '') : cfg.permission.resource;
      if (!isResourceName(resource)) throw new AppError('UNKNOWN_RESOURCE');
      assertCan(user, cfg.permission.action, resource);
    }
  });
}

