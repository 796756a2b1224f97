import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { modulesFor, normalizeRole, ROLE_LABELS, type Role } from '@sigap/domain';
import { mDaerah, passwordReset, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { sessionFlags } from '../../lib/settings';
import { authenticate, resolveSessionUser } from '../../plugins/auth';

/** Roles a visitor may ask for when registering; an admin activates the account. */
export const SELF_REGISTER_ROLES = ['pemda', 'opd', 'asn', 'upt', 'peserta.diklat'] as const satisfies readonly Role[];
const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

function fieldErrors(issues: z.core.$ZodIssue[], labels: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '_');
    out[k] ??= i.code === 'invalid_type' && i.input === undefined ? `${labels[k] ?? k} wajib diisi.` : i.message;
  }
  return out;
}

function parse<T extends z.ZodType>(schema: T, input: unknown, labels: Record<string, string>): z.infer<T> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw validationError(fieldErrors(r.error.issues, labels));
  return r.data;
}

const passwordRule = z
  .string()
  .min(8, 'Kata sandi minimal 8 karakter.')
  .max(128, 'Kata sandi maksimal 128 karakter.')
  .regex(/[A-Za-z]/, 'Kata sandi harus memuat huruf.')
  .regex(/[0-9]/, 'Kata sandi harus memuat angka.');

const loginSchema = z.object({
  username: z.string().trim().min(1, 'Nama pengguna wajib diisi.').max(100, 'Nama pengguna terlalu panjang.'),
  password: z.string().min(1, 'Kata sandi wajib diisi.').max(256, 'Kata sandi terlalu panjang.'),
});

const registerSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, 'Nama pengguna minimal 3 karakter.')
      .max(60, 'Nama pengguna maksimal 60 karakter.')
      .regex(/^[a-zA-Z0-9._-]+$/, 'Nama pengguna hanya boleh huruf, angka, titik, garis bawah dan tanda hubung.'),
    password: passwordRule,
    password_confirmation: z.string(),
    nama_lengkap: z.string().trim().min(1, 'Nama lengkap wajib diisi.').max(255, 'Nama lengkap terlalu panjang.'),
    email: z.string().trim().max(255).email('Email harus berupa alamat email yang valid.'),
    m_daerah_id: z.coerce.number({ message: 'Daerah wajib dipilih.' }).int().positive('Daerah wajib dipilih.'),
    role: z.enum(SELF_REGISTER_ROLES, { message: 'Peran tidak dapat dipilih untuk pendaftaran mandiri.' }).default('pemda'),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'Konfirmasi kata sandi tidak sama.' });

const forgotSchema = z.object({ email: z.string().trim().min(1, 'Email atau nama pengguna wajib diisi.').max(255) });
const resetSchema = z
  .object({ token: z.string().min(10, 'Token tidak valid.').max(200), password: passwordRule, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'Konfirmasi kata sandi tidak sama.' });

export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  const signToken = (acc: { id: number; token_version: number }) => app.jwt.sign({ sub: acc.id, v: acc.token_version }, { expiresIn: config.JWT_EXPIRES_IN });

  const mePayload = async (acc: typeof usrAsn.$inferSelect) => {
    const settings = await app.ctx.settings.all();
    const user = await resolveSessionUser(db, acc, settings);
    let daerah: { id: number; nama: string; kode: string; tingkat: number } | null = null;
    if (acc.m_daerah_id) {
      const [d] = await db.select({ id: mDaerah.id, nama: mDaerah.nama, kode: mDaerah.kode, tingkat: mDaerah.tingkat }).from(mDaerah).where(eq(mDaerah.id, acc.m_daerah_id));
      daerah = d ?? null;
    }
    return {
      ...user,
      role_label: ROLE_LABELS[user.role],
      daerah,
      ...sessionFlags(settings),
      modules: modulesFor(user.role).map((m) => m.slug),
    };
  };

  app.post(
    '/login',
    { config: { rateLimit: { max: config.LOGIN_RATE_MAX, timeWindow: '1 minute', keyGenerator: (req) => `${req.ip}|${String((req.body as { username?: unknown })?.username ?? '').toLowerCase()}` } } },
    async (req) => {
      const { username, password } = parse(loginSchema, req.body, { username: 'Nama pengguna', password: 'Kata sandi' });
      const [acc] = await db.select().from(usrAsn).where(sql`lower(${usrAsn.username}) = ${username.toLowerCase()}`);
      // same work and the same answer whether the user exists or not
      const ok = await verifyPassword(acc?.password ?? (await dummyHash()), password);
      if (!acc || !ok) throw new AppError('INVALID_CREDENTIALS');
      if (acc.is_active !== 1) throw new AppError('ACCOUNT_INACTIVE');
      if (normalizeRole(acc.role) === 'guest') throw new AppError('FORBIDDEN', 'Peran akun ini tidak dikenal.');
      await db.transaction(async (tx) => {
        await tx.update(usrAsn).set({ last_login_at: sql`now()` }).where(eq(usrAsn.id, acc.id));
        await logActivity(tx, acc, 'Masuk ke aplikasi', { ip: req.ip });
      });
      return { status: 1, token: signToken(acc), user: await mePayload(acc) };
    },
  );

  app.get('/me', { config: { auth: true } }, async (req) => {
    const [acc] = await db.select().from(usrAsn).where(eq(usrAsn.id, req.auth!.id));
    return { status: 1, data: await mePayload(acc!) };
  });

  app.post('/register', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (req, reply) => {
    const input = parse(registerSchema, req.body, {
      username: 'Nama pengguna',
      password: 'Kata sandi',
      password_confirmation: 'Konfirmasi kata sandi',
      nama_lengkap: 'Nama lengkap',
      email: 'Email',
      m_daerah_id: 'Daerah',
    });
    const [daerah] = await db.select({ id: mDaerah.id }).from(mDaerah).where(eq(mDaerah.id, input.m_daerah_id));
    if (!daerah) throw validationError({ m_daerah_id: 'Daerah tidak ditemukan.' });
    const [taken] = await db.select({ id: usrAsn.id }).from(usrAsn).where(sql`lower(${usrAsn.username}) = ${input.username.toLowerCase()}`);
    if (taken) throw new AppError('DUPLICATE', 'Nama pengguna sudah dipakai.', { username: 'Nama pengguna sudah dipakai.' });
    const password = await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(usrAsn)
        .values({
          username: input.username,
          password,
          role: input.role,
          m_daerah_id: input.m_daerah_id,
          nama_lengkap: input.nama_lengkap,
          email: input.email,
          is_active: 0,
        })
        .returning({ id: usrAsn.id, username: usrAsn.username });
      await logActivity(tx, row!, 'Pendaftaran akun baru', { username: input.username, role: input.role, m_daerah_id: input.m_daerah_id });
      return row!;
    });
    return reply.status(201).send({
      status: 1,
      data: { id: created.id, username: created.username, is_active: 0 },
      message: 'Pendaftaran berhasil. Akun Anda akan aktif setelah disetujui admin.',
    });
  });

  app.post('/password/forgot', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (req) => {
    const { email } = parse(forgotSchema, req.body, { email: 'Email' });
    const key = email.toLowerCase();
    const [acc] = await db
      .select()
      .from(usrAsn)
      .where(sql`(lower(${usrAsn.email}) = ${key} or lower(${usrAsn.username}) = ${key}) and ${usrAsn.is_active} = 1`)
      .limit(1);
    if (acc?.email) {
      const token = crypto.randomBytes(32).toString('base64url');
      await db.insert(passwordReset).values({
        usr_asn_id: acc.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + RESET_TTL_MS).toISOString(),
      });
      const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      const link = `${base}/reset-password?token=${token}`;
      await app.ctx.mailer.send({
        to: acc.email,
        subject: 'Atur ulang kata sandi SIGAP Inovasi',
        text: `Yth. ${acc.nama_lengkap},\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun "${acc.username}".\nBuka tautan berikut dalam 60 menit untuk membuat kata sandi baru:\n\n${link}\n\nTautan hanya dapat dipakai satu kali. Abaikan email ini bila Anda tidak memintanya.\n`,
      });
    }
    // the same answer whether or not the account exists
    return { status: 1, message: 'Jika akun ditemukan, tautan atur ulang kata sandi telah dikirim ke email terdaftar.' };
  });

  app.post('/password/reset', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (req) => {
    const input = parse(resetSchema, req.body, { token: 'Token', password: 'Kata sandi', password_confirmation: 'Konfirmasi kata sandi' });
    const password = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(passwordReset)
        .set({ used_at: sql`now()` })
        .where(and(eq(passwordReset.token_hash, sha256(input.token)), isNull(passwordReset.used_at), gt(passwordReset.expires_at, sql`now()`)))
        .returning();
      if (!row) throw new AppError('TOKEN_INVALID');
      const [acc] = await tx
        .update(usrAsn)
        .set({ password, token_version: sql`${usrAsn.token_version} + 1`, updated_at: sql`now()` })
        .where(eq(usrAsn.id, row.usr_asn_id))
        .returning();
      await logActivity(tx, acc!, 'Atur ulang kata sandi', { username: acc!.username });
    });
    return { status: 1, message: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.' };
  });

  app.post('/password/change', { config: { auth: true } }, async (req) => {
    const schema = z
      .object({ password_lama: z.string().min(1, 'Kata sandi lama wajib diisi.').max(256), password: passwordRule, password_confirmation: z.string() })
      .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'Konfirmasi kata sandi tidak sama.' });
    const input = parse(schema, req.body, { password_lama: 'Kata sandi lama', password: 'Kata sandi', password_confirmation: 'Konfirmasi kata sandi' });
    const [acc] = await db.select().from(usrAsn).where(eq(usrAsn.id, req.auth!.id));
    if (!acc || !(await verifyPassword(acc.password, input.password_lama))) throw validationError({ password_lama: 'Kata sandi lama salah.' });
    const password = await hashPassword(input.password);
    const updated = await db.transaction(async (tx) => {
      const [u] = await tx
        .update(usrAsn)
        .set({ password, token_version: sql`${usrAsn.token_version} + 1`, updated_at: sql`now()` })
        .where(eq(usrAsn.id, acc.id))
        .returning();
      await logActivity(tx, acc, 'Ubah kata sandi', { username: acc.username });
      return u!;
    });
    // older tokens stop working; hand out a fresh one
    return { status: 1, token: signToken(updated), message: 'Kata sandi berhasil diubah.' };
  });

  app.post('/account/:id/activate', { config: { permission: { resource: 'usr_asn', action: 'activate' } } }, async (req) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
    const aktif = (req.body as { is_active?: unknown } | undefined)?.is_active === 0 ? 0 : 1;
    return db.transaction(async (tx) => {
      const [acc] = await tx.update(usrAsn).set({ is_active: aktif, updated_at: sql`now()` }).where(eq(usrAsn.id, id)).returning({ id: usrAsn.id, username: usrAsn.username, is_active: usrAsn.is_active });
      if (!acc) throw new AppError('NOT_FOUND');
      await logActivity(tx, req.auth!, aktif ? 'Aktifkan akun' : 'Nonaktifkan akun', { id, username: acc.username });
      return { status: 1, data: acc };
    });
  });

  void authenticate;
}
