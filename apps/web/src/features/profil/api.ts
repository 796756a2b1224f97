import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { A_CRUD, A_INDIKATOR, A_PROFIL, type K_PROFIL, tautanBerkasAman, type BerkasProfil, type DaerahProfil, type ProfilPemda, type QueryIn } from '@sigap/domain';
import { isiAlamat, panggil } from '../../lib/kontrak';
import { simpanAtauAntre } from '../../lib/kotak-keluar';
import { resourceApi } from '../../lib/resource-api';

/** Calls of the region profile screens (docs/API.md "Region profile, indicators and evidence"); types from the contracts (K_PROFIL). */

export type { BarisBinaan, BarisVerifikasi, BerkasProfil, EntriLinimasa, PaktaProfil as Pakta } from '@sigap/domain';
/** The profile and region records (generic CRUD) as the profile screens read them. */
export type { DaerahProfil as Daerah, ProfilPemda as Profil } from '@sigap/domain';
/** The region's checker items and an innovation's documents (indicator contracts, K_INDIKATOR). */
export type { DokumenBaris as DokumenInovasi, ItemPeriksa } from '@sigap/domain';

/** The outbox's name of a profile record: its saves queue behind each other, and the edit form goes on from the last. */
export const sasaranProfil = (id: number) => `profil_pemda:${id}`;

export const profilKeys = {
  all: ['profil'] as const,
  one: (id: number) => ['profil', id] as const,
};

export const profilQueries = {
  profil: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'record'] as const,
      queryFn: async ({ signal }) => (await resourceApi.get('profil_pemda', id, signal)) as unknown as ProfilPemda,
      staleTime: 0,
    }),
  daerah: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'daerah'] as const,
      queryFn: async ({ signal }) => (await resourceApi.get('m_daerah', id, signal)) as unknown as DaerahProfil,
      staleTime: 5 * 60_000,
    }),
  pakta: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'pakta'] as const,
      queryFn: async ({ signal }) => (await panggil(A_PROFIL.pakta, { params: { id }, signal })).data,
    }),
  periksa: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'periksa'] as const,
      queryFn: async ({ signal }) => {
        const { data, tahun, ringkasan } = await panggil(A_INDIKATOR.daerah.periksa, { params: { id }, signal });
        return { data, tahun, ringkasan };
      },
    }),
  ringkasan: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'indikator'] as const,
      queryFn: async ({ signal }) => {
        const { ringkasan, boleh_ubah, alasan_kunci } = await panggil(A_INDIKATOR.daerah.baca, { params: { id }, signal });
        return { ringkasan, boleh_ubah, alasan_kunci };
      },
    }),
  binaan: (query: QueryIn<typeof K_PROFIL.binaan>) =>
    queryOptions({
      queryKey: ['profil', 'binaan', query] as const,
      queryFn: async ({ signal }) => {
        const { data, total, rekap, tahun } = await panggil(A_PROFIL.binaan, { query, signal });
        return { data, total, rekap, tahun };
      },
      placeholderData: keepPreviousData,
    }),
  kabkota: (provinsiId: number) =>
    queryOptions({
      queryKey: ['profil', 'kabkota', provinsiId] as const,
      queryFn: async ({ signal }) => (await panggil(A_PROFIL.kabkotaPropinsi, { params: { id: provinsiId }, signal })).data,
      staleTime: 10 * 60_000,
    }),
  dokumenInovasi: (inovasiId: number) =>
    queryOptions({
      queryKey: ['profil', 'dokumen-inovasi', inovasiId] as const,
      queryFn: async ({ signal }) => (await panggil(A_INDIKATOR.inovasi.dokumen, { params: { id: inovasiId }, signal })).data,
    }),
  verifikasi: (query: QueryIn<typeof K_PROFIL.verifikasi>) =>
    queryOptions({
      queryKey: ['profil', 'verifikasi', query] as const,
      queryFn: async ({ signal }) => {
        const { data, total, tahun } = await panggil(A_PROFIL.verifikasi, { query, signal });
        return { data, total, tahun };
      },
      placeholderData: keepPreviousData,
    }),
  provinsiVerifikasi: () =>
    queryOptions({
      queryKey: ['profil', 'daerah-verifikasi'] as const,
      queryFn: async ({ signal }) => (await panggil(A_PROFIL.provinsiVerifikasi, { signal })).data,
      staleTime: 5 * 60_000,
    }),
};

/** One page of Lini Masa: 50 entries older than `sinceId` (newest first). */
export async function bacaLinimasa(id: number, sinceId: number | null, signal?: AbortSignal) {
  const { data, since_id } = await panggil(A_PROFIL.linimasa, { params: { id }, query: sinceId ? { since_id: sinceId } : {}, signal });
  return { data, since_id };
}

export const profilApi = {
  /**
   * Saves the profile, or keeps it in the offline outbox when the server cannot be reached (decision 107, 130);
   * `label` is what the outbox lists. Saves of one profile queue behind each other.
   */
  simpan: (id: number, values: Record<string, unknown>, label: string) =>
    simpanAtauAntre<{ status: 1; data: ProfilPemda }>({
      method: A_CRUD.ubah.method,
      path: isiAlamat(A_CRUD.ubah, { table: 'profil_pemda', id }),
      body: values,
      label,
      jenis: 'rekaman',
      sasaran: sasaranProfil(id),
    }),
  logo: (profilId: number, fileUrl: string) => panggil(A_PROFIL.logo, { body: { profil_id: profilId, file_url: fileUrl } }),
  pakta: (profilId: number, fileUrl: string) => panggil(A_PROFIL.simpanPakta, { params: { id: profilId }, body: { file_url: fileUrl } }),
};

/**
 * The supporting files of a profile (`files`, free JSON on the server) as a
 * safe list: only uploaded files (`/media/…`) and https links are kept (the
 * domain rule `tautanBerkasAman`, the one the server stores by), so a
 * hand-made value can never become a `javascript:` link.
 */
export function berkasProfil(files: unknown): BerkasProfil[] {
  const arr = Array.isArray(files) ? files : files && typeof files === 'object' && Array.isArray((files as { data?: unknown }).data) ? (files as { data: unknown[] }).data : [];
  const out: BerkasProfil[] = [];
  for (const f of arr) {
    const url = typeof f === 'string' ? f : f && typeof f === 'object' ? (f as Record<string, unknown>).file_url : null;
    if (!tautanBerkasAman(url)) continue;
    const nama = f && typeof f === 'object' && typeof (f as Record<string, unknown>).nama === 'string' ? String((f as Record<string, unknown>).nama) : (url.split('?')[0]!.split('/').pop() ?? 'Berkas');
    out.push({ nama: nama.slice(0, 200), file_url: url });
  }
  return out;
}
