import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { BATAS_KUNCI_API, JENDELA_KUNCI_API_MS, PESAN_AKSES_API, TOKEN_API_TTL_DETIK } from '@sigap/domain';
import type { DbOrTx } from '../db/client';
import { AppError } from './errors';

/**
 * Access tokens made from an API key (PLT-13, modules/akses): a JWT of its own kind, never a session.
 * - Signed with a key derived from JWT_SECRET for this purpose only (a session token never verifies as an API
 *   token and the other way round; plugins/auth.ts also refuses `typ`/`aud` on sessions).
 * - `aud` {@link API_AUD}, `typ: 'api'`, `sub` the owner, `v` its token_version, `k` the key's id.
 * - 15 minutes (domain TOKEN_API_TTL_DETIK).
 * Every request with one goes through {@link pakaiKunciApi}: the key must still be active, and it counts against
 * the key's rate limit, kept in the key's row (so every API process on the database agrees).
 */

export const API_AUD = 'sigap:api';
export const API_TYP = 'api';

export interface TokenApiPayload {
  sub: number;
  v: number;
  k: number;
  typ: typeof API_TYP;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request signed in with an API token (the key's id): read-only, the owner's scope. */
    aksesApi: { kunci_id: number } | null;
  }
}

const kunciCache = new Map<string, string>();
function kunciTokenApi(secret: string): string {
  let k = kunciCache.get(secret);
  if (!k) {
    k = crypto.createHmac('sha256', secret).update('sigap-api-token-v1').digest('base64url');
    kunciCache.set(secret, k);
  }
  return k;
}

let jam: () => number = () => Date.now();
/** Tests only: a controllable clock for the key rate limit (`null`: the real clock again). */
export function aturJamAksesApi(f: (() => number) | null): void {
  jam = f ?? (() => Date.now());
}

/** Signs an access token for the owner of key `kunciId`. */
export function tandaiTokenApi(app: FastifyInstance, acc: { id: number; token_version: number }, kunciId: number): { token: string; kedaluwarsa: Date } {
  const token = app.jwt.sign({ sub: acc.id, v: acc.token_version, k: kunciId, typ: API_TYP }, { key: kunciTokenApi(app.ctx.config.JWT_SECRET), expiresIn: TOKEN_API_TTL_DETIK, aud: API_AUD });
  const { exp } = app.jwt.decode<{ exp: number }>(token)!;
  return { token, kedaluwarsa: new Date(exp * 1000) };
}

/**
 * The payload of an API token, or null when `token` is not one (a session or anything else: the caller goes on
 * with its own check). 401 when it claims to be one but is forged or expired.
 */
export function bacaTokenApi(app: FastifyInstance, token: string): { sub: number; v: number; k: number } | null {
  let klaim: { typ?: unknown } | null = null;
  try {
    klaim = app.jwt.decode<{ typ?: unknown }>(token);
  } catch {
    return null;
  }
  if (!klaim || klaim.typ !== API_TYP) return null;
  let p: TokenApiPayload;
  try {
    p = app.jwt.verify<TokenApiPayload>(token, { key: kunciTokenApi(app.ctx.config.JWT_SECRET), allowedAud: API_AUD });
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new AppError('UNAUTHENTICATED', code === 'FAST_JWT_EXPIRED' ? 'Token API sudah kedaluwarsa (berlaku 15 menit). Tukar kunci API lagi.' : 'Token API tidak sah.');
  }
  if (p.typ !== API_TYP || typeof p.v !== 'number' || !Number.isInteger(Number(p.sub)) || !Number.isInteger(Number(p.k))) throw new AppError('UNAUTHENTICATED', 'Token API tidak sah.');
  return { sub: Number(p.sub), v: p.v, k: Number(p.k) };
}

export type HasilPakai = { ok: true; usr_asn_id: number } | { ok: false; sebab: 'dicabut' } | { ok: false; sebab: 'dibatasi'; tungguMs: number };

/**
 * One use of a key (an exchange, or a request with one of its tokens), in one statement: refused when the key
 * is revoked or gone; else counted in its window (a new window starts when the last one is over) and its last
 * use set. More than BATAS_KUNCI_API uses in a window are refused until the window ends. Atomic per row, so
 * parallel requests and several API processes count alike.
 */
export async function pakaiKunciApi(db: DbOrTx, kunciId: number): Promise<HasilPakai> {
  const now = new Date(jam());
  const batasLama = new Date(now.getTime() - JENDELA_KUNCI_API_MS);
  const nowIso = now.toISOString();
  const lamaIso = batasLama.toISOString();
  const r = (await db.execute(sql`
    update api_keys set
      jendela_jumlah = case when jendela_mulai is null or jendela_mulai <= ${lamaIso}::timestamptz or jendela_mulai > ${nowIso}::timestamptz then 1 else jendela_jumlah + 1 end,
      jendela_mulai = case when jendela_mulai is null or jendela_mulai <= ${lamaIso}::timestamptz or jendela_mulai > ${nowIso}::timestamptz then ${nowIso}::timestamptz else jendela_mulai end,
      last_used_at = ${nowIso}::timestamptz
    where id = ${kunciId} and revoked_at is null
    returning usr_asn_id, jendela_jumlah, jendela_mulai`)) as unknown as { rows: { usr_asn_id: number; jendela_jumlah: number; jendela_mulai: string | Date }[] };
  const row = r.rows[0];
  if (!row) return { ok: false, sebab: 'dicabut' };
  if (Number(row.jendela_jumlah) > BATAS_KUNCI_API) {
    const mulai = new Date(row.jendela_mulai).getTime();
    return { ok: false, sebab: 'dibatasi', tungguMs: Math.max(1000, mulai + JENDELA_KUNCI_API_MS - now.getTime()) };
  }
  return { ok: true, usr_asn_id: Number(row.usr_asn_id) };
}

/** The error of a refused use. */
export function galatPakai(h: Exclude<HasilPakai, { ok: true }>): AppError {
  if (h.sebab === 'dicabut') return new AppError('UNAUTHENTICATED', PESAN_AKSES_API.dicabut);
  return new AppError('RATE_LIMITED', PESAN_AKSES_API.perlambat(Math.ceil(h.tungguMs / 1000)), undefined, { tunggu_detik: Math.ceil(h.tungguMs / 1000) });
}
