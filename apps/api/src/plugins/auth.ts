import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, inArray, or, sql } from 'drizzle-orm';
import {
  AREA_ROLES,
  CENTRAL_ROLES,
  REGIONAL_ROLES,
  can,
  inRoles,
  isBerkas,
  isResourceName,
  normalizeRole,
  metodeBolehTokenApi,
  PESAN_AKSES_API,
  tahunArsip,
  type SessionUser,
} from '@sigap/domain';
import type { Database, Db } from '../db/client';
import { dengar, SALURAN_AKUN, type Pendengar } from '../lib/dengar';
import { mDaerah, usrAsn, usrAsnDaerah, wilayahDaerah, profilPemda } from '../db/schema';
import { AppError } from '../lib/errors';
import { PARAM_UNDUH, periksaUnduh } from '../lib/unduh-token';
import { bacaTokenApi, galatPakai, pakaiKunciApi } from '../lib/token-api';
import { allowedYearsSetting, type SettingsMap } from '../lib/settings';

export interface TokenPayload {
  sub: number;
  v: number;
}

type AccountRow = typeof usrAsn.$inferSelect;

/**
 * The regions an account sees and its profile: the part of the session user that needs queries (a verifier's area
 * is a SELECT DISTINCT over m_daerah).
 */
interface Regions {
  daerah_ids: number[] | null;
  profil_id: number | null;
}

/** Tables whose rows feed the session cache (their triggers announce changes, migration 0016). */
export const SESSION_SOURCE_TABLES = new Set(['m_daerah', 'wilayah_daerah', 'usr_asn_daerah', 'profil_pemda', 'usr_asn']);
const MAKS_ENTRI_SESI = 50_000;

interface EntriSesi {
  acc: AccountRow;
  regions: Regions;
}

/**
 * What a session token needs, per account id, kept in the process (decision 95): the account row (active, token
 * version, role, region) and its visible regions, so an authenticated request reads nothing from the database.
 * Invalidated by the notifications of the channel `sigap_akun` (lib/dengar.ts), sent by triggers in the same
 * transaction as the change, so every process of every machine drops an entry right after the commit. The cache is
 * used and filled only while the listener is connected; a lost connection drops everything. An entry read from the
 * database while a notification arrived is not kept (generation counter), so a stale row never sticks.
 */
export class CacheSesi {
  private readonly peta = new Map<number, EntriSesi>();
  private generasi = 0;
  readonly pendengar: Pendengar;

  constructor(
    private readonly db: Db,
    database: Database,
    log?: (pesan: string, err?: unknown) => void,
  ) {
    this.pendengar = dengar(database, SALURAN_AKUN, { pesan: (p) => this.pesan(p), putus: () => this.kosongkan(), log });
    semuaCache.add(this);
  }

  private pesan(payload: string) {
    this.generasi++;
    const id = Number(payload);
    if (payload === '*' || !Number.isInteger(id)) this.peta.clear();
    else this.peta.delete(id);
  }

  kosongkan() {
    this.generasi++;
    this.peta.clear();
  }

  /** Entries held (tests). */
  get ukuran() {
    return this.peta.size;
  }

  async ambil(id: number): Promise<EntriSesi | null> {
    const aktif = this.pendengar.aktif();
    if (aktif) {
      const hit = this.peta.get(id);
      if (hit) return hit;
    }
    const gen = this.generasi;
    const acc = await findAccount(this.db, id);
    if (!acc) return null;
    const role = normalizeRole(acc.role);
    const regions = role === 'guest' ? { daerah_ids: [], profil_id: null } : await loadRegions(this.db, acc, role);
    const entri = { acc, regions };
    if (aktif && gen === this.generasi && this.pendengar.aktif()) {
      if (this.peta.size >= MAKS_ENTRI_SESI) this.peta.clear();
      this.peta.set(id, entri);
    }
    return entri;
  }

  async tutup() {
    semuaCache.delete(this);
    this.kosongkan();
    await this.pendengar.tutup();
  }
}

const semuaCache = new Set<CacheSesi>();

/**
 * Drops the session caches of this process at once (the generic CRUD and account commands call it after writing a
 * table the session reads). The triggers already announce those changes to every process; this only makes the
 * writing process not depend on the notification's arrival.
 */
export function invalidateSessionCache(_db?: unknown): void {
  for (const c of semuaCache) c.kosongkan();
}

async function loadRegions(db: Db, acc: AccountRow, role: ReturnType<typeof normalizeRole>): Promise<Regions> {
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
  let profil_id: number | null = null;
  if (acc.m_daerah_id != null) {
    const [p] = await db.select({ id: profilPemda.id }).from(profilPemda).where(eq(profilPemda.m_daerah_id, acc.m_daerah_id));
    profil_id = p?.id ?? null;
  }
  return { daerah_ids, profil_id };
}

/** Builds the session user of an account: role, region, visible regions and years. */
export async function resolveSessionUser(db: Db, acc: AccountRow, settings: SettingsMap, known?: Regions): Promise<SessionUser> {
  const role = normalizeRole(acc.role);
  if (role === 'guest') throw new AppError('FORBIDDEN', 'Peran akun ini tidak dikenal.');
  const regions = known ?? (await loadRegions(db, acc, role));
  const daerah_ids = regions.daerah_ids ? [...regions.daerah_ids] : null;
  const profil_id = regions.profil_id;
  const central = inRoles(role, CENTRAL_ROLES);
  const allowed_years = central || settings.data_tahun_all === '1' ? null : allowedYearsSetting(settings);
  const arsip = tahunArsip(settings);
  const readable_years = allowed_years
    ? [...new Set([...Array.from({ length: Math.max(0, arsip.max - arsip.min + 1) }, (_, i) => arsip.min + i), ...allowed_years])].sort((a, b) => a - b)
    : null;
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

type KlaimSesi = TokenPayload & { typ?: unknown; aud?: unknown; exp?: number };
/**
 * Session tokens already verified, per application context (each has its own secret: tests build several in one
 * process), until their own expiry; bounded like the session cache.
 */
const tokenTerverifikasiCache = new WeakMap<object, Map<string, KlaimSesi>>();

/**
 * The claims of a session token, its signature checked and its claims kept for `tokenTersimpan` until the token's
 * `exp` (one HMAC and one JSON parse per token and process, not per request; an API or download token has another
 * key, fails here and is never kept). Revocation is not this cache's concern: the caller compares the token version
 * with the session cache on every request.
 */
function tokenTerverifikasi(app: FastifyInstance, token: string): KlaimSesi {
  let peta = tokenTerverifikasiCache.get(app.ctx);
  if (!peta) tokenTerverifikasiCache.set(app.ctx, (peta = new Map()));
  const klaim = app.jwt.verify<KlaimSesi>(token);
  if (peta.size >= MAKS_ENTRI_SESI) peta.clear();
  if (typeof klaim.exp === 'number') peta.set(token, klaim);
  return klaim;
}

/** The kept claims of a token verified before and not yet expired (an expired one is dropped), else null. */
function tokenTersimpan(app: FastifyInstance, token: string): KlaimSesi | null {
  const peta = tokenTerverifikasiCache.get(app.ctx);
  const ada = peta?.get(token);
  if (!ada) return null;
  if (ada.exp! * 1000 > Date.now()) return ada;
  peta!.delete(token);
  return null;
}

/** Verifies the bearer token and loads the user; 401 when absent, expired or revoked. */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser> {
  if (req.auth) return req.auth;
  const header = req.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) throw new AppError('UNAUTHENTICATED', 'Silakan masuk terlebih dahulu.');
  const token = header.replace(/^Bearer\s+/i, '').trim();
  // a session token this process has verified before (the common case) needs no other check of the token itself
  let payload: KlaimSesi | null = tokenTersimpan(app, token);
  if (!payload) {
    // an access token made from an API key (modules/akses): read-only, the owner's scope
    const api = bacaTokenApi(app, token);
    if (api) return masukLewatTokenApi(app, req, api);
    try {
      payload = tokenTerverifikasi(app, token);
    } catch {
      throw new AppError('UNAUTHENTICATED');
    }
  }
  // only a session token is a session: a download token (lib/unduh-token.ts) has its own key, `typ` and `aud`
  if (payload.typ !== undefined || payload.aud !== undefined) throw new AppError('UNAUTHENTICATED');
  return sesiAkun(app, req, Number(payload.sub), payload.v);
}

/** The session user of a verified token's account; 401 when the account is gone or the token revoked. */
async function sesiAkun(app: FastifyInstance, req: FastifyRequest, sub: number, v: number): Promise<SessionUser> {
  const entri = await app.cacheSesi.ambil(sub);
  const acc = entri?.acc;
  if (!acc || acc.token_version !== v) throw new AppError('UNAUTHENTICATED');
  if (acc.is_active !== 1) throw new AppError('ACCOUNT_INACTIVE');
  req.auth = await resolveSessionUser(app.ctx.db, acc, await app.ctx.settings.all(), entri.regions);
  return req.auth;
}

/**
 * A request with an API token (lib/token-api.ts, decision 74): only reads (GET, HEAD) — anything else 403 before
 * the key is even counted; the key must still be active and within its rate limit (counted in its row); then the
 * owner's session user, so every route's permission and data scope apply exactly as to the owner, and the owner
 * must still hold a role of matrix `api_access`.
 */
async function masukLewatTokenApi(app: FastifyInstance, req: FastifyRequest, t: { sub: number; v: number; k: number }): Promise<SessionUser> {
  if (!metodeBolehTokenApi(req.method)) throw new AppError('FORBIDDEN', PESAN_AKSES_API.hanyaBaca);
  const pakai = await pakaiKunciApi(app.ctx.db, t.k);
  if (!pakai.ok) throw galatPakai(pakai);
  if (pakai.usr_asn_id !== t.sub) throw new AppError('UNAUTHENTICATED', 'Token API tidak sah.');
  const user = await sesiAkun(app, req, t.sub, t.v);
  if (!can(user, 'read', 'api_access')) {
    req.auth = null;
    throw new AppError('FORBIDDEN', 'Peran akun ini tidak lagi berhak memakai akses API.');
  }
  req.aksesApi = { kunci_id: t.k };
  return user;
}

/**
 * A file answer (download, PDF, `/media/…`) opened by the browser as a plain link carries a download token as
 * `?unduh=` (POST /unduh/token): verified against this request's address, it signs the request in as its
 * account; permission and scope are checked as usual afterwards. The parameter is then removed from the
 * query, so handlers never see it. A session token is never accepted here (nor `?access_token=`).
 */
async function masukLewatTokenUnduh(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const cfg = req.routeOptions.config;
  if (!cfg?.kontrak || !isBerkas(cfg.kontrak.jawaban) || (req.method !== 'GET' && req.method !== 'HEAD')) return;
  const q = req.query as Record<string, unknown> | undefined;
  const token = q?.[PARAM_UNDUH];
  if (typeof token !== 'string') return; // absent, or not text: the contract answers 422
  const { sub, v } = periksaUnduh(app, token, req.url);
  await sesiAkun(app, req, sub, v);
  delete q![PARAM_UNDUH];
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cache of this app instance (plugins/auth.ts). */
    cacheSesi: CacheSesi;
  }
}

export function registerAuthHooks(app: FastifyInstance) {
  const cache = new CacheSesi(app.ctx.db, app.ctx.database, (pesan, err) => app.log.warn({ err }, pesan));
  app.decorate('cacheSesi', cache);
  app.addHook('onClose', async () => cache.tutup());
  // PostgreSQL: a write answered by this process is followed by its notification before the answer leaves, so the
  // client's next request (to this process) never meets the entry the write made stale
  if (app.ctx.database.kind === 'postgres')
    app.addHook('onSend', async (req, _reply, payload) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') await cache.pendengar.sinkron();
      return payload;
    });
  app.decorateRequest('auth', null);
  app.decorateRequest('aksesApi', null);
  const routes: ProtectedRoute[] = [];
  app.decorate('protectedRoutes', routes);
  app.addHook('onRoute', (r) => {
    const p = r.config?.permission;
    if (!p) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url, ...p });
  });
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    // file answers (downloads, /media/…) are opened by the browser as plain links: `?unduh=<download token>`
    await masukLewatTokenUnduh(app, req);
    if (!cfg?.permission && !cfg?.auth) return;
    const user = await authenticate(app, req);
    if (cfg.permission) {
      const resource = cfg.permission.resource === ':table' ? String((req.params as { table?: string }).table ?? '') : cfg.permission.resource;
      if (!isResourceName(resource)) throw new AppError('UNKNOWN_RESOURCE');
      assertCan(user, cfg.permission.action, resource);
    }
  });
}

