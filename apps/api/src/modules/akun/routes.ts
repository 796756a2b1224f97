import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { assignableRoles, cekAksiAkun, fixedRegion, K_AKUN, layarAkunUntuk, pilihanLayarAkun, polaLike, type SessionUser } from '@sigap/domain';
import { mDaerah, opdPerangkat, upt, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/errors';
import { invalidateSessionCache } from '../../plugins/auth';
import { rute, tidakDitemukan } from '../../plugins/kontrak';
import { rujukanAkun } from './rujukan';

/** Does the user's region scope cover this region (central roles: every region)? */
const dalamWilayah = (user: SessionUser, daerahId: number | null): boolean => user.daerah_ids === null || (daerahId != null && user.daerah_ids.includes(daerahId));

/**
 * The account screens' own calls (ACC-01, ACC-02): the form's choices (`/account/lookup`), the OPD of a region
 * and the UPTD of an OPD inside the user's scope, and the removal of an account that deletes it, or deactivates
 * it when records still name it (decision 73).
 */
export function akunRute(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_AKUN.lookup, async ({ user, query }) => {
    const layar = query.layar ?? layarAkunUntuk(user);
    const tetap = fixedRegion(user);
    const [daerah] = tetap != null ? await db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(eq(mDaerah.id, tetap)) : [];
    return { status: 1 as const, data: { ...pilihanLayarAkun(layar, user), daerah_tetap: daerah ?? null } };
  });

  rute(app, K_AKUN.opdPerangkat, async ({ user, params: { m_daerah_id }, query }) => {
    if (!dalamWilayah(user, m_daerah_id)) throw new AppError('NOT_FOUND', 'Daerah tidak ditemukan di wilayah Anda.');
    const where = and(eq(opdPerangkat.m_daerah_id, m_daerah_id), query.search ? ilike(opdPerangkat.nama, polaLike(query.search)) : undefined);
    const data = await db
      .select({ id: opdPerangkat.id, nama: opdPerangkat.nama, m_daerah_id: opdPerangkat.m_daerah_id })
      .from(opdPerangkat)
      .where(where)
      .orderBy(asc(opdPerangkat.nama), asc(opdPerangkat.id))
      .limit(1000);
    return { status: 1 as const, data, total: data.length };
  });

  rute(app, K_AKUN.upt, async ({ user, query }) => {
    const syarat: SQL[] = [];
    if (user.daerah_ids !== null) syarat.push(user.daerah_ids.length ? inArray(upt.m_daerah_id, user.daerah_ids) : sql`false`);
    if (query.opd_perangkat_id) syarat.push(eq(upt.opd_perangkat_id, query.opd_perangkat_id));
    if (query.search) syarat.push(ilike(upt.nama, polaLike(query.search)));
    const data = await db
      .select({ id: upt.id, nama: upt.nama, opd_perangkat_id: upt.opd_perangkat_id, opd: opdPerangkat.nama, m_daerah_id: upt.m_daerah_id })
      .from(upt)
      .innerJoin(opdPerangkat, eq(opdPerangkat.id, upt.opd_perangkat_id))
      .where(syarat.length ? and(...syarat) : undefined)
      .orderBy(asc(opdPerangkat.nama), asc(upt.nama), asc(upt.id))
      .limit(1000);
    return { status: 1 as const, data, total: data.length };
  });

  rute(app, K_AKUN.hapus, async ({ user, params: { id } }) => {
    const hasil = await db.transaction(async (tx) => {
      const [acc] = await tx.select().from(usrAsn).where(eq(usrAsn.id, id)).for('update');
      // outside the accounts this user manages (region, roles): as if absent
      const dikelola = acc && (user.role === 'superadmin' || user.role === 'admin' || ((assignableRoles(user) as readonly string[]).includes(acc.role) && dalamWilayah(user, acc.m_daerah_id)));
      if (!acc || !dikelola) throw tidakDitemukan();
      const target = { id: acc.id, role: acc.role, is_active: acc.is_active };
      // the right to remove the account (role, own account) comes first, whatever the outcome
      const cek = cekAksiAkun(user, target, 'hapus');
      if (!cek.ok) throw new AppError(cek.kode, cek.pesan);
      const rujukan = await rujukanAkun(tx, id);
      if (!rujukan.length) {
        await tx.delete(usrAsn).where(eq(usrAsn.id, id));
        await logActivity(tx, user, 'Hapus Akun', { id, username: acc.username });
        return { id, tindakan: 'dihapus' as const, rujukan };
      }
      if (acc.is_active !== 1) throw new AppError('INVALID_TRANSITION', 'Akun ini masih tercatat pada data lain dan sudah nonaktif.');
      // deactivated, and its sessions end (token_version)
      await tx
        .update(usrAsn)
        .set({ is_active: 0, token_version: sql`${usrAsn.token_version} + 1`, updated_at: sql`now()` })
        .where(eq(usrAsn.id, id));
      await logActivity(tx, user, 'Nonaktifkan akun', { id, username: acc.username, alasan: 'masih tercatat pada data lain', rujukan: rujukan.map((r) => `${r.jumlah} ${r.data}`).join(', ') });
      return { id, tindakan: 'dinonaktifkan' as const, rujukan };
    });
    invalidateSessionCache(db);
    const pesan =
      hasil.tindakan === 'dihapus'
        ? 'Akun berhasil dihapus.'
        : `Akun dinonaktifkan, bukan dihapus, karena masih tercatat pada ${hasil.rujukan.map((r) => `${r.jumlah} ${r.data}`).join(', ')}.`;
    return { status: 1 as const, data: hasil, message: pesan };
  });
}
