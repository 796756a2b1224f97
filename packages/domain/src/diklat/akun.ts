import type { ErrorCode } from '../errors/codes';
import { can } from '../permissions/matrix';
import { ACCOUNT_DIKLAT_ROLES, type Role } from '../permissions/roles';

/**
 * The diklat account screen (`konfigurasi-akun-diklat`, `/account/diklat`; supporting spec 6): superadmin,
 * pemda and admin.diklat manage training accounts. Role choices are admin.diklat, admin.diklat.daerah and
 * peserta.diklat; only the top roles (superadmin, admin.diklat) may give admin.diklat, the others only the
 * last two. A pemda manages only the accounts of its own region; admin.diklat.daerah manages none.
 * One policy: the row actions a screen offers and the guard of every command.
 */

/** Roles that may give every diklat role (admin.diklat included). */
export const PERAN_PUNCAK_DIKLAT = ['superadmin', 'admin.diklat'] as const satisfies readonly Role[];
/** Diklat roles that belong to a region (the account needs one). */
export const PERAN_DIKLAT_DAERAH = ['admin.diklat.daerah', 'peserta.diklat'] as const satisfies readonly Role[];

export interface PelakuAkunDiklat {
  id: number;
  role: Role | 'guest';
  m_daerah_id: number | null;
}

export interface TargetAkunDiklat {
  id: number;
  role: string;
  is_active: number;
  m_daerah_id: number | null;
}

/** The roles this user may give on the diklat account screen (and so the accounts it may manage there). */
export function peranAkunDiklat(user: { role: Role | 'guest' }): readonly Role[] {
  if (!can(user, 'list', 'akun_diklat')) return [];
  return (PERAN_PUNCAK_DIKLAT as readonly string[]).includes(user.role) ? ACCOUNT_DIKLAT_ROLES : PERAN_DIKLAT_DAERAH;
}

/**
 * The one region a user's diklat accounts are locked to: a pemda's own region (null when free, or when the
 * user manages none). A pemda without a region manages nothing ({@link wilayahTerkunciAkunDiklat} = -1).
 */
export function wilayahTerkunciAkunDiklat(user: PelakuAkunDiklat): number | null {
  if ((PERAN_PUNCAK_DIKLAT as readonly string[]).includes(user.role)) return null;
  return user.m_daerah_id ?? -1;
}

export const AKSI_AKUN_DIKLAT = ['ubah', 'aktifkan', 'nonaktifkan'] as const;
export type AksiAkunDiklat = (typeof AKSI_AKUN_DIKLAT)[number];

export const PESAN_AKUN_DIKLAT = {
  izin: 'Anda tidak memiliki hak akses untuk mengelola akun diklat.',
  peran: 'Anda tidak dapat memberikan peran ini.',
  bukanDiklat: 'Akun ini bukan akun diklat.',
  wilayah: 'Akun ini berada di luar daerah Anda.',
  nonaktifSendiri: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  peranSendiri: 'Anda tidak dapat mengubah peran akun Anda sendiri.',
  sudahAktif: 'Akun ini sudah aktif.',
  sudahNonaktif: 'Akun ini sudah nonaktif.',
  daerahWajib: 'Pilih daerah untuk akun diklat daerah dan peserta diklat.',
  daerahLuar: 'Daerah di luar wilayah Anda.',
} as const;

export type HasilAksiAkunDiklat =
  | { ok: true }
  | { ok: false; pesan: string; kode: Extract<ErrorCode, 'FORBIDDEN' | 'NOT_FOUND' | 'INVALID_TRANSITION'> };

/**
 * May this user do this on this account now? In order: the matrix (`akun_diklat`); the account is a diklat
 * account whose role the user may give; a pemda only in its region (another region's account reads as not
 * found, and so does an account whose role the user may not give); nobody deactivates their own account; activating an active account (or the reverse) is refused.
 */
export function cekAksiAkunDiklat(user: PelakuAkunDiklat, target: TargetAkunDiklat, aksi: AksiAkunDiklat): HasilAksiAkunDiklat {
  if (!can(user, 'update', 'akun_diklat')) return { ok: false, pesan: PESAN_AKUN_DIKLAT.izin, kode: 'FORBIDDEN' };
  if (!(ACCOUNT_DIKLAT_ROLES as readonly string[]).includes(target.role)) return { ok: false, pesan: PESAN_AKUN_DIKLAT.bukanDiklat, kode: 'NOT_FOUND' };
  const wilayah = wilayahTerkunciAkunDiklat(user);
  if (wilayah !== null && target.m_daerah_id !== wilayah) return { ok: false, pesan: PESAN_AKUN_DIKLAT.wilayah, kode: 'NOT_FOUND' };
  // an account the user does not manage reads as not found, like one of another region
  if (!(peranAkunDiklat(user) as readonly string[]).includes(target.role)) return { ok: false, pesan: PESAN_AKUN_DIKLAT.peran, kode: 'NOT_FOUND' };
  if (aksi === 'nonaktifkan' && target.id === user.id) return { ok: false, pesan: PESAN_AKUN_DIKLAT.nonaktifSendiri, kode: 'INVALID_TRANSITION' };
  if (aksi === 'aktifkan' && target.is_active === 1) return { ok: false, pesan: PESAN_AKUN_DIKLAT.sudahAktif, kode: 'INVALID_TRANSITION' };
  if (aksi === 'nonaktifkan' && target.is_active !== 1) return { ok: false, pesan: PESAN_AKUN_DIKLAT.sudahNonaktif, kode: 'INVALID_TRANSITION' };
  return { ok: true };
}

/** The actions a user may take on a diklat account row now. */
export function aksiAkunDiklat(user: PelakuAkunDiklat, target: TargetAkunDiklat): AksiAkunDiklat[] {
  return AKSI_AKUN_DIKLAT.filter((a) => cekAksiAkunDiklat(user, target, a).ok);
}

/**
 * The role and region of a diklat account being written, per field (Indonesian): the role must be one the
 * user may give; admin.diklat.daerah and peserta.diklat need a region (a pemda's is its own, forced); an
 * admin.diklat may have a region or none (none = every region). Returns the region to store.
 */
export function periksaPeranDaerahAkunDiklat(
  user: PelakuAkunDiklat,
  isian: { role: string; m_daerah_id: number | null },
): { errors: Record<string, string>; m_daerah_id: number | null } {
  const errors: Record<string, string> = {};
  if (!(peranAkunDiklat(user) as readonly string[]).includes(isian.role)) errors.role = PESAN_AKUN_DIKLAT.peran;
  const wilayah = wilayahTerkunciAkunDiklat(user);
  let daerah = isian.m_daerah_id;
  if (wilayah !== null) {
    if (daerah != null && daerah !== wilayah) errors.m_daerah_id = PESAN_AKUN_DIKLAT.daerahLuar;
    daerah = wilayah;
  }
  if (daerah == null && (PERAN_DIKLAT_DAERAH as readonly string[]).includes(isian.role)) errors.m_daerah_id = PESAN_AKUN_DIKLAT.daerahWajib;
  return { errors, m_daerah_id: daerah };
}
