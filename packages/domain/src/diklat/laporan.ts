import { can } from '../permissions/matrix';
import { dataScope, recordInScope, type DataScope, type SessionUser } from '../permissions/scope';
import { laporanDiklat } from '../resources/diklat';

/**
 * Training reports (DKL-01 items 4, 7, 8): who sees which report and who may change it. One policy gives the
 * rows' `aksi` (what a screen offers) and guards the writes of the generic CRUD (its scope SQL is the same
 * `dataScope`): participants only their own reports (`user_id`), the regional roles (pemda,
 * admin.diklat.daerah, peserta.diklat) only their region (`profil_id`), pemda reads but never writes.
 */

/** How reports are tied to the scope rules: region `profil_id`, owner `user_id`. */
export const LINGKUP_LAPORAN_DIKLAT = laporanDiklat.scope!;

/** The rows of reports a user may read (`baca`) or change (`tulis`). */
export function lingkupLaporanDiklat(user: SessionUser, akses: 'baca' | 'tulis' = 'baca'): DataScope {
  return dataScope(user, LINGKUP_LAPORAN_DIKLAT, akses);
}

export const AKSI_LAPORAN_DIKLAT = ['ubah', 'hapus'] as const;
export type AksiLaporanDiklat = (typeof AKSI_LAPORAN_DIKLAT)[number];

/** The report as the policy reads it. */
export interface BarisLaporanDiklat {
  profil_id: number | null;
  user_id: number | null;
}

/** The actions a user may take on a report now (what the screens show; the same rule guards the writes). */
export function aksiLaporanDiklat(user: SessionUser, row: BarisLaporanDiklat): AksiLaporanDiklat[] {
  const dalam = recordInScope(lingkupLaporanDiklat(user, 'tulis'), LINGKUP_LAPORAN_DIKLAT, row as unknown as Record<string, unknown>);
  if (!dalam) return [];
  return AKSI_LAPORAN_DIKLAT.filter((a) => can(user, a === 'ubah' ? 'update' : 'delete', 'laporan_diklat'));
}

/** May this user add reports at all, and for which regions (null = any region)? */
export function daerahTambahLaporan(user: SessionUser): { boleh: boolean; daerah_ids: number[] | null } {
  return { boleh: can(user, 'create', 'laporan_diklat'), daerah_ids: lingkupLaporanDiklat(user, 'tulis').daerah_ids };
}

/**
 * The innovation a report names (item 8) must be an innovation of the report's own region; the reader's
 * scope on innovations is the region scope of the report (a participant names an innovation of its region).
 * Null when acceptable.
 */
export function periksaInovasiLaporan(laporanProfilId: number | null | undefined, inovasi: { profil_id: number } | null | undefined): string | null {
  if (!inovasi) return 'Inovasi tidak ditemukan.';
  if (laporanProfilId == null || Number(inovasi.profil_id) !== Number(laporanProfilId)) return 'Pilih inovasi dari daerah laporan ini.';
  return null;
}

/** The dimensions of the diklat dashboard (item 5): counts of reports by each. */
export const DIMENSI_DIKLAT = {
  jenis: 'Jenis Pelatihan',
  daerah: 'Daerah',
  tahun: 'Tahun',
  urusan: 'Urusan Pemerintahan',
} as const;
export type DimensiDiklat = keyof typeof DIMENSI_DIKLAT;
export const DAFTAR_DIMENSI_DIKLAT = Object.keys(DIMENSI_DIKLAT) as DimensiDiklat[];

/** The label of a report without an affair (urusan is optional). */
export const TANPA_URUSAN = 'Tanpa urusan';
