import type { Role } from '../permissions/roles';

/**
 * Verification and quality-control workflow of a sent innovation (REV-01..04).
 * State = registration status (status_nomor: 0 pending, 1 verified, 2 rejected,
 * -1 withdrawn) and QC status (qc: 0 pending, 1 verified, 2 rejected).
 * Every transition is data here; the API runs each as its own command.
 *
 * Meaning of qc per status:
 * - status 1 (approved by a verifier): qc 1 = QC confirmed the approval (final),
 *   qc 2 = QC rejected the approval (the verifier looks again), qc 0 = waiting.
 * - status 2 (rejected by a verifier): qc 1 = QC agreed with the rejection (final),
 *   qc 0 = waiting; QC may instead accept it as an innovation (status 1, qc 1).
 */
export interface StatusReview {
  status_nomor: number;
  qc: number;
}

/**
 * The innovation's `is_index` lock, set by the workflow and never by hand: 1 once quality control confirmed
 * the verifier's approval (status 1, qc 1, final), else 0. A locked innovation cannot be edited or deleted.
 */
export const terkunciIndeks = (s: StatusReview): 0 | 1 => (s.status_nomor === 1 && s.qc === 1 ? 1 : 0);

export const AKSI_REVIEW = [
  'setujui',
  'tolak',
  'tolak_hasil_review',
  'setujui_hasil_rejected',
  'qc_setujui',
  'qc_tolak',
  'qc_terima_inovasi',
  'qc_setuju_tolak',
  'komentar',
] as const;
export type AksiReview = (typeof AKSI_REVIEW)[number];

interface Transisi {
  label: string;
  /** Screen the action lives on. */
  layar: 'review' | 'hasil-review' | 'hasil-rejected' | 'quality-control';
  roles: readonly Role[];
  boleh: (s: StatusReview) => boolean;
  ke: (s: StatusReview) => StatusReview;
  /** A reason is required (rejections). */
  butuhCatatan: boolean;
  /** Message when the state does not allow it. */
  pesanTolak: string;
}

const VERIFIER: readonly Role[] = ['admin', 'superadmin', 'verifikator'];
const QC_SCREEN: readonly Role[] = ['admin', 'superadmin', 'quality_control'];
const QC_ONLY: readonly Role[] = ['quality_control'];
const COMMENTERS: readonly Role[] = ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control'];

export const ALUR_REVIEW: Readonly<Record<AksiReview, Transisi>> = {
  setujui: {
    label: 'Setujui',
    layar: 'review',
    roles: VERIFIER,
    boleh: (s) => s.status_nomor === 0,
    ke: () => ({ status_nomor: 1, qc: 0 }),
    butuhCatatan: false,
    pesanTolak: 'Hanya inovasi yang menunggu verifikasi yang dapat disetujui.',
  },
  tolak: {
    label: 'Tolak',
    layar: 'review',
    roles: VERIFIER,
    boleh: (s) => s.status_nomor === 0,
    ke: () => ({ status_nomor: 2, qc: 0 }),
    butuhCatatan: true,
    pesanTolak: 'Hanya inovasi yang menunggu verifikasi yang dapat ditolak.',
  },
  tolak_hasil_review: {
    label: 'Tolak',
    layar: 'hasil-review',
    roles: VERIFIER,
    boleh: (s) => s.status_nomor === 1 && s.qc !== 1,
    ke: () => ({ status_nomor: 2, qc: 0 }),
    butuhCatatan: true,
    pesanTolak: 'Hasil review yang sudah diverifikasi QC tidak dapat ditolak.',
  },
  setujui_hasil_rejected: {
    label: 'Setujui',
    layar: 'hasil-rejected',
    roles: VERIFIER,
    boleh: (s) => s.status_nomor === 2 && s.qc === 0,
    ke: () => ({ status_nomor: 1, qc: 0 }),
    butuhCatatan: false,
    pesanTolak: 'Penolakan yang sudah dikonfirmasi QC tidak dapat diubah.',
  },
  qc_setujui: {
    label: 'Setujui (QC)',
    layar: 'quality-control',
    roles: QC_SCREEN,
    boleh: (s) => s.status_nomor === 1 && s.qc !== 1,
    ke: (s) => ({ status_nomor: s.status_nomor, qc: 1 }),
    butuhCatatan: false,
    pesanTolak: 'Hanya hasil review yang disetujui dan belum diverifikasi QC yang dapat disetujui QC.',
  },
  qc_tolak: {
    label: 'Tolak (QC)',
    layar: 'quality-control',
    roles: QC_SCREEN,
    boleh: (s) => s.status_nomor === 1 && s.qc === 0,
    ke: (s) => ({ status_nomor: s.status_nomor, qc: 2 }),
    butuhCatatan: true,
    pesanTolak: 'Hanya hasil review yang menunggu QC yang dapat ditolak QC.',
  },
  qc_terima_inovasi: {
    label: 'Terima sebagai Inovasi',
    layar: 'hasil-rejected',
    roles: QC_ONLY,
    boleh: (s) => s.status_nomor === 2 && s.qc === 0,
    ke: () => ({ status_nomor: 1, qc: 1 }),
    butuhCatatan: false,
    pesanTolak: 'Hanya inovasi yang ditolak dan belum diputuskan QC yang dapat diterima.',
  },
  qc_setuju_tolak: {
    label: 'Setuju Ditolak',
    layar: 'hasil-rejected',
    roles: QC_ONLY,
    boleh: (s) => s.status_nomor === 2 && s.qc === 0,
    ke: (s) => ({ status_nomor: s.status_nomor, qc: 1 }),
    butuhCatatan: false,
    pesanTolak: 'Hanya inovasi yang ditolak dan belum diputuskan QC yang dapat dikonfirmasi.',
  },
  komentar: {
    label: 'Komentar',
    layar: 'hasil-rejected',
    roles: COMMENTERS,
    boleh: (s) => s.status_nomor >= 0,
    ke: (s) => s,
    butuhCatatan: true,
    pesanTolak: 'Inovasi yang ditarik tidak dapat dikomentari.',
  },
};

export type HasilTransisi = { ok: true; ke: StatusReview } | { ok: false; alasan: 'peran' | 'status' | 'catatan'; pesan: string };

/**
 * The one decision of a review or QC transition for a role on an item now: null when allowed, else why not. The
 * queues' row actions (`aksiReview`) and the commands' guard (`cekTransisi`) are both this function.
 */
export function penghalangTransisi(role: Role, aksi: AksiReview, dari: StatusReview): { alasan: 'peran' | 'status'; pesan: string } | null {
  const t = ALUR_REVIEW[aksi];
  if (!t.roles.includes(role)) return { alasan: 'peran', pesan: 'Anda tidak memiliki hak akses untuk tindakan ini.' };
  if (!t.boleh(dari)) return { alasan: 'status', pesan: t.pesanTolak };
  return null;
}

/** Checks one transition command: the decision above, then the reason a transition requires. */
export function cekTransisi(role: Role, aksi: AksiReview, dari: StatusReview, catatan?: string | null): HasilTransisi {
  const t = ALUR_REVIEW[aksi];
  const halangan = penghalangTransisi(role, aksi, dari);
  if (halangan) return { ok: false, ...halangan };
  if (t.butuhCatatan && !(catatan ?? '').trim()) return { ok: false, alasan: 'catatan', pesan: 'Alasan/catatan wajib diisi.' };
  return { ok: true, ke: t.ke(dari) };
}

/**
 * Whether the verified values of an innovation's indicators may change now (PRF-07 on innovations): it must
 * have been sent (a registration that is not withdrawn), and a result QC has confirmed (qc = 1) is final,
 * except that admins and superadmins may still correct it.
 */
export function bolehEvaluasiInovasi(role: Role, reg: { status_nomor: number; qc: number } | null | undefined): { ok: true } | { ok: false; pesan: string } {
  if (!reg || reg.status_nomor < 0) return { ok: false, pesan: 'Inovasi ini belum dikirim ke Kemendagri; indikatornya dinilai setelah dikirim.' };
  if (reg.qc === 1 && role !== 'admin' && role !== 'superadmin') {
    return { ok: false, pesan: 'Hasil verifikasi inovasi ini sudah final (dikonfirmasi QC); hanya admin yang dapat mengoreksinya.' };
  }
  return { ok: true };
}

/** Actions a role may take on an item now (the row actions of the queues). */
export function aksiReview(role: Role, s: StatusReview, layar?: Transisi['layar']): AksiReview[] {
  return AKSI_REVIEW.filter((a) => (!layar || ALUR_REVIEW[a].layar === layar) && penghalangTransisi(role, a, s) === null);
}

/** Review badge: Pending (0), Verified (non-zero, except 2), Rejected (2). */
export function badgeReview(status: number): 'Pending' | 'Verified' | 'Rejected' {
  if (status === 2) return 'Rejected';
  return status === 0 ? 'Pending' : 'Verified';
}

/** QC badge: Verified (1), Rejected (2), otherwise Pending. */
export function badgeQc(qc: number): 'Verified' | 'Rejected' | 'Pending' {
  return qc === 1 ? 'Verified' : qc === 2 ? 'Rejected' : 'Pending';
}

/** The verifier's standard reasons for a lower verified value. */
export const ALASAN_VERIFIKASI = [
  { value: 'bukti_tidak_ada', label: 'Bukti dukung tidak ada' },
  { value: 'bukti_tidak_sesuai', label: 'Bukti dukung tidak sesuai dengan level yang dipilih' },
  { value: 'dokumen_kedaluwarsa', label: 'Dokumen sudah tidak berlaku' },
  { value: 'bukan_kewenangan', label: 'Bukan kewenangan daerah' },
  { value: 'diterima_tanpa_bukti', label: 'Diterima tanpa bukti dukung (wajib catatan)' },
  { value: 'lainnya', label: 'Lainnya' },
] as const;
export type AlasanVerifikasi = (typeof ALASAN_VERIFIKASI)[number]['value'];
