import { can } from '../permissions/matrix';
import type { Actor } from '../permissions/roles';

/** Why "Ubah Status IGA" is refused. */
export const PESAN_UBAH_IGA_DITOLAK = 'Anda tidak berwenang mengubah status IGA daerah.';

export type CekUbahIga = { boleh: true } | { boleh: false; alasan: string };

/**
 * "Ubah Status IGA" (IDX-02/03): who may toggle a region's IGA flag. The one rule behind both the action a
 * ranking or recap row offers (`boleh_ubah_iga`) and the guard of the command (POST /ranking-index/{id}/flag).
 * Who may do it is the permission matrix's `indeks.flag`.
 */
export function cekUbahIga(actor: Actor | { role: Actor } | null | undefined): CekUbahIga {
  return can(actor, 'flag', 'indeks') ? { boleh: true } : { boleh: false, alasan: PESAN_UBAH_IGA_DITOLAK };
}

/** Whether the caller may toggle the IGA flag ({@link cekUbahIga}). */
export const bolehUbahIga = (actor: Actor | { role: Actor } | null | undefined): boolean => cekUbahIga(actor).boleh;
