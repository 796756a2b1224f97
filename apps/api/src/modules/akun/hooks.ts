import { eq, inArray } from 'drizzle-orm';
import { ACCOUNT_ADMIN_ROLES, ACCOUNT_DIKLAT_ROLES, ACCOUNT_REGIONAL_ROLES, ROLES, fixedRegion, type Role, type SessionUser } from '@sigap/domain';
import type { ResourceHooks } from '../../crud/hooks';
import { opdPerangkat, upt, usrAsn } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';

/** Which roles a user may give to accounts (ACC-01, ACC-02, diklat). */
export function assignableRoles(user: SessionUser): readonly Role[] {
  switch (user.role) {
    case 'superadmin':
      return ROLES;
    case 'admin':
      return [...ACCOUNT_ADMIN_ROLES.filter((r) => r !== 'superadmin'), ...ACCOUNT_DIKLAT_ROLES];
    case 'pemda':
      return ACCOUNT_REGIONAL_ROLES;
    case 'admin.diklat':
      return ACCOUNT_DIKLAT_ROLES;
    case 'admin.diklat.daerah':
      return ['admin.diklat.daerah', 'peserta.diklat'];
    default:
      return [];
  }
}

export const accountHooks: ResourceHooks = {
  extraScope: (user) => {
    if (user.role === 'superadmin' || user.role === 'admin') return undefined;
    return inArray(usrAsn.role, [...assignableRoles(user)]);
  },
  async beforeWrite({ tx, user, mode, values, current }) {
    const allowed = assignableRoles(user);
    const role = (values.role ?? current?.role) as Role | undefined;
    if (values.role !== undefined && !allowed.includes(values.role as Role)) throw validationError({ role: 'Anda tidak dapat memberikan peran ini.' });
    if (mode === 'update' && current && !allowed.includes(current.role as Role)) throw validationError({ role: 'Anda tidak dapat mengubah akun dengan peran ini.' });
    if (mode === 'create' && !values.password) throw validationError({ password: 'Kata sandi wajib diisi.' });
    // nobody locks themselves out through the generic screen
    if (mode === 'update' && current?.id === user.id) {
      if (values.role !== undefined && values.role !== current.role) throw validationError({ role: 'Anda tidak dapat mengubah peran akun Anda sendiri.' });
      if (values.is_active !== undefined && Number(values.is_active) !== 1) throw validationError({ is_active: 'Anda tidak dapat menonaktifkan akun Anda sendiri.' });
    }
    if (typeof values.password === 'string' && values.password) {
      if (!/[A-Za-z]/.test(values.password) || !/[0-9]/.test(values.password)) throw validationError({ password: 'Kata sandi harus memuat huruf dan angka.' });
      values.password = await hashPassword(values.password);
      if (mode === 'update') values.token_version = Number(current?.token_version ?? 0) + 1;
    } else delete values.password;
    if (values.username !== undefined) {
      values.username = String(values.username);
      if (!/^[a-zA-Z0-9._-]+$/.test(values.username as string)) throw validationError({ username: 'Nama pengguna hanya boleh huruf, angka, titik, garis bawah dan tanda hubung.' });
    }
    // fields that do not apply to the role are cleared (ACC-01)
    if (role && !['verifikator', 'quality_control'].includes(role)) values.area = 0;
    if (role && !['opd', 'upt'].includes(role)) values.opd_perangkat_id = null;
    if (role && role !== 'upt') values.upt_id = null;
    const region = fixedRegion(user);
    if (region != null) values.m_daerah_id = region;
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
