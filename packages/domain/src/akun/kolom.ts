import { ROLE_LABELS, type Role } from '../permissions/roles';

/**
 * The conditional account fields (ACC-01, supporting spec section 5), one rule for the form and the server:
 * - `area` (verification area) only for verifikator and quality_control;
 * - `m_daerah_id` (daerah) for pemda, asn, opd, admin.diklat.daerah, peserta.diklat, and for the regional roles
 *   the spec's list leaves out but whose data is their region (upt, provinsi, kabkota, dinas, kecamatan;
 *   decision 72);
 * - `opd_perangkat_id` (OPD / instansi) for role opd, hint "kosongkan jika bukan akun OPD", and for role upt as
 *   the OPD its UPTD belongs to (the spec's UPTD rule needs an OPD to be chosen; decision 72);
 * - `upt_id` (UPTD) only when the role is upt and an OPD is chosen.
 *
 * The resource's `showIf`/`showIfTerisi` are built from {@link PERAN_KOLOM_AKUN} (the form shows and sends only
 * these), and the server answers 422 on a field sent with a value where it does not apply, or missing where it
 * is required ({@link periksaKolomAkun}); stored values of fields that stop applying are cleared
 * ({@link kolomAkunDikosongkan}).
 */
export const PERAN_KOLOM_AKUN = {
  area: ['verifikator', 'quality_control'],
  m_daerah_id: ['pemda', 'asn', 'opd', 'admin.diklat.daerah', 'peserta.diklat', 'upt', 'provinsi', 'kabkota', 'dinas', 'kecamatan'],
  opd_perangkat_id: ['opd', 'upt'],
  upt_id: ['upt'],
} as const satisfies Record<string, readonly Role[]>;

export type KolomPeranAkun = keyof typeof PERAN_KOLOM_AKUN;
export const KOLOM_PERAN_AKUN = Object.keys(PERAN_KOLOM_AKUN) as KolomPeranAkun[];

/** A field that applies must be filled for these roles (an account without it would see nothing or belong nowhere). */
export const PERAN_KOLOM_WAJIB: Record<KolomPeranAkun, readonly Role[]> = {
  area: [],
  m_daerah_id: ['pemda', 'opd', 'asn', 'upt', 'provinsi'],
  opd_perangkat_id: ['upt'],
  upt_id: ['upt'],
};

/** The other field a field waits for (shown only once it has a value). */
export const KOLOM_AKUN_SYARAT: Partial<Record<KolomPeranAkun, KolomPeranAkun>> = { upt_id: 'opd_perangkat_id' };

export const LABEL_KOLOM_AKUN: Record<KolomPeranAkun, string> = {
  area: 'Area',
  m_daerah_id: 'Daerah',
  opd_perangkat_id: 'OPD / Instansi',
  upt_id: 'UPTD',
};

/** The value a field takes when it does not apply to the role. */
const KOSONG: Record<KolomPeranAkun, 0 | null> = { area: 0, m_daerah_id: null, opd_perangkat_id: null, upt_id: null };

/** Is this value empty for this field (`area` 0 is "Tidak ada")? */
export function nilaiKolomKosong(kolom: KolomPeranAkun, v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  // no String(v): the body as sent may hold any JSON (an object whose toString is not a function, a deep array)
  return kolom === 'area' && (v === 0 || v === '0');
}

/** Does this account field apply to this role (ignoring the field it waits for)? */
export function kolomAkunBerlaku(kolom: KolomPeranAkun, role: string): boolean {
  return (PERAN_KOLOM_AKUN[kolom] as readonly string[]).includes(role);
}

/** Is the field shown for these values (role, and the field it waits for)? The form's show/hide. */
export function kolomAkunTampil(kolom: KolomPeranAkun, values: Record<string, unknown>): boolean {
  if (!kolomAkunBerlaku(kolom, String(values.role ?? ''))) return false;
  const syarat = KOLOM_AKUN_SYARAT[kolom];
  return !syarat || !nilaiKolomKosong(syarat, values[syarat]);
}

/**
 * The fields of an account write that do not apply to its role, with their empty values
 * (`{ area: 0, opd_perangkat_id: null, upt_id: null }` for a pemda); apply with `Object.assign(values, ...)`.
 * The region is not cleared: central roles ignore it (no region limit), and older accounts keep theirs.
 */
export function kolomAkunDikosongkan(role: string): Partial<Record<KolomPeranAkun, 0 | null>> {
  const out: Partial<Record<KolomPeranAkun, 0 | null>> = {};
  for (const k of KOLOM_PERAN_AKUN) if (k !== 'm_daerah_id' && !kolomAkunBerlaku(k, role)) out[k] = KOSONG[k];
  return out;
}

const daftarPeran = (roles: readonly string[]) => roles.map((r) => ROLE_LABELS[r as Role] ?? r).join(', ');

/**
 * Per-field messages of an account write (422): a field sent with a value where it does not apply ("must be
 * empty"), and a required field that is empty. `dikirim` is the request body as sent, `gabungan` the stored
 * record with the write applied (role, region, OPD as they will be).
 */
export function periksaKolomAkun(dikirim: Record<string, unknown>, gabungan: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const role = String(gabungan.role ?? '');
  for (const k of KOLOM_PERAN_AKUN) {
    const tampil = kolomAkunTampil(k, gabungan);
    const dikirimIsi = Object.prototype.hasOwnProperty.call(dikirim, k) && !nilaiKolomKosong(k, dikirim[k]);
    if (!tampil && dikirimIsi) {
      const syarat = KOLOM_AKUN_SYARAT[k];
      errors[k] =
        kolomAkunBerlaku(k, role) && syarat
          ? `${LABEL_KOLOM_AKUN[k]} hanya diisi setelah ${LABEL_KOLOM_AKUN[syarat]} dipilih.`
          : `${LABEL_KOLOM_AKUN[k]} hanya untuk peran ${daftarPeran(PERAN_KOLOM_AKUN[k])}; kosongkan untuk peran ${ROLE_LABELS[role as Role] ?? role}.`;
      continue;
    }
    if (tampil && (PERAN_KOLOM_WAJIB[k] as readonly string[]).includes(role) && nilaiKolomKosong(k, gabungan[k]))
      errors[k] = `${LABEL_KOLOM_AKUN[k]} wajib diisi untuk peran ${ROLE_LABELS[role as Role] ?? role}.`;
  }
  // a UPTD account needs its OPD before the UPTD can be chosen
  if (role === 'upt' && !errors.opd_perangkat_id && nilaiKolomKosong('opd_perangkat_id', gabungan.opd_perangkat_id))
    errors.opd_perangkat_id = `${LABEL_KOLOM_AKUN.opd_perangkat_id} wajib diisi untuk peran ${ROLE_LABELS.upt}.`;
  return errors;
}
