import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { A_DIKLAT, type BodyIn } from '@sigap/domain';
import type { K_DIKLAT } from '@sigap/domain';
import { alamatBerkas } from '../../lib/berkas';
import { unduhEkspor } from '../../lib/ekspor';
import { panggil } from '../../lib/kontrak';

export type { AkunDiklat, DashboardDiklat, HitunganDiklat, InovasiPilihanDiklat, ProyekDiklatInovasi } from '@sigap/domain';

/** Filters of the diklat dashboard (null = all). */
export interface FilterDashboardDiklat {
  tahun: number | null;
  profil_id: number | null;
}
const kueri = (f: FilterDashboardDiklat) => ({ tahun: f.tahun ?? undefined, profil_id: f.profil_id ?? undefined });

/** Query keys of this feature, in one place. */
export const KUNCI_DIKLAT = {
  semua: ['diklat'] as const,
  dashboard: (f: FilterDashboardDiklat) => ['diklat', 'dashboard', f] as const,
  inovasi: (profilId: number, cari: string) => ['diklat', 'inovasi', profilId, cari] as const,
  akun: (q: Record<string, unknown>) => ['diklat', 'akun', q] as const,
};

export const diklatApi = {
  dashboard: (f: FilterDashboardDiklat) =>
    queryOptions({
      queryKey: KUNCI_DIKLAT.dashboard(f),
      queryFn: async ({ signal }) => (await panggil(A_DIKLAT.dashboard, { query: kueri(f), signal })).data,
      placeholderData: keepPreviousData,
    }),
  /** Past EKSPOR_LATAR_BARIS reports the API prepares the workbook in the background (202, decision 116): asked with the session, not as a plain link. */
  unduhExcel: (f: FilterDashboardDiklat) => unduhEkspor(alamatBerkas(A_DIKLAT.dashboardExcel, { query: kueri(f) }), `dashboard-diklat${f.tahun ? `-${f.tahun}` : ''}.xlsx`),
  inovasi: (profilId: number, cari: string) =>
    queryOptions({
      queryKey: KUNCI_DIKLAT.inovasi(profilId, cari),
      queryFn: async ({ signal }) => (await panggil(A_DIKLAT.inovasi, { query: { profil_id: profilId, search: cari || undefined }, signal })).data,
      staleTime: 60_000,
    }),
  akun: (q: { page: number; per_page: number; search?: string; role?: string; is_active?: number }) =>
    queryOptions({
      queryKey: KUNCI_DIKLAT.akun(q),
      queryFn: async ({ signal }) => panggil(A_DIKLAT.akun, { query: q as never, signal }),
      placeholderData: keepPreviousData,
    }),
  tambahAkun: (body: BodyIn<typeof K_DIKLAT.tambahAkun>) => panggil(A_DIKLAT.tambahAkun, { body }),
  ubahAkun: (id: number, body: BodyIn<typeof K_DIKLAT.ubahAkun>) => panggil(A_DIKLAT.ubahAkun, { params: { id }, body }),
  statusAkun: (id: number, aktif: boolean) => panggil(A_DIKLAT.statusAkun, { params: { id }, body: { is_active: aktif ? 1 : 0 } }),
};

/** The address of the detail screen of a report (`detail-diklat?id=`), of its edit form and of a new report. */
export const alamatDiklat = {
  daftar: '/dashboard/data-diklat',
  lihat: (id: number) => `/dashboard/detail-diklat?id=${id}`,
  ubah: (id: number) => `/dashboard/detail-diklat?id=${id}&ubah=1`,
  baru: '/dashboard/detail-diklat?baru=1',
};
