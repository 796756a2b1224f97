import { z } from 'zod';
import { amplop, amplopDaftar, cari, id, kontrak, paramId, teksN } from './dasar';

/**
 * Account management (ACC-01 `account-admin`, ACC-02 `account`, `opd`, `upt`): what the account forms choose
 * from, and the removal of an account (deleted, or deactivated when records refer to it). The account records
 * themselves are the generic `/crud/usr_asn` (rules in modules/akun/hooks.ts, domain akun/).
 */

export const LAYAR_AKUN = ['account-admin', 'account'] as const;
export type LayarAkun = (typeof LAYAR_AKUN)[number];

const pilihan = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** `/account/lookup`: the choices of the account form of a screen for the signed-in user. */
export const pilihanAkun = z.object({
  layar: z.enum(LAYAR_AKUN),
  /** Roles the user may give on this screen (account-admin: the spec's 11 roles, as far as the user may give them; account: opd, upt). */
  peran: z.array(pilihan),
  /** Verification areas (verifikator, quality_control). */
  area: z.array(pilihan),
  /** The region new accounts are locked to (a pemda's own), null = free choice. */
  daerah_tetap: z.object({ id: z.number(), nama: z.string() }).nullable(),
  /** Which field applies to which roles, and what a field waits for (the one rule of domain akun/kolom.ts). */
  kolom: z.array(
    z.object({
      kolom: z.enum(['area', 'm_daerah_id', 'opd_perangkat_id', 'upt_id']),
      label: z.string(),
      peran: z.array(z.string()),
      wajib_untuk: z.array(z.string()),
      setelah: z.string().nullable(),
      petunjuk: teksN,
    }),
  ),
});
export type PilihanAkun = z.output<typeof pilihanAkun>;

export const opdRingkas = z.object({ id: z.number(), nama: z.string(), m_daerah_id: z.number() });
export type OpdRingkas = z.output<typeof opdRingkas>;
export const uptRingkas = z.object({ id: z.number(), nama: z.string(), opd_perangkat_id: z.number(), opd: z.string(), m_daerah_id: z.number() });
export type UptRingkas = z.output<typeof uptRingkas>;

export const K_AKUN = {
  lookup: kontrak({
    method: 'GET',
    path: '/account/lookup',
    izin: { resource: 'usr_asn', action: 'list' },
    ringkasan: 'Pilihan formulir akun untuk pengguna ini: peran yang boleh diberikan di layar ini, area, daerah tetap, aturan kolom per peran',
    tag: 'akun',
    query: z.object({ layar: z.enum(LAYAR_AKUN, 'Pilih account-admin atau account.').optional() }),
    jawaban: amplop(pilihanAkun),
  }),
  opdPerangkat: kontrak({
    method: 'GET',
    path: '/account/opd_perangkat/:m_daerah_id',
    izin: { resource: 'usr_asn', action: 'list' },
    ringkasan: 'Perangkat daerah (OPD) satu daerah untuk formulir akun; daerah di luar wilayah pengguna: 404',
    tag: 'akun',
    params: z.object({ m_daerah_id: id }),
    query: z.object({ search: cari }),
    jawaban: amplopDaftar(opdRingkas),
  }),
  upt: kontrak({
    method: 'GET',
    path: '/account/upt',
    izin: { resource: 'usr_asn', action: 'list' },
    ringkasan: 'UPTD dalam wilayah pengguna untuk formulir akun, menurut OPD induknya (opd_perangkat_id) bila diberikan',
    tag: 'akun',
    query: z.object({ opd_perangkat_id: id.optional(), search: cari }),
    jawaban: amplopDaftar(uptRingkas),
  }),
  hapus: kontrak({
    method: 'DELETE',
    path: '/account/:id',
    izin: { resource: 'usr_asn', action: 'delete' },
    ringkasan: 'Hapus akun {id}; akun yang masih tercatat pada data lain dinonaktifkan, bukan dihapus (tindakan: dihapus | dinonaktifkan)',
    tag: 'akun',
    params: paramId,
    jawaban: amplop(z.object({ id: z.number(), tindakan: z.enum(['dihapus', 'dinonaktifkan']), rujukan: z.array(z.object({ data: z.string(), jumlah: z.number() })) })),
  }),
};
