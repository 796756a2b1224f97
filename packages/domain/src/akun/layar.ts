import type { ResourceDef } from '../fields/types';
import { ACCOUNT_ADMIN_ROLES, ACCOUNT_REGIONAL_ROLES, AREAS, ROLE_LABELS, type Role } from '../permissions/roles';
import { fixedRegion, type SessionUser } from '../permissions/scope';
import { usrAsn } from '../resources/organisasi';
import { assignableRoles } from './aksi';
import { KOLOM_AKUN_SYARAT, KOLOM_PERAN_AKUN, LABEL_KOLOM_AKUN, PERAN_KOLOM_AKUN, PERAN_KOLOM_WAJIB } from './kolom';

/**
 * The two account screens (ACC-01, ACC-02): `account-admin` offers the spec's 11 roles, `account` (a pemda's
 * own OPD and UPT accounts) offers opd and upt; each only as far as the user may give them
 * ({@link assignableRoles}: the server refuses any other role with a field message).
 */
export type LayarAkunNama = 'account-admin' | 'account';

export const PERAN_LAYAR_AKUN: Record<LayarAkunNama, readonly Role[]> = {
  'account-admin': ACCOUNT_ADMIN_ROLES,
  account: ACCOUNT_REGIONAL_ROLES,
};

/** The roles a user may choose on an account screen, in the screen's order. */
export function peranLayarAkun(layar: LayarAkunNama, user: Pick<SessionUser, 'role'>): Role[] {
  const boleh = assignableRoles(user);
  return PERAN_LAYAR_AKUN[layar].filter((r) => boleh.includes(r));
}

/** The screen a user manages accounts on: account-admin for superadmin and admin, else the account screen. */
export const layarAkunUntuk = (user: Pick<SessionUser, 'role'>): LayarAkunNama => (user.role === 'superadmin' || user.role === 'admin' ? 'account-admin' : 'account');

/**
 * The account resource as a screen's form and list use it: the role choices of the screen for this user, and
 * the region read-only for a user locked to one (the server sets it).
 */
export function sumberAkunLayar(layar: LayarAkunNama, user: SessionUser): ResourceDef {
  const peran = peranLayarAkun(layar, user);
  const tetap = fixedRegion(user) != null;
  return {
    ...usrAsn,
    fields: {
      ...usrAsn.fields,
      role: { ...usrAsn.fields.role!, options: peran.map((r) => ({ value: r, label: ROLE_LABELS[r] })) },
      m_daerah_id: tetap ? { ...usrAsn.fields.m_daerah_id!, readOnly: true, showIf: undefined } : usrAsn.fields.m_daerah_id!,
    },
  };
}

/** What `/account/lookup` answers (besides the fixed region's name, read by the server). */
export function pilihanLayarAkun(layar: LayarAkunNama, user: SessionUser) {
  return {
    layar,
    peran: peranLayarAkun(layar, user).map((r) => ({ value: r, label: ROLE_LABELS[r] })),
    area: AREAS.map((a) => ({ value: a.value, label: a.label })),
    kolom: KOLOM_PERAN_AKUN.map((k) => ({
      kolom: k,
      label: LABEL_KOLOM_AKUN[k],
      peran: [...PERAN_KOLOM_AKUN[k]] as string[],
      wajib_untuk: [...PERAN_KOLOM_WAJIB[k]] as string[],
      setelah: KOLOM_AKUN_SYARAT[k] ?? null,
      petunjuk: k === 'opd_perangkat_id' ? 'kosongkan jika bukan akun OPD' : null,
    })),
  };
}
