import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Download tokens (`?unduh=`): a plain link (a download, a PDF in a frame, a new tab) cannot send the
 * Authorization header, so the web asks `POST /unduh/token` for a token bound to that one address and
 * appends it. The token is a JWT of its own kind, never a session:
 * - signed with a key derived from JWT_SECRET for this purpose only, so a session token never verifies
 *   here and a download token never verifies as a session (plugins/auth.ts also refuses `typ`/`aud`);
 * - `aud` {@link UNDUH_AUD} and `typ: 'unduh'`;
 * - bound to the account (`sub`, and `v` = token_version: signing out everywhere or a new password ends it);
 * - bound to one address: `h` is the SHA-256 of the path and query without `unduh` ({@link alamatKanonik});
 * - valid {@link UNDUH_TTL_MS} (5 minutes).
 */

export const UNDUH_AUD = 'sigap:unduh';
export const UNDUH_TYP = 'unduh';
export const UNDUH_TTL_MS = 5 * 60_000;
/** The query parameter that carries the token. */
export const PARAM_UNDUH = 'unduh';

export interface UnduhPayload {
  sub: number;
  v: number;
  typ: typeof UNDUH_TYP;
  h: string;
  iat: number;
  exp: number;
  aud: string;
}

const kunciCache = new Map<string, string>();
/** The signing key of download tokens: HMAC of the session secret, so the two can never be swapped. */
export function kunciUnduh(secret: string): string {
  let k = kunciCache.get(secret);
  if (!k) {
    k = crypto.createHmac('sha256', secret).update('sigap-unduh-token-v1').digest('base64url');
    kunciCache.set(secret, k);
  }
  return k;
}

/**
 * The address a token is bound to: the path (as the URL parser normalises it) and the query in its order,
 * without the `unduh` parameter and the fragment. The same function reads the address at issue and at use,
 * so `?a=1&unduh=…` and `?unduh=…&a=1` both match a token issued for `?a=1`. A host is never read
 * (the address is always joined to a fixed origin), so `//other/x` stays a path.
 */
export function alamatKanonik(url: string): string {
  const u = new URL(`http://sigap.invalid${url.startsWith('/') ? '' : '/'}${url}`);
  const q = new URLSearchParams(u.search);
  q.delete(PARAM_UNDUH);
  const s = q.toString();
  return `${u.pathname}${s ? `?${s}` : ''}`;
}

export const sidikAlamat = (url: string): string => crypto.createHash('sha256').update(alamatKanonik(url)).digest('base64url');

/**
 * Signs a download token for `url` and an account. `iatMs` sets the issue time (tests sign tokens issued in
 * the past to check the expiry without waiting).
 */
export function tandaiUnduh(app: FastifyInstance, acc: { id: number; token_version: number }, url: string, opts: { iatMs?: number } = {}): { token: string; kedaluwarsa: Date } {
  const iatMs = opts.iatMs ?? Date.now();
  const iat = Math.floor(iatMs / 1000);
  // @fastify/jwt reads a number as seconds
  const token = app.jwt.sign({ sub: acc.id, v: acc.token_version, typ: UNDUH_TYP, h: sidikAlamat(url), iat }, { key: kunciUnduh(app.ctx.config.JWT_SECRET), expiresIn: UNDUH_TTL_MS / 1000, aud: UNDUH_AUD });
  const { exp } = app.jwt.decode<{ exp: number }>(token)!;
  return { token, kedaluwarsa: new Date(exp * 1000) };
}

export const PESAN_UNDUH = {
  kedaluwarsa: 'Tautan unduhan sudah kedaluwarsa (berlaku 5 menit). Buka kembali dari halaman aplikasi.',
  tidakSah: 'Tautan unduhan tidak sah. Buka kembali dari halaman aplikasi.',
  berkasLain: 'Tautan unduhan ini dibuat untuk berkas lain.',
} as const;

/**
 * Verifies a download token against the address it is used on. 401 when it is not a download token, is
 * forged or expired; 403 when it was issued for another address. Returns the account id and version; the
 * caller checks them against the account (plugins/auth.ts).
 */
export function periksaUnduh(app: FastifyInstance, token: string, url: string): { sub: number; v: number } {
  let p: UnduhPayload;
  try {
    p = app.jwt.verify<UnduhPayload>(token, { key: kunciUnduh(app.ctx.config.JWT_SECRET), allowedAud: UNDUH_AUD });
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new AppError('UNAUTHENTICATED', code === 'FAST_JWT_EXPIRED' ? PESAN_UNDUH.kedaluwarsa : PESAN_UNDUH.tidakSah);
  }
  if (p.typ !== UNDUH_TYP || typeof p.h !== 'string' || typeof p.v !== 'number' || !Number.isInteger(Number(p.sub))) throw new AppError('UNAUTHENTICATED', PESAN_UNDUH.tidakSah);
  const h = sidikAlamat(url);
  if (h.length !== p.h.length || !crypto.timingSafeEqual(Buffer.from(h), Buffer.from(p.h))) throw new AppError('FORBIDDEN', PESAN_UNDUH.berkasLain);
  return { sub: Number(p.sub), v: p.v };
}
