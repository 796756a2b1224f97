/**
 * Every role of both specs. `qc` is the spec's alternative spelling of
 * `quality_control`; it is normalised on sign-in and never stored.
 */
export const ROLES = [
  'superadmin',
  'admin',
  'pemda',
  'opd',
  'asn',
  'upt',
  'provinsi',
  'kabkota',
  'dinas',
  'kecamatan',
  'tim.penilai',
  'pusat',
  'viewer',
  'verifikator',
  'quality_control',
  'developer',
  'admin.diklat',
  'admin.diklat.daerah',
  'peserta.diklat',
] as const;

export type Role = (typeof ROLES)[number];
/** A visitor without a session. */
export type Actor = Role | 'guest';

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  pemda: 'Pemerintah Daerah',
  opd: 'Perangkat Daerah (OPD)',
  asn: 'ASN',
  upt: 'UPT',
  provinsi: 'Provinsi',
  kabkota: 'Kabupaten/Kota',
  dinas: 'Dinas',
  kecamatan: 'Kecamatan',
  'tim.penilai': 'Tim Penilai',
  pusat: 'Pusat',
  viewer: 'Viewer',
  verifikator: 'Verifikator',
  quality_control: 'Quality Control',
  developer: 'Developer',
  'admin.diklat': 'Admin Diklat',
  'admin.diklat.daerah': 'Admin Diklat Daerah',
  'peserta.diklat': 'Peserta Diklat',
};

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (ROLES as readonly string[]).includes(v);
}

/** Accepts the spec's spellings (`qc`) and returns the canonical role, or 'guest'. */
export function normalizeRole(v: unknown): Actor {
  if (v === 'qc') return 'quality_control';
  return isRole(v) ? v : 'guest';
}

/** Central roles see every region and every year. */
export const CENTRAL_ROLES = ['superadmin', 'admin', 'tim.penilai', 'pusat', 'viewer', 'developer'] as const satisfies readonly Role[];
/** Roles whose data is fixed to their own region (m_daerah / profil). */
export const REGIONAL_ROLES = [
  'pemda',
  'opd',
  'asn',
  'upt',
  'provinsi',
  'kabkota',
  'dinas',
  'kecamatan',
  'admin.diklat.daerah',
  'peserta.diklat',
] as const satisfies readonly Role[];
/**
 * Regional roles that additionally only see records they created: OPD and UPT
 * (core spec 6) and training participants on their reports (DKL-01).
 */
export const OWNER_ROLES = ['opd', 'upt', 'peserta.diklat'] as const satisfies readonly Role[];
/** Roles limited to their verification area and assigned regions. */
export const AREA_ROLES = ['verifikator', 'quality_control'] as const satisfies readonly Role[];
export const DIKLAT_ROLES = ['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'] as const satisfies readonly Role[];

export const inRoles = (role: Actor, list: readonly Role[]): boolean => role !== 'guest' && list.includes(role);

/** Area codes of verifiers and QC (account.area). */
export const AREAS = [
  { value: 0, label: 'Tidak ada' },
  { value: 1, label: 'Wilayah Barat' },
  { value: 2, label: 'Wilayah Timur' },
  { value: 3, label: 'Wilayah Tambahan' },
] as const;

/** Role choices of the account-admin screen (11 roles, supporting spec ACC-01). */
export const ACCOUNT_ADMIN_ROLES = [
  'superadmin',
  'admin',
  'pemda',
  'opd',
  'asn',
  'upt',
  'provinsi',
  'tim.penilai',
  'pusat',
  'verifikator',
  'quality_control',
] as const satisfies readonly Role[];
/** Role choices of the account screen for regional admins (ACC-02). */
export const ACCOUNT_REGIONAL_ROLES = ['opd', 'upt'] as const satisfies readonly Role[];
/** Role choices of the diklat account screen; top roles may also create admin.diklat. */
export const ACCOUNT_DIKLAT_ROLES = ['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'] as const satisfies readonly Role[];
