import { AREA_ROLES, CENTRAL_ROLES, OWNER_ROLES, REGIONAL_ROLES, inRoles, type Role } from './roles';

/** The signed-in user as the server resolves it (GET /me returns the same shape). */
export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  nama_lengkap: string;
  email: string | null;
  m_daerah_id: number | null;
  /** Profile id of the user's region (equals m_daerah_id: one profile per pemda). */
  profil_id: number | null;
  area: number;
  opd_perangkat_id: number | null;
  upt_id: number | null;
  /**
   * Regions the user may see, resolved by the server: own region (and, for a
   * province, its regencies and cities); for verifiers and QC the regions of
   * their area plus those assigned to them. null = every region.
   */
  daerah_ids: number[] | null;
  /** Years the user may enter and change data for; null = all years. */
  allowed_years: number[] | null;
  /**
   * Years the user may read: the allowed years plus the archive years
   * (the read-only `arsip` screen, 2005-2022 by default); null = all years.
   */
  readable_years?: number[] | null;
}

/** A row-level filter in plain data; the API turns it into SQL, tests read it. */
export interface DataScope {
  /** Only rows whose region column is in this list (empty list = nothing). */
  daerah_ids: number[] | null;
  /** Only rows created by this account. */
  created_by: number | null;
  /** Only rows whose year column is in this list. */
  years: number[] | null;
}

export const NO_SCOPE: DataScope = { daerah_ids: null, created_by: null, years: null };

/** How a resource is tied to the scope rules. */
export interface ScopeBinding {
  /** Column holding the region (m_daerah id = profil id). */
  region?: string;
  /** Column holding the creating account; applied to OPD and UPT. */
  owner?: string;
  /** Column holding the data year. */
  year?: string;
  /** When true, OPD/UPT owner rule does not apply (e.g. organisation tables). */
  ownerExempt?: boolean;
}

/**
 * The scope of a user on a resource (PLT-09):
 * - regional roles are fixed to their region (a province also sees its
 *   regencies and cities);
 * - OPD and UPT (and diklat participants) only see records they created;
 * - verifiers and QC see their area and assigned regions;
 * - every role is limited to its allowed years.
 * Central roles have no region limit.
 */
export function dataScope(user: SessionUser, binding: ScopeBinding, akses: 'baca' | 'tulis' = 'baca'): DataScope {
  const scope: DataScope = { daerah_ids: null, created_by: null, years: null };
  if (binding.region) {
    if (inRoles(user.role, REGIONAL_ROLES) || inRoles(user.role, AREA_ROLES)) {
      scope.daerah_ids = user.daerah_ids ?? (user.m_daerah_id != null ? [user.m_daerah_id] : []);
    } else if (!inRoles(user.role, CENTRAL_ROLES)) {
      // diklat admins and any future role without a rule see their own region only
      scope.daerah_ids = user.daerah_ids ?? (user.m_daerah_id != null ? [user.m_daerah_id] : null);
    }
  }
  if (binding.owner && !binding.ownerExempt && inRoles(user.role, OWNER_ROLES)) scope.created_by = user.id;
  const years = akses === 'baca' && user.readable_years !== undefined ? user.readable_years : user.allowed_years;
  if (binding.year && years) scope.years = years;
  return scope;
}

/** Does one record fall inside a scope? Used for read/update/delete of a single row. */
export function recordInScope(scope: DataScope, binding: ScopeBinding, record: Record<string, unknown>): boolean {
  if (scope.daerah_ids && binding.region) {
    const v = Number(record[binding.region]);
    if (!scope.daerah_ids.includes(v)) return false;
  }
  if (scope.created_by != null && binding.owner) {
    if (Number(record[binding.owner]) !== scope.created_by) return false;
  }
  if (scope.years && binding.year) {
    const y = record[binding.year];
    if (y != null && !scope.years.includes(Number(y))) return false;
  }
  return true;
}

/** Regions a user is locked to, for forms that fix the region (null = free choice). */
export function fixedRegion(user: SessionUser): number | null {
  return inRoles(user.role, REGIONAL_ROLES) ? user.m_daerah_id : null;
}
