import type { Role } from '../permissions/roles';

/**
 * The first screen after sign-in: the role's work, never a placeholder or the FAQ (issue 19 item 1, decision 80).
 * - `summary`: the regional/administrative dashboard (superadmin, admin, pemda, opd);
 * - `qc`: the quality-control dashboard with its counts;
 * - `diklat`: the training dashboard of the three diklat roles;
 * - `beranda`: the role-aware home (`GET /beranda`): the verifier's and jury's queues with counts, the national
 *   summary (pusat, viewer), the province's regions, a region's read-only view (asn, upt, kabkota, dinas,
 *   kecamatan) and the developer's system status.
 */
export const BERANDA_PERAN = {
  superadmin: 'summary',
  admin: 'summary',
  pemda: 'summary',
  opd: 'summary',
  quality_control: 'qc',
  'admin.diklat': 'diklat',
  'admin.diklat.daerah': 'diklat',
  'peserta.diklat': 'diklat',
  verifikator: 'beranda',
  'tim.penilai': 'beranda',
  pusat: 'beranda',
  viewer: 'beranda',
  provinsi: 'beranda',
  asn: 'beranda',
  upt: 'beranda',
  kabkota: 'beranda',
  dinas: 'beranda',
  kecamatan: 'beranda',
  developer: 'beranda',
} as const satisfies Record<Role, 'summary' | 'qc' | 'diklat' | 'beranda'>;

export type LayarBeranda = (typeof BERANDA_PERAN)[Role];

/** The module slug of the role's home screen. */
export function berandaPeran(role: Role): LayarBeranda {
  return BERANDA_PERAN[role];
}

/** Roles whose home is the role-aware `beranda` screen (its module roles and the `beranda` permission). */
export const PERAN_BERANDA = (Object.keys(BERANDA_PERAN) as Role[]).filter((r) => BERANDA_PERAN[r] === 'beranda');

/** What the `beranda` answer is about, per role. */
export type JenisBeranda = 'review' | 'juri' | 'nasional' | 'provinsi' | 'daerah' | 'sistem';

export function jenisBeranda(role: Role): JenisBeranda | null {
  switch (role) {
    case 'verifikator':
      return 'review';
    case 'tim.penilai':
      return 'juri';
    case 'pusat':
    case 'viewer':
      return 'nasional';
    case 'provinsi':
      return 'provinsi';
    case 'asn':
    case 'upt':
    case 'kabkota':
    case 'dinas':
    case 'kecamatan':
      return 'daerah';
    case 'developer':
      return 'sistem';
    default:
      return null;
  }
}
