import type { StatusReview } from './alur';

/**
 * The one set of Indonesian labels for review and QC states (issue 19 item 5, decision 89). The API keeps its
 * badge values (`Pending` / `Verified` / `Rejected`, part of the contracts); every screen shows these labels.
 */
export type BadgeStatus = 'Pending' | 'Verified' | 'Rejected';

/** Verifier's decision (status_nomor): 0 waiting, 1 approved, 2 rejected, -1 withdrawn. */
export const LABEL_STATUS_REVIEW: Readonly<Record<number, string>> = { [-1]: 'Ditarik', 0: 'Menunggu verifikasi', 1: 'Terverifikasi', 2: 'Ditolak' };
/** Quality control (qc): 0 waiting, 1 confirmed, 2 sent back to the verifier. */
export const LABEL_STATUS_QC: Readonly<Record<number, string>> = { 0: 'Menunggu QC', 1: 'Lolos QC', 2: 'Dikembalikan QC' };

/** Labels of the API's badge values. */
export const LABEL_BADGE_REVIEW: Readonly<Record<BadgeStatus, string>> = { Pending: LABEL_STATUS_REVIEW[0]!, Verified: LABEL_STATUS_REVIEW[1]!, Rejected: LABEL_STATUS_REVIEW[2]! };
export const LABEL_BADGE_QC: Readonly<Record<BadgeStatus, string>> = { Pending: LABEL_STATUS_QC[0]!, Verified: LABEL_STATUS_QC[1]!, Rejected: LABEL_STATUS_QC[2]! };

export const labelStatusReview = (status: number | null | undefined): string => (status == null ? 'Belum dikirim' : (LABEL_STATUS_REVIEW[status] ?? `Status ${status}`));
export const labelStatusQc = (qc: number | null | undefined): string => LABEL_STATUS_QC[qc ?? 0] ?? LABEL_STATUS_QC[0]!;

/** One line for a registration: "Terverifikasi · Menunggu QC" (QC is not shown while the verifier has not decided). */
export const labelRegistrasi = (s: StatusReview): string =>
  s.status_nomor === 0 || s.status_nomor < 0 ? labelStatusReview(s.status_nomor) : `${labelStatusReview(s.status_nomor)} · ${labelStatusQc(s.qc)}`;

/** Filter choices of the QC queue. */
export const PILIHAN_STATUS_QC = [0, 1, 2].map((v) => ({ value: String(v), label: LABEL_STATUS_QC[v]! }));
