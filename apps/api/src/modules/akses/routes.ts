import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  BATAS_KUNCI_API,
  can,
  HASIL_TUKAR,
  halaman,
  K_AKSES,
  KUNCI_AKTIF_PER_AKUN,
  normalizeRole,
  PESAN_AKSES_API,
  statusKunciApi,
  TOKEN_API_TTL_DETIK,
  type HasilTukar,
  type KunciApiRow,
} from '@sigap/domain';
import { apiAksesLog, apiKeys, usrAsn } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { galatPakai, pakaiKunciApi, tandaiTokenApi } from '../../lib/token-api';
import { rute, tidakDitemukan } from '../../plugins/kontrak';

/**
 * API access (PLT-13, decision 74). An account of the `api_access` roles holds one active key: `sgk_…` (public,
 * listed) and `sgs_…` (secret, 256 random bits, answered once and stored as an argon2id hash). `POST
 * /api/access/token` exchanges the pair for a 15-minute read-only token (lib/token-api.ts); every exchange, accepted
 * or refused, writes an audit row (api_akses_log). Key management itself needs a signed-in session: an API token is
 * refused here even on GET.
 */

const acak = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');
export const buatKunci = () => `sgk_${acak(24)}`;
export const buatRahasia = () => `sgs_${acak(32)}`;

const kolom = {
  id: apiKeys.id,
  nama: apiKeys.nama,
  api_key: apiKeys.api_key,
  created_at: apiKeys.created_at,
  last_used_at: apiKeys.last_used_at,
  revoked_at: apiKeys.revoked_at,
  jumlah_tukar: apiKeys.jumlah_tukar,
};
type Baris = Omit<KunciApiRow, 'status'>;
const keRow = (r: Baris): KunciApiRow => ({ ...r, status: statusKunciApi(r) });

function hanyaSesi(req: FastifyRequest): void {
  if (req.aksesApi) throw new AppError('FORBIDDEN', PESAN_AKSES_API.hanyaSesi);
}

async function catatTukar(
  db: DbOrTx,
  req: FastifyRequest,
  e: { api_key: string; api_key_id: number | null; usr_asn_id: number | null; hasil: HasilTukar },
): Promise<void> {
  await db.insert(apiAksesLog).values({
    api_key_id: e.api_key_id,
    usr_asn_id: e.usr_asn_id,
    api_key: e.api_key.slice(0, 64),
    hasil: e.hasil,
    ip: req.ip?.slice(0, 64) ?? null,
    user_agent: (req.headers['user-agent'] ?? '').slice(0, 255) || null,
  });
}

export async function aksesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_AKSES.daftar, async ({ user, req }) => {
    hanyaSesi(req);
    const rows = await db.select(kolom).from(apiKeys).where(eq(apiKeys.usr_asn_id, user.id)).orderBy(desc(apiKeys.id));
    return {
      status: 1 as const,
      data: rows.map(keRow),
      total: rows.length,
      ketentuan: { ttl_detik: TOKEN_API_TTL_DETIK, batas_per_menit: BATAS_KUNCI_API, kunci_aktif_maks: KUNCI_AKTIF_PER_AKUN },
    };
  });

  rute(app, K_AKSES.buat, async ({ user, body, req, reply }) => {
    hanyaSesi(req);
    const rahasia = buatRahasia();
    // argon2id outside the transaction (deliberately slow)
    const hash = await hashPassword(rahasia);
    const row = await db.transaction(async (tx) => {
      // the owner's row locked: two "create" clicks at once make one key, the other sees it
      await tx.select({ id: usrAsn.id }).from(usrAsn).where(eq(usrAsn.id, user.id)).for('update');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.usr_asn_id, user.id), isNull(apiKeys.revoked_at)));
      if (Number(n) >= KUNCI_AKTIF_PER_AKUN) throw new AppError('DUPLICATE', PESAN_AKSES_API.sudahAdaKunci);
      const [r] = await tx.insert(apiKeys).values({ usr_asn_id: user.id, api_key: buatKunci(), secret_hash: hash, nama: body.nama }).returning(kolom);
      await logActivity(tx, user, 'Membuat kunci API', { id: r!.id, nama: r!.nama, api_key: r!.api_key });
      return r!;
    });
    reply.status(201).header('Cache-Control', 'no-store');
    return { status: 1 as const, data: { ...keRow(row), api_secret: rahasia }, message: PESAN_AKSES_API.rahasiaSekali };
  });

  rute(app, K_AKSES.cabut, async ({ user, params, req }) => {
    hanyaSesi(req);
    await db.transaction(async (tx) => {
      const [k] = await tx
        .select({ id: apiKeys.id, api_key: apiKeys.api_key, revoked_at: apiKeys.revoked_at })
        .from(apiKeys)
        .where(and(eq(apiKeys.id, params.id), eq(apiKeys.usr_asn_id, user.id)))
        .for('update');
      // another account's key reads as not found
      if (!k) throw tidakDitemukan();
      if (k.revoked_at) return;
      await tx.update(apiKeys).set({ revoked_at: sql`now()` }).where(eq(apiKeys.id, k.id));
      await logActivity(tx, user, 'Mencabut kunci API', { id: k.id, api_key: k.api_key });
    });
    return { status: 1 as const, message: PESAN_AKSES_API.dicabutOk };
  });

  rute(app, K_AKSES.riwayat, async ({ user, params, query, req }) => {
    hanyaSesi(req);
    const [k] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.id, params.id), eq(apiKeys.usr_asn_id, user.id)));
    if (!k) throw tidakDitemukan();
    const { perPage, offset } = halaman(query, { perPage: 20 });
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      db
        .select({ id: apiAksesLog.id, created_at: apiAksesLog.created_at, hasil: apiAksesLog.hasil, ip: apiAksesLog.ip })
        .from(apiAksesLog)
        .where(eq(apiAksesLog.api_key_id, k.id))
        .orderBy(desc(apiAksesLog.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(apiAksesLog).where(eq(apiAksesLog.api_key_id, k.id)),
    ]);
    return {
      status: 1 as const,
      data: rows.map((r) => {
        const hasil = (r.hasil in HASIL_TUKAR ? r.hasil : 'kunci_tidak_dikenal') as HasilTukar;
        return { ...r, hasil, hasil_label: HASIL_TUKAR[hasil] };
      }),
      total: Number(n),
    };
  });

  /**
   * The exchange. The same answer for an unknown key and a wrong secret (and the same argon2 work); a known key
   * is counted against its rate limit before its secret is checked, so guessing a key's secret is limited too.
   * The address limit (per process) only slows down floods of unknown keys.
   */
  rute(
    app,
    K_AKSES.tukar,
    async ({ body, req, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const [k] = await db
        .select({ id: apiKeys.id, usr_asn_id: apiKeys.usr_asn_id, secret_hash: apiKeys.secret_hash, revoked_at: apiKeys.revoked_at })
        .from(apiKeys)
        .where(eq(apiKeys.api_key, body.api_key));
      if (!k) {
        await verifyPassword(await dummyHash(), body.api_secret);
        await catatTukar(db, req, { api_key: body.api_key, api_key_id: null, usr_asn_id: null, hasil: 'kunci_tidak_dikenal' });
        throw new AppError('UNAUTHENTICATED', PESAN_AKSES_API.kunciSalah);
      }
      const catat = (hasil: HasilTukar) => catatTukar(db, req, { api_key: body.api_key, api_key_id: k.id, usr_asn_id: k.usr_asn_id, hasil });
      const pakai = await pakaiKunciApi(db, k.id);
      if (!pakai.ok) {
        await catat(pakai.sebab);
        if (pakai.sebab === 'dibatasi') reply.header('Retry-After', String(Math.ceil(pakai.tungguMs / 1000)));
        throw galatPakai(pakai);
      }
      if (!(await verifyPassword(k.secret_hash, body.api_secret))) {
        await catat('rahasia_salah');
        throw new AppError('UNAUTHENTICATED', PESAN_AKSES_API.kunciSalah);
      }
      const [acc] = await db.select({ id: usrAsn.id, token_version: usrAsn.token_version, is_active: usrAsn.is_active, role: usrAsn.role }).from(usrAsn).where(eq(usrAsn.id, k.usr_asn_id));
      if (!acc || acc.is_active !== 1) {
        await catat('akun_nonaktif');
        throw new AppError('ACCOUNT_INACTIVE');
      }
      if (!can(normalizeRole(acc.role), 'read', 'api_access')) {
        await catat('peran_tidak_berhak');
        throw new AppError('FORBIDDEN', 'Peran akun ini tidak lagi berhak memakai akses API.');
      }
      const { token, kedaluwarsa } = tandaiTokenApi(app, acc, k.id);
      await db.transaction(async (tx) => {
        await tx.update(apiKeys).set({ jumlah_tukar: sql`${apiKeys.jumlah_tukar} + 1` }).where(eq(apiKeys.id, k.id));
        await catatTukar(tx, req, { api_key: body.api_key, api_key_id: k.id, usr_asn_id: k.usr_asn_id, hasil: 'berhasil' });
      });
      return {
        status: 1 as const,
        data: { access_token: token, token_type: 'Bearer' as const, expires_in: TOKEN_API_TTL_DETIK, expires_at: kedaluwarsa.toISOString(), scope: 'baca' as const },
      };
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
}
