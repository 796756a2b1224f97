import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  aksiAkunDiklat,
  cekAksiAkunDiklat,
  halaman,
  K_DIKLAT,
  PESAN_AKUN_DIKLAT,
  peranAkunDiklat,
  periksaPeranDaerahAkunDiklat,
  polaLike,
  wilayahTerkunciAkunDiklat,
  type AkunDiklat,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { mDaerah, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { invalidateSessionCache } from '../../plugins/auth';
import { rute } from '../../plugins/kontrak';
import { cabutTautanReset } from '../auth';

const KOLOM = {
  id: usrAsn.id,
  username: usrAsn.username,
  nama_lengkap: usrAsn.nama_lengkap,
  email: usrAsn.email,
  role: usrAsn.role,
  m_daerah_id: usrAsn.m_daerah_id,
  nama_daerah: mDaerah.nama,
  is_active: usrAsn.is_active,
  last_login_at: usrAsn.last_login_at,
  created_at: usrAsn.created_at,
};
const URUTAN: Record<string, (typeof KOLOM)[keyof typeof KOLOM]> = {
  username: usrAsn.username,
  nama_lengkap: usrAsn.nama_lengkap,
  role: usrAsn.role,
  created_at: usrAsn.created_at,
  last_login_at: usrAsn.last_login_at,
  nama_daerah: mDaerah.nama,
};

type Baris = Omit<AkunDiklat, 'aksi'>;
const denganAksi = (user: SessionUser, r: Baris): AkunDiklat => ({ ...r, aksi: aksiAkunDiklat(user, r) });

/** The accounts a user manages on the diklat screen: the roles it may give, in its region when it is locked to one. */
function milik(user: SessionUser): SQL {
  const peran = peranAkunDiklat(user);
  if (!peran.length) return sql`false`;
  const wilayah = wilayahTerkunciAkunDiklat(user);
  return and(inArray(usrAsn.role, [...peran]), wilayah === null ? undefined : eq(usrAsn.m_daerah_id, wilayah))!;
}

async function satu(db: DbOrTx, id: number): Promise<Baris | undefined> {
  const [r] = await db.select(KOLOM).from(usrAsn).leftJoin(mDaerah, eq(mDaerah.id, usrAsn.m_daerah_id)).where(eq(usrAsn.id, id));
  return r;
}

async function pastikanDaerah(db: DbOrTx, id: number | null): Promise<void> {
  if (id == null) return;
  const [d] = await db.select({ id: mDaerah.id }).from(mDaerah).where(eq(mDaerah.id, id));
  if (!d) throw validationError({ m_daerah_id: 'Daerah tidak ditemukan.' });
}

/**
 * The diklat account screen (`konfigurasi-akun-diklat`, supporting spec 6): list, create, edit and
 * (de)activate training accounts. Who may give which role and in which region is the domain's
 * `diklat/akun.ts`; passwords and usernames follow the one account policy (`akun/sandi.ts`).
 */
export async function akunDiklatRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_DIKLAT.akun, async ({ user, query }) => {
    const h = halaman(query, { perPage: 20 });
    const where = and(
      milik(user),
      query.role ? eq(usrAsn.role, query.role) : undefined,
      query.is_active !== undefined ? eq(usrAsn.is_active, query.is_active) : undefined,
      query.m_daerah_id !== undefined ? eq(usrAsn.m_daerah_id, query.m_daerah_id) : undefined,
      h.search ? or(ilike(usrAsn.username, polaLike(h.search)), ilike(usrAsn.nama_lengkap, polaLike(h.search)), ilike(usrAsn.email, polaLike(h.search))) : undefined,
    );
    const kolomUrut = (h.field && URUTAN[h.field]) || usrAsn.nama_lengkap;
    const [rows, [jumlah]] = await Promise.all([
      db
        .select(KOLOM)
        .from(usrAsn)
        .leftJoin(mDaerah, eq(mDaerah.id, usrAsn.m_daerah_id))
        .where(where)
        .orderBy(h.dir === 'desc' ? desc(kolomUrut) : asc(kolomUrut), asc(usrAsn.id))
        .limit(h.perPage)
        .offset(h.offset),
      db.select({ n: count() }).from(usrAsn).leftJoin(mDaerah, eq(mDaerah.id, usrAsn.m_daerah_id)).where(where),
    ]);
    return {
      status: 1,
      data: rows.map((r) => denganAksi(user, r)),
      total: Number(jumlah?.n ?? 0),
      peran: [...peranAkunDiklat(user)],
      daerah_terkunci: wilayahTerkunciAkunDiklat(user),
    };
  });

  rute(app, K_DIKLAT.tambahAkun, async ({ user, body, reply }) => {
    const { errors, m_daerah_id } = periksaPeranDaerahAkunDiklat(user, { role: body.role, m_daerah_id: body.m_daerah_id ?? null });
    if (Object.keys(errors).length) throw validationError(errors);
    const password = await hashPassword(body.password);
    const created = await db.transaction(async (tx) => {
      await pastikanDaerah(tx, m_daerah_id);
      const [ada] = await tx.select({ id: usrAsn.id }).from(usrAsn).where(sql`lower(${usrAsn.username}) = ${body.username.toLowerCase()}`);
      if (ada) throw validationError({ username: 'Nama pengguna sudah dipakai.' });
      const [row] = await tx
        .insert(usrAsn)
        .values({
          username: body.username,
          password,
          role: body.role,
          area: 0,
          m_daerah_id,
          opd_perangkat_id: null,
          upt_id: null,
          nama_lengkap: body.nama_lengkap,
          email: body.email ?? null,
          is_active: 1,
        })
        .returning({ id: usrAsn.id });
      await logActivity(tx, user, 'Tambah akun diklat', { id: row!.id, username: body.username, role: body.role, m_daerah_id });
      return (await satu(tx, row!.id))!;
    });
    invalidateSessionCache(db);
    reply.status(201);
    return { status: 1, data: denganAksi(user, created), message: 'Akun diklat berhasil dibuat.' };
  });

  rute(app, K_DIKLAT.ubahAkun, async ({ user, params, body }) => {
    const password = body.password ? await hashPassword(body.password) : null;
    const saved = await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(usrAsn).where(eq(usrAsn.id, params.id)).for('update');
      if (!cur) throw new AppError('NOT_FOUND');
      const cek = cekAksiAkunDiklat(user, cur, 'ubah');
      if (!cek.ok) throw new AppError(cek.kode, cek.kode === 'NOT_FOUND' ? undefined : cek.pesan);
      if (cur.id === user.id && body.role !== undefined && body.role !== cur.role) throw validationError({ role: PESAN_AKUN_DIKLAT.peranSendiri });
      const role = body.role ?? cur.role;
      const { errors, m_daerah_id } = periksaPeranDaerahAkunDiklat(user, { role, m_daerah_id: body.m_daerah_id !== undefined ? body.m_daerah_id : cur.m_daerah_id });
      if (Object.keys(errors).length) throw validationError(errors);
      await pastikanDaerah(tx, m_daerah_id);
      const set: Omit<Partial<typeof usrAsn.$inferInsert>, 'updated_at'> & { updated_at: SQL } = { role, m_daerah_id, updated_at: sql`now()` };
      if (body.nama_lengkap !== undefined) set.nama_lengkap = body.nama_lengkap;
      if (body.email !== undefined) set.email = body.email;
      if (password) {
        set.password = password;
        // older sessions of the account end; unused reset links too
        set.token_version = cur.token_version + 1;
        await cabutTautanReset(tx, cur.id);
      }
      await tx.update(usrAsn).set(set).where(eq(usrAsn.id, cur.id));
      await logActivity(tx, user, 'Ubah akun diklat', {
        id: cur.id,
        username: cur.username,
        ...(role !== cur.role ? { role } : {}),
        ...(m_daerah_id !== cur.m_daerah_id ? { m_daerah_id } : {}),
        ...(password ? { kata_sandi: 'diganti' } : {}),
      });
      return (await satu(tx, cur.id))!;
    });
    invalidateSessionCache(db);
    return { status: 1, data: denganAksi(user, saved), message: 'Akun diklat berhasil diperbarui.' };
  });

  rute(app, K_DIKLAT.statusAkun, async ({ user, params, body }) => {
    const aktif = body.is_active;
    const saved = await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(usrAsn).where(eq(usrAsn.id, params.id)).for('update');
      if (!cur) throw new AppError('NOT_FOUND');
      const cek = cekAksiAkunDiklat(user, cur, aktif ? 'aktifkan' : 'nonaktifkan');
      if (!cek.ok) throw new AppError(cek.kode, cek.kode === 'NOT_FOUND' ? undefined : cek.pesan);
      await tx.update(usrAsn).set({ is_active: aktif, updated_at: sql`now()` }).where(eq(usrAsn.id, cur.id));
      await logActivity(tx, user, aktif ? 'Aktifkan akun diklat' : 'Nonaktifkan akun diklat', { id: cur.id, username: cur.username });
      return (await satu(tx, cur.id))!;
    });
    invalidateSessionCache(db);
    return { status: 1, data: denganAksi(user, saved), message: aktif ? 'Akun diklat diaktifkan.' : 'Akun diklat dinonaktifkan.' };
  });
}
