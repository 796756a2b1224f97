import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { cekAksiAkun, K_AUTH, modulesFor, normalizeRole, ROLE_LABELS, type SesiAkun } from '@sigap/domain';
import { mDaerah, passwordReset, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { sessionFlags } from '../../lib/settings';
import { resolveSessionUser } from '../../plugins/auth';
import { rute, tidakDitemukan } from '../../plugins/kontrak';
import { mulaiPercobaan, passwordBenar, pesanTunggu } from './batas';
import { cabutTautanReset } from './reset';
import { antreanSurel } from '../notifikasi';

const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const antreSurel = antreanSurel(app);

  const signToken = (acc: { id: number; token_version: number }) => app.jwt.sign({ sub: acc.id, v: acc.token_version }, { expiresIn: config.JWT_EXPIRES_IN });

  const mePayload = async (acc: typeof usrAsn.$inferSelect): Promise<SesiAkun> => {
    const settings = await app.ctx.settings.all();
    const user = await resolveSessionUser(db, acc, settings);
    let daerah: SesiAkun['daerah'] = null;
    if (acc.m_daerah_id) {
      const [d] = await db.select({ id: mDaerah.id, nama: mDaerah.nama, kode: mDaerah.kode, tingkat: mDaerah.tingkat }).from(mDaerah).where(eq(mDaerah.id, acc.m_daerah_id));
      daerah = d ?? null;
    }
    return {
      ...user,
      role_label: ROLE_LABELS[user.role],
      daerah,
      ...sessionFlags(settings),
      modules: modulesFor(user.role, { demo: app.ctx.config.demo }).map((m) => m.slug),
    };
  };

  /**
   * Sign-in, limited by failed attempts per username (growing delay) and per address (batas.ts, state in the
   * database); successful sign-ins never count. No in-memory rate limit here: it would count colleagues behind one
   * address and would not be shared by a second API process.
   */
  rute(app, K_AUTH.masuk, async ({ body: { username, password }, req, reply }) => {
    const percobaan = { username, ip: req.ip, gagalNama: config.LOGIN_RATE_MAX };
    const mulai = await mulaiPercobaan(db, percobaan);
    if (!mulai.ok) {
      const { detik, pesan } = pesanTunggu(mulai.tungguMs);
      reply.header('Retry-After', String(detik));
      throw new AppError('RATE_LIMITED', pesan);
    }
    const [acc] = await db.select().from(usrAsn).where(sql`lower(${usrAsn.username}) = ${username.toLowerCase()}`);
    // same work and the same answer whether the user exists or not
    const ok = await verifyPassword(acc?.password ?? (await dummyHash()), password);
    if (!acc || !ok) throw new AppError('INVALID_CREDENTIALS');
    // the right password: not a failed attempt, whatever the account's state
    await passwordBenar(db, percobaan);
    if (acc.is_active !== 1) throw new AppError('ACCOUNT_INACTIVE');
    if (normalizeRole(acc.role) === 'guest') throw new AppError('FORBIDDEN', 'Peran akun ini tidak dikenal.');
    await db.transaction(async (tx) => {
      await tx.update(usrAsn).set({ last_login_at: sql`now()` }).where(eq(usrAsn.id, acc.id));
      await logActivity(tx, acc, 'Masuk ke aplikasi', { ip: req.ip });
    });
    return { status: 1, token: signToken(acc), user: await mePayload(acc) };
  });

  rute(app, K_AUTH.saya, async ({ user }) => {
    const [acc] = await db.select().from(usrAsn).where(eq(usrAsn.id, user.id));
    return { status: 1, data: await mePayload(acc!) };
  });

  rute(
    app,
    K_AUTH.daftar,
    async ({ body: input, reply }) => {
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
      reply.status(201);
      return {
        status: 1,
        data: { id: created.id, username: created.username, is_active: 0 },
        message: 'Pendaftaran berhasil. Akun Anda akan aktif setelah disetujui admin.',
      };
    },
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );

  rute(
    app,
    K_AUTH.lupaSandi,
    async ({ body: { email } }) => {
      const key = email.toLowerCase();
      const [acc] = await db
        .select()
        .from(usrAsn)
        .where(sql`(lower(${usrAsn.email}) = ${key} or lower(${usrAsn.username}) = ${key}) and ${usrAsn.is_active} = 1`)
        .limit(1);
      if (acc?.email) {
        const token = crypto.randomBytes(32).toString('base64url');
        const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
        const link = `${base}/reset-password?token=${token}`;
        // only the newest link works: the older unused ones end here
        await db.transaction(async (tx) => {
          // one request at a time per account, so two links can never both stay valid
          await tx.select({ id: usrAsn.id }).from(usrAsn).where(eq(usrAsn.id, acc.id)).for('update');
          await cabutTautanReset(tx, acc.id);
          await tx.insert(passwordReset).values({
            usr_asn_id: acc.id,
            token_hash: sha256(token),
            expires_at: new Date(Date.now() + RESET_TTL_MS).toISOString(),
          });
          // the link's e-mail commits with the link and leaves through the queue (decision 114): the answer never
          // waits for SMTP, and neither its time nor its outcome tells whether the account exists
          await antreSurel(tx, {
            to: acc.email!,
            subject: 'Atur ulang kata sandi SIGAP Inovasi',
            text: `Yth. ${acc.nama_lengkap},\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun "${acc.username}".\nBuka tautan berikut dalam 60 menit untuk membuat kata sandi baru:\n\n${link}\n\nTautan hanya dapat dipakai satu kali. Abaikan email ini bila Anda tidak memintanya.\n`,
          });
        });
        app.antrian.dorong();
      }
      // the same answer whether or not the account exists
      return { status: 1, message: 'Jika akun ditemukan, tautan atur ulang kata sandi telah dikirim ke email terdaftar.' };
    },
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );

  rute(
    app,
    K_AUTH.aturUlangSandi,
    async ({ body: input }) => {
      const password = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordReset)
          .set({ used_at: sql`now()` })
          .where(and(eq(passwordReset.token_hash, sha256(input.token)), isNull(passwordReset.used_at), gt(passwordReset.expires_at, sql`now()`)))
          .returning();
        if (!row) throw new AppError('TOKEN_INVALID');
        await cabutTautanReset(tx, row.usr_asn_id);
        const [acc] = await tx
          .update(usrAsn)
          .set({ password, token_version: sql`${usrAsn.token_version} + 1`, updated_at: sql`now()` })
          .where(eq(usrAsn.id, row.usr_asn_id))
          .returning();
        await logActivity(tx, acc!, 'Atur ulang kata sandi', { username: acc!.username });
      });
      return { status: 1, message: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.' };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  rute(app, K_AUTH.ubahSandi, async ({ user, body: input }) => {
    const [acc] = await db.select().from(usrAsn).where(eq(usrAsn.id, user.id));
    if (!acc || !(await verifyPassword(acc.password, input.password_lama))) throw validationError({ password_lama: 'Kata sandi lama salah.' });
    const password = await hashPassword(input.password);
    const updated = await db.transaction(async (tx) => {
      const [u] = await tx
        .update(usrAsn)
        .set({ password, token_version: sql`${usrAsn.token_version} + 1`, updated_at: sql`now()` })
        .where(eq(usrAsn.id, acc.id))
        .returning();
      await cabutTautanReset(tx, acc.id);
      await logActivity(tx, acc, 'Ubah kata sandi', { username: acc.username });
      return u!;
    });
    // older tokens stop working; hand out a fresh one
    return { status: 1, token: signToken(updated), message: 'Kata sandi berhasil diubah.' };
  });

  /** Activation is a command guarded by the account policy (domain `cekAksiAkun`), on the locked row. */
  rute(app, K_AUTH.aktifkan, async ({ user, params: { id }, body }) => {
    const aktif = body?.is_active ?? 1;
    return db.transaction(async (tx) => {
      const [target] = await tx.select({ id: usrAsn.id, role: usrAsn.role, is_active: usrAsn.is_active }).from(usrAsn).where(eq(usrAsn.id, id)).for('update');
      if (!target) throw tidakDitemukan();
      const cek = cekAksiAkun(user, target, aktif ? 'aktifkan' : 'nonaktifkan');
      if (!cek.ok) throw new AppError(cek.kode, cek.pesan);
      const [acc] = await tx
        .update(usrAsn)
        .set({ is_active: aktif, updated_at: sql`now()` })
        .where(eq(usrAsn.id, id))
        .returning({ id: usrAsn.id, username: usrAsn.username, is_active: usrAsn.is_active });
      await logActivity(tx, user, aktif ? 'Aktifkan akun' : 'Nonaktifkan akun', { id, username: acc!.username });
      return { status: 1, data: acc! };
    });
  });
}
