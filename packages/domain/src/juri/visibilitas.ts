/**
 * Who sees which juror's sheet (decision 59): a juror sees the other jurors' scores of a nominee only after
 * submitting their own sheet for that nominee (a conflicted juror does not see them while the stage runs); drafts are seen only by their author; overseers (admin, superadmin, pusat, viewer) see
 * every submitted sheet; once the stage is closed every award role sees every submitted sheet.
 */

export type StatusLembar = 'draf' | 'terkirim';

export interface PengamatLembar {
  /** The reader's juror id for this judged event, or null when the reader is not a juror. */
  penilai_id: number | null;
  /** True for the roles that oversee the judging (admin, superadmin, pusat, viewer). */
  pengawas: boolean;
}

export interface KonteksLembar {
  /** The sheet being read. */
  lembar: { penilai_id: number; status: StatusLembar };
  /** The reader's own sheet status for the same nominee and stage, null when none. */
  milikSendiri: StatusLembar | null;
  /** The reader declared (or has) a conflict on this nominee. */
  konflik: boolean;
  /** The stage is closed (read-only). */
  tahapDitutup: boolean;
}

export type AlasanTersembunyi = 'draf_orang_lain' | 'belum_kirim' | 'konflik' | 'bukan_penilai';

/** Null when the sheet's scores are visible to the reader, else why they are hidden. */
export function alasanLembarTersembunyi(p: PengamatLembar, k: KonteksLembar): AlasanTersembunyi | null {
  const sendiri = p.penilai_id != null && p.penilai_id === k.lembar.penilai_id;
  if (sendiri) return null;
  if (k.lembar.status === 'draf') return 'draf_orang_lain';
  if (p.pengawas) return null;
  if (p.penilai_id == null) return 'bukan_penilai';
  if (k.tahapDitutup) return null;
  if (k.konflik) return 'konflik';
  if (k.milikSendiri !== 'terkirim') return 'belum_kirim';
  return null;
}

export function lembarTerlihat(p: PengamatLembar, k: KonteksLembar): boolean {
  return alasanLembarTersembunyi(p, k) === null;
}

export const LABEL_TERSEMBUNYI: Record<AlasanTersembunyi, string> = {
  draf_orang_lain: 'Masih draf penilai lain.',
  belum_kirim: 'Nilai penilai lain tampil setelah lembar Anda dikirim.',
  konflik: 'Anda memiliki konflik kepentingan dengan nomine ini.',
  bukan_penilai: 'Hanya penilai dan pengawas yang dapat melihat nilai.',
};
