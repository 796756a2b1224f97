import type { Role } from '../permissions/roles';

/**
 * Which account fields apply to which role (ACC-01): the verification area to verifiers and QC, the OPD to
 * OPD and UPT accounts, the UPT to UPT accounts. The account form shows a field only for these roles (the
 * resource's `showIf`) and the server clears the field for every other role.
 */
export const PERAN_KOLOM_AKUN = {
  area: ['verifikator', 'quality_control'],
  opd_perangkat_id: ['opd', 'upt'],
  upt_id: ['upt'],
} as const satisfies Record<string, readonly Role[]>;

export type KolomPeranAkun = keyof typeof PERAN_KOLOM_AKUN;

/** The value a field takes when it does not apply to the role. */
const KOSONG: Record<KolomPeranAkun, 0 | null> = { area: 0, opd_perangkat_id: null, upt_id: null };

/** Does this account field apply to this role? */
export function kolomAkunBerlaku(kolom: KolomPeranAkun, role: string): boolean {
  return (PERAN_KOLOM_AKUN[kolom] as readonly string[]).includes(role);
}

/**
 * The fields of an account write that do not apply to its role, with their empty values
 * (`{ area: 0, opd_perangkat_id: null, upt_id: null }` for a pemda); apply with `Object.assign(values, ...)`.
 */
export function kolomAkunDikosongkan(role: string): Partial<Record<KolomPeranAkun, 0 | null>> {
  const out: Partial<Record<KolomPeranAkun, 0 | null>> = {};
  for (const k of Object.keys(PERAN_KOLOM_AKUN) as KolomPeranAkun[]) if (!kolomAkunBerlaku(k, role)) out[k] = KOSONG[k];
  return out;
}
