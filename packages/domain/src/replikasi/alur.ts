import type { Role } from '../permissions/roles';
import type { SessionUser } from '../permissions/scope';
import { formatTanggal } from '../fields/validate';

/**
 * Replication requests (issue 20 item 6, decision 108): a region asks to replicate another region's public
 * innovation, the owner region accepts or refuses, the requesting region tracks it to implementation. This file
 * is the one policy: the transition table, who may do what on a request (`aksiReplikasi`, the rows' `aksi` and the
 * commands' guard) and what "terlaksana" needs. Pure; the API applies it in modules/replikasi.
 */

export const STATUS_REPLIKASI = ['diajukan', 'diterima', 'ditolak', 'persiapan', 'terlaksana', 'dibatalkan'] as const;
export type StatusReplikasi = (typeof STATUS_REPLIKASI)[number];

export const LABEL_STATUS_REPLIKASI: Record<StatusReplikasi, string> = {
  diajukan: 'Diajukan',
  diterima: 'Diterima',
  ditolak: 'Ditolak',
  persiapan: 'Persiapan',
  terlaksana: 'Terlaksana',
  dibatalkan: 'Dibatalkan',
};

/** A request still running: one per (innovation, requesting region) together with an implemented one. */
export const STATUS_REPLIKASI_TERBUKA = ['diajukan', 'diterima', 'persiapan'] as const satisfies readonly StatusReplikasi[];
/** Statuses after which a region may ask again for the same innovation. */
export const STATUS_REPLIKASI_SELESAI_GAGAL = ['ditolak', 'dibatalkan'] as const satisfies readonly StatusReplikasi[];

/** Which side of a request the user acts for. */
export type PihakReplikasi = 'peminta' | 'pemilik';

/** The commands of a request after it was made (ajukan creates it). */
export const AKSI_TRANSISI_REPLIKASI = ['terima', 'tolak', 'persiapan', 'terlaksana', 'batalkan'] as const;
export type AksiTransisiReplikasi = (typeof AKSI_TRANSISI_REPLIKASI)[number];
/** `lengkapi`: the requesting side links its replica, attaches the agreement or adds a note (no status change). */
export type AksiReplikasi = AksiTransisiReplikasi | 'lengkapi';

/** The transition table: from which statuses, to which, by which side. */
export const ALUR_REPLIKASI: Record<AksiTransisiReplikasi, { dari: readonly StatusReplikasi[]; ke: StatusReplikasi; pihak: PihakReplikasi; label: string }> = {
  terima: { dari: ['diajukan'], ke: 'diterima', pihak: 'pemilik', label: 'Terima' },
  tolak: { dari: ['diajukan'], ke: 'ditolak', pihak: 'pemilik', label: 'Tolak' },
  persiapan: { dari: ['diterima'], ke: 'persiapan', pihak: 'peminta', label: 'Mulai persiapan' },
  terlaksana: { dari: ['persiapan'], ke: 'terlaksana', pihak: 'peminta', label: 'Tandai terlaksana' },
  batalkan: { dari: ['diajukan', 'diterima', 'persiapan'], ke: 'dibatalkan', pihak: 'peminta', label: 'Batalkan' },
};

/** The requesting side may complete its record (replica, agreement, note) while the request is accepted and running. */
const STATUS_LENGKAPI: readonly StatusReplikasi[] = ['diterima', 'persiapan'];

/** Region operators: they act for their own region on either side. */
const OPERATOR: readonly Role[] = ['pemda', 'opd'];
/** Read every request. */
const PEMBACA_NASIONAL: readonly Role[] = ['admin', 'superadmin', 'pusat'];

/** What the policy reads of a request. */
export interface BarisReplikasiKebijakan {
  status: StatusReplikasi;
  peminta_profil_id: number;
  pemilik_profil_id: number;
}

export interface AksiReplikasiHasil {
  lihat: boolean;
  /** The side the user acts for, null when only reading. */
  pihak: PihakReplikasi | null;
  /** Commands allowed now, in the order the screen offers them. */
  aksi: AksiReplikasi[];
}

const daerahSendiri = (user: SessionUser): number | null => user.m_daerah_id ?? user.profil_id ?? null;

/** The side a user acts for on a request (region operators of either region), else null. */
export function pihakReplikasi(user: SessionUser, row: Pick<BarisReplikasiKebijakan, 'peminta_profil_id' | 'pemilik_profil_id'>): PihakReplikasi | null {
  if (!OPERATOR.includes(user.role)) return null;
  const d = daerahSendiri(user);
  if (d == null) return null;
  if (d === row.peminta_profil_id) return 'peminta';
  if (d === row.pemilik_profil_id) return 'pemilik';
  return null;
}

/** May the user read requests at all (the screen, the list)? */
export function bolehLihatReplikasi(user: SessionUser): boolean {
  return OPERATOR.includes(user.role) || PEMBACA_NASIONAL.includes(user.role) || user.role === 'provinsi';
}

/** May the user ask to replicate (a region operator with a region)? The innovation's own rules are `alasanAjukanReplikasi`. */
export const bolehAjukanReplikasi = (user: SessionUser): boolean => OPERATOR.includes(user.role) && daerahSendiri(user) != null;

/**
 * Who may do what on one request: the requesting region's operators track, complete and cancel it; the owner
 * region's operators accept or refuse it; admin, superadmin and pusat read every request; a province reads the
 * requests of its regions (either side). Nobody else sees it (the API answers 404).
 */
export function aksiReplikasi(user: SessionUser, row: BarisReplikasiKebijakan): AksiReplikasiHasil {
  const pihak = pihakReplikasi(user, row);
  let lihat = pihak !== null || PEMBACA_NASIONAL.includes(user.role);
  if (!lihat && user.role === 'provinsi') {
    const wilayah = user.daerah_ids ?? [];
    lihat = wilayah.includes(row.peminta_profil_id) || wilayah.includes(row.pemilik_profil_id);
  }
  if (!lihat || pihak === null) return { lihat, pihak: null, aksi: [] };
  const aksi: AksiReplikasi[] = AKSI_TRANSISI_REPLIKASI.filter((a) => ALUR_REPLIKASI[a].pihak === pihak && ALUR_REPLIKASI[a].dari.includes(row.status));
  if (pihak === 'peminta' && STATUS_LENGKAPI.includes(row.status)) aksi.push('lengkapi');
  return { lihat, pihak, aksi };
}

export type PenghalangReplikasi = { code: 'NOT_FOUND' | 'FORBIDDEN' | 'INVALID_TRANSITION'; pesan: string } | null;

/**
 * The guard of a command: 404 when the user may not see the request, 403 when it is not the user's side, 409
 * when the request's status does not allow it (the message names the status).
 */
export function penghalangReplikasi(user: SessionUser, row: BarisReplikasiKebijakan, aksi: AksiReplikasi): PenghalangReplikasi {
  const h = aksiReplikasi(user, row);
  if (!h.lihat) return { code: 'NOT_FOUND', pesan: 'Permintaan replikasi tidak ditemukan.' };
  const pihakPerlu: PihakReplikasi = aksi === 'lengkapi' ? 'peminta' : ALUR_REPLIKASI[aksi].pihak;
  if (h.pihak !== pihakPerlu)
    return { code: 'FORBIDDEN', pesan: pihakPerlu === 'pemilik' ? 'Hanya daerah pemilik inovasi yang dapat menerima atau menolak permintaan ini.' : 'Hanya daerah yang mengajukan yang dapat memperbarui permintaan ini.' };
  if (!h.aksi.includes(aksi)) return { code: 'INVALID_TRANSITION', pesan: `Tindakan ini tidak dapat dilakukan karena permintaan berstatus ${LABEL_STATUS_REPLIKASI[row.status]}.` };
  return null;
}

/** What a request to replicate is checked against: the innovation (public or not, its region) and the user's region. */
export interface CalonReplikasi {
  /** The innovation passes the public catalogue's rule (decision 68). */
  publik: boolean;
  profil_id: number;
}

/** Why the user may not ask to replicate this innovation (null: may). Public innovations of another region only. */
export function alasanAjukanReplikasi(user: SessionUser, inovasi: CalonReplikasi | null): { code: 'FORBIDDEN' | 'NOT_FOUND' | 'VALIDATION_FAILED'; pesan: string } | null {
  if (!bolehAjukanReplikasi(user)) return { code: 'FORBIDDEN', pesan: 'Hanya operator pemerintah daerah yang dapat mengajukan replikasi.' };
  if (!inovasi || !inovasi.publik) return { code: 'VALIDATION_FAILED', pesan: 'Hanya inovasi yang telah terverifikasi dan tampil di katalog publik yang dapat direplikasi.' };
  if (inovasi.profil_id === daerahSendiri(user)) return { code: 'VALIDATION_FAILED', pesan: 'Inovasi daerah Anda sendiri tidak dapat diajukan untuk direplikasi.' };
  return null;
}

/** What "terlaksana" needs of the requesting side: its replica innovation and the agreement (errors per field). */
export function syaratTerlaksana(r: { replika_inovasi_id: number | null; file_url: string | null }): Record<string, string> {
  const e: Record<string, string> = {};
  if (r.replika_inovasi_id == null) e.replika_inovasi_id = 'Pilih inovasi daerah Anda yang merupakan hasil replikasi sebelum menandai terlaksana.';
  if (!r.file_url) e.file_url = 'Unggah PKS/MoU/surat pernyataan replikasi (PDF) sebelum menandai terlaksana.';
  return e;
}

/** Catalogue code of the innovation indicator "Replikasi" (levels by the number of distinct replicating regions). */
export const KODE_INDIKATOR_REPLIKASI = 'SID-31';

/** The name of the evidence row an implemented replication adds to the original's SID-31: "Replikasi oleh <daerah> (<tanggal>)". */
export function namaBuktiReplikasi(daerah: string, tanggal: string): string {
  return `Replikasi oleh ${daerah} (${formatTanggal(tanggal)})`.slice(0, 255);
}
