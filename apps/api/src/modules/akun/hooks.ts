import { eq, inArray } from 'drizzle-orm';
import {
  aksiAkun,
  assignableRoles,
  cekAksiAkun,
  fixedRegion,
  kolomAkunDikosongkan,
  periksaNamaPengguna,
  periksaSandi,
  periksaKolomAkun,
  PESAN_AKUN,
  type Role,
  type TargetAkun,
} from '@sigap/domain';
import type { ResourceHooks } from '../../crud/hooks';
import { opdPerangkat, upt, usrAsn } from '../../db/schema';
import { AppError, validationError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { cabutTautanReset } from '../auth';
import { rujukanAkun } from './rujukan';

const sebagaiTarget = (row: Record<string, unknown>): TargetAkun => ({ id: Number(row.id), role: String(row.role ?? ''), is_active: Number(row.is_active) });

/**
 * Account writes through the generic CRUD (ACC-01, ACC-02): the domain account policy (roles one may give and
 * manage, own account, `aksi` of each row), the password and username policy, and the fields of each role.
 */
export const accountHooks: ResourceHooks = {
  extraScope: (user) => {
    if (user.role === 'superadmin' || user.role === 'admin') return undefined;
    return inArray(usrAsn.role, [...assignableRoles(user)]);
  },
  /** What the client may offer on each row: the same policy guards the writes below and the activation command. */
  decorate: async (_db, user, _settings, rows) => rows.map((r) => ({ ...r, aksi: aksiAkun(user, sebagaiTarget(r)) })),
  async beforeWrite({ tx, user, mode, values, current, raw }) {
    const allowed = assignableRoles(user);
    const role = (values.role ?? current?.role) as Role | undefined;
    if (values.role !== undefined && !allowed.includes(values.role as Role)) throw validationError({ role: PESAN_AKUN.beriPeran });
    if (mode === 'update' && current) {
      // a form answer: refusals are field messages (422), never a 403 that would end the session
      const ubah = cekAksiAkun(user, sebagaiTarget(current), 'ubah');
      if (!ubah.ok) throw validationError({ role: ubah.pesan });
      if (values.is_active !== undefined && Number(values.is_active) !== Number(current.is_active)) {
        const cek = cekAksiAkun(user, sebagaiTarget(current), Number(values.is_active) === 1 ? 'aktifkan' : 'nonaktifkan');
        // the activation right itself is the matrix's `activate`; account admins without it keep editing as before
        if (!cek.ok && cek.alasan !== 'peran') throw validationError({ is_active: cek.pesan });
      }
      // nobody locks themselves out through the generic screen
      if (current.id === user.id && values.role !== undefined && values.role !== current.role) throw validationError({ role: PESAN_AKUN.peranSendiri });
    }
    if (mode === 'create' && !values.password) throw validationError({ password: 'Kata sandi wajib diisi.' });
    if (typeof values.password === 'string' && values.password) {
      const pesan = periksaSandi(values.password);
      if (pesan) throw validationError({ password: pesan });
      values.password = await hashPassword(values.password);
      if (mode === 'update' && current) {
        values.token_version = Number(current.token_version ?? 0) + 1;
        // a new password ends the account's unused reset links
        await cabutTautanReset(tx, Number(current.id));
      }
    } else delete values.password;
    if (values.username !== undefined) {
      values.username = String(values.username).trim();
      const pesan = periksaNamaPengguna(values.username as string);
      if (pesan) throw validationError({ username: pesan });
    }
    const region = fixedRegion(user);
    if (region != null) values.m_daerah_id = region;
    if (role) {
      // fields that do not apply to the role: stored values are cleared, values sent anyway are refused (ACC-01)
      Object.assign(values, kolomAkunDikosongkan(role));
      const salah = periksaKolomAkun(raw, { ...(current ?? {}), ...values, role });
      if (Object.keys(salah).length) throw validationError(salah);
    }
    const opdId = (values.opd_perangkat_id ?? current?.opd_perangkat_id) as number | null | undefined;
    const daerahId = (values.m_daerah_id ?? current?.m_daerah_id) as number | null | undefined;
    if (opdId != null) {
      const [opd] = await tx.select().from(opdPerangkat).where(eq(opdPerangkat.id, opdId));
      if (!opd || (daerahId != null && opd.m_daerah_id !== daerahId)) throw validationError({ opd_perangkat_id: 'OPD tidak ditemukan di daerah ini.' });
    }
    const uptId = (values.upt_id ?? current?.upt_id) as number | null | undefined;
    if (uptId != null) {
      const [u] = await tx.select().from(upt).where(eq(upt.id, uptId));
      if (!u || u.opd_perangkat_id !== opdId) throw validationError({ upt_id: 'UPTD harus berada di bawah OPD yang dipilih.' });
    }
  },
  /**
   * Deleting an account: the account policy on the locked row (own account: 409; a role one may not manage: 403;
   * an account that records refer to: 409, it is deactivated instead, `DELETE /account/{id}`).
   */
  async beforeDelete({ tx, user, current }) {
    const rujukan = await rujukanAkun(tx, Number(current.id));
    const cek = cekAksiAkun(user, { ...sebagaiTarget(current), dirujuk: rujukan.length > 0 }, 'hapus');
    if (!cek.ok) throw new AppError(cek.kode, cek.pesan);
  },
};

export const uptHooks: ResourceHooks = {
  async beforeWrite({ tx, values, user }) {
    if (values.opd_perangkat_id === undefined) return;
    const [opd] = await tx.select().from(opdPerangkat).where(eq(opdPerangkat.id, Number(values.opd_perangkat_id)));
    if (!opd) throw validationError({ opd_perangkat_id: 'Perangkat daerah tidak ditemukan.' });
    if (user.daerah_ids && !user.daerah_ids.includes(opd.m_daerah_id)) throw validationError({ opd_perangkat_id: 'Perangkat daerah di luar wilayah Anda.' });
    if (user.role === 'opd' && user.opd_perangkat_id !== opd.id) throw validationError({ opd_perangkat_id: 'Anda hanya dapat mengelola UPT di OPD Anda.' });
    values.m_daerah_id = opd.m_daerah_id;
  },
};
