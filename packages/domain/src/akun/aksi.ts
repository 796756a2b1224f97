import type { ErrorCode } from '../errors/codes';
import { can } from '../permissions/matrix';
import { ACCOUNT_ADMIN_ROLES, ACCOUNT_DIKLAT_ROLES, ACCOUNT_REGIONAL_ROLES, ROLES, type Role } from '../permissions/roles';

/**
 * Who may do what with an account row (ACC-01, ACC-02, diklat accounts): one policy that gives the actions
 * a client shows on a row ({@link aksiAkun}) and guards the commands that do them ({@link cekAksiAkun}).
 */

/** Roles a visitor may ask for when registering (PLT-01); an admin activates the account. */
export const SELF_REGISTER_ROLES = ['pemda', 'opd', 'asn', 'upt', 'peserta.diklat'] as const satisfies readonly Role[];

/** Which roles a user may give to accounts, and so which accounts the user may manage. */
export function assignableRoles(user: { role: Role | 'guest' }): readonly Role[] {
  switch (user.role) {
    case 'superadmin':
      return ROLES;
    case 'admin':
      return [...ACCOUNT_ADMIN_ROLES.filter((r) => r !== 'superadmin'), ...ACCOUNT_DIKLAT_ROLES];
    case 'pemda':
      return ACCOUNT_REGIONAL_ROLES;
    case 'admin.diklat':
      return ACCOUNT_DIKLAT_ROLES;
    // admin.diklat.daerah: diklat account configuration is superadmin, pemda and admin.diklat only (supporting spec 6)
    default:
      return [];
  }
}

export const AKSI_AKUN = ['ubah', 'aktifkan', 'nonaktifkan', 'hapus'] as const;
export type AksiAkun = (typeof AKSI_AKUN)[number];

/** The permission-matrix action of each row action on `usr_asn`. */
const IZIN_AKSI: Record<AksiAkun, string> = { ubah: 'update', aktifkan: 'activate', nonaktifkan: 'activate', hapus: 'delete' };

/** The actor: only id and role matter. */
export interface PelakuAkun {
  id: number;
  role: Role | 'guest';
}
/** The account acted on. */
export interface TargetAkun {
  id: number;
  role: string;
  is_active: number;
  /**
   * Records refer to the account (innovations it created, reviews, uploads, the activity log, ...): it is
   * deactivated instead of deleted, so those records keep their author (decision 73). Unknown = not referred.
   */
  dirujuk?: boolean;
}

export type HasilAksiAkun =
  | { ok: true }
  | {
      ok: false;
      /** `peran`: the actor's role may not touch this account; `sendiri`: own account; `status`: already in that state. */
      alasan: 'peran' | 'sendiri' | 'status';
      pesan: string;
      /** The API error of the refusal: 403 for a role, 409 for the state of the account. */
      kode: Extract<ErrorCode, 'FORBIDDEN' | 'INVALID_TRANSITION'>;
    };

export const PESAN_AKUN = {
  superadmin: 'Akun superadmin hanya dapat dikelola oleh superadmin.',
  peran: 'Anda tidak dapat mengelola akun dengan peran ini.',
  izin: 'Anda tidak memiliki hak akses untuk tindakan ini.',
  nonaktifSendiri: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  hapusSendiri: 'Anda tidak dapat menghapus akun Anda sendiri.',
  peranSendiri: 'Anda tidak dapat mengubah peran akun Anda sendiri.',
  sudahAktif: 'Akun ini sudah aktif.',
  sudahNonaktif: 'Akun ini sudah nonaktif.',
  beriPeran: 'Anda tidak dapat memberikan peran ini.',
  dirujuk: 'Akun ini masih tercatat pada data lain (inovasi, penilaian, berkas, log aktivitas) sehingga tidak dapat dihapus; nonaktifkan akun ini agar riwayatnya tetap utuh.',
} as const;

/**
 * May this user do this action on this account now? Rules, in order: the permission matrix (`usr_asn`);
 * only a superadmin acts on a superadmin account; a role acts only on accounts whose role it may assign
 * ({@link assignableRoles}); nobody deactivates or deletes their own account; an account that records refer
 * to is deactivated, not deleted; activating an active account (or deactivating an inactive one) is refused.
 */
export function cekAksiAkun(user: PelakuAkun, target: TargetAkun, aksi: AksiAkun): HasilAksiAkun {
  const tolak = (alasan: 'peran' | 'sendiri' | 'status', pesan: string): HasilAksiAkun => ({
    ok: false,
    alasan,
    pesan,
    kode: alasan === 'peran' ? 'FORBIDDEN' : 'INVALID_TRANSITION',
  });
  if (!can(user, IZIN_AKSI[aksi], 'usr_asn')) return tolak('peran', PESAN_AKUN.izin);
  if (target.role === 'superadmin' && user.role !== 'superadmin') return tolak('peran', PESAN_AKUN.superadmin);
  if (!(assignableRoles(user) as readonly string[]).includes(target.role)) return tolak('peran', PESAN_AKUN.peran);
  const sendiri = target.id === user.id;
  if (aksi === 'nonaktifkan' && sendiri) return tolak('sendiri', PESAN_AKUN.nonaktifSendiri);
  if (aksi === 'hapus' && sendiri) return tolak('sendiri', PESAN_AKUN.hapusSendiri);
  if (aksi === 'hapus' && target.dirujuk) return tolak('status', PESAN_AKUN.dirujuk);
  if (aksi === 'aktifkan' && target.is_active === 1) return tolak('status', PESAN_AKUN.sudahAktif);
  if (aksi === 'nonaktifkan' && target.is_active !== 1) return tolak('status', PESAN_AKUN.sudahNonaktif);
  return { ok: true };
}

/** The actions a user may take on an account row now (what the client shows; the same rules guard the commands). */
export function aksiAkun(user: PelakuAkun, target: TargetAkun): AksiAkun[] {
  return AKSI_AKUN.filter((a) => cekAksiAkun(user, target, a).ok);
}
