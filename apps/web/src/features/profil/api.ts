import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, fileHref, type Query } from '../../lib/api';
import { resourceApi } from '../../lib/resource-api';
import { session } from '../../lib/session';

/** Calls of the region profile screens (docs/API.md "Region profile, indicators and evidence"). */

export interface BerkasProfil {
  nama: string;
  file_url: string;
}

export interface Profil {
  id: number;
  m_daerah_id: number | null;
  m_daerah_id_label?: string;
  nama: string;
  nama_opd: string | null;
  alamat: string | null;
  email: string | null;
  no_telp: string | null;
  nama_admin: string | null;
  map_embed: string | null;
  logo_url: string | null;
  files: unknown;
  pakta_pemda_filename: string | null;
  is_iga: number | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface Daerah {
  id: number;
  nama: string;
  kode: string | null;
  tingkat: number | null;
  jenis: string | null;
  parent_id: number | null;
}

export interface Pakta {
  profil_id: number;
  nama: string;
  pakta_pemda_filename: string | null;
  file_url: string | null;
  nama_berkas: string | null;
  ukuran: number | null;
  diunggah_pada: string | null;
}

export interface EntriLinimasa {
  id: number;
  ts: string;
  account: { id: number | null; username: string | null };
  name: string;
  kategori: 'profil' | 'indikator' | 'inovasi';
  inovasi_id: number | null;
  data: { name: string; value: string }[];
}

export interface ItemPeriksa {
  kode: string;
  indikator_id?: number;
  field?: string;
  pesan: string;
  blocking: boolean;
  tautan: string;
}

export interface RingkasanIndikator {
  tahun: number;
  jumlah_indikator: number;
  terisi: number;
  wajib: number;
  wajib_terpenuhi: number;
  jumlah_dokumen: number;
  skor_total: number;
  skor_maks: number;
  skor_verifikasi: number | null;
  status: string;
  periksa: { blocking: number; catatan: number; lengkap: boolean };
}

export interface DokumenInovasi {
  id: number;
  indikator_id: number;
  nomor_surat: string | null;
  tanggal_surat: string | null;
  nama: string | null;
  file_url: string | null;
  youtube: string | null;
  mime: string | null;
  nama_berkas: string | null;
  indikator?: { id: number; nomor: string | null; nama: string };
}

export interface BarisBinaan {
  no: number;
  id: number;
  nama: string;
  profil_id: number;
  nama_pemda: string;
  opd: { id: number; nama_opd: string } | null;
  tahun: number;
  inovasi_status: number;
  tahapan: string | null;
  kematangan: number | null;
  dokumen: { jumlah: number; terisi: number; wajib: number; wajib_terpenuhi: number; jumlah_dokumen: number; status: string };
  status_pengiriman: string;
}

export interface JawabanBinaan {
  data: BarisBinaan[];
  total: number;
  rekap: { inisiatif: number; ujicoba: number; penerapan: number; total: number };
  tahun: number[];
}

export interface BarisVerifikasi {
  id: number;
  nama: string;
  m_daerah: { id: number; kode: string | null; tingkat: number | null; jenis: string | null };
  propinsi: { id: number; nama: string } | null;
  email: string | null;
  nama_admin: string | null;
  indikator: { jumlah: number; terisi: number; wajib: number; wajib_terpenuhi: number; jumlah_dokumen: number; status: string; dievaluasi: number };
  skor_total: number;
  skor_verifikasi: number;
  jumlah_inovasi: number;
  inovasi_menunggu: number;
}

export const profilKeys = {
  all: ['profil'] as const,
  one: (id: number) => ['profil', id] as const,
};

export const profilQueries = {
  profil: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'record'] as const,
      queryFn: async ({ signal }) => (await resourceApi.get('profil_pemda', id, signal)) as unknown as Profil,
      staleTime: 0,
    }),
  daerah: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'daerah'] as const,
      queryFn: async ({ signal }) => (await resourceApi.get('m_daerah', id, signal)) as unknown as Daerah,
      staleTime: 5 * 60_000,
    }),
  pakta: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'pakta'] as const,
      queryFn: async ({ signal }) => (await apiRequest<Pakta>(`/pakta/${id}`, { signal })).data,
    }),
  periksa: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'periksa'] as const,
      queryFn: async ({ signal }) => {
        const r = await apiRequest<ItemPeriksa[]>(`/daerah/${id}/periksa`, { signal });
        return { data: Array.isArray(r.data) ? r.data : [], tahun: Number(r.tahun) || null, ringkasan: r.ringkasan as { blocking: number; catatan: number; lengkap: boolean } | undefined };
      },
    }),
  ringkasan: (id: number) =>
    queryOptions({
      queryKey: ['profil', id, 'indikator'] as const,
      queryFn: async ({ signal }) => {
        const r = await apiRequest<unknown[]>(`/daerah/${id}/indikator`, { signal });
        return { ringkasan: r.ringkasan as RingkasanIndikator, boleh_ubah: r.boleh_ubah === true, alasan_kunci: typeof r.alasan_kunci === 'string' ? r.alasan_kunci : null };
      },
    }),
  binaan: (query: Query) =>
    queryOptions({
      queryKey: ['profil', 'binaan', query] as const,
      queryFn: async ({ signal }) => {
        const r = await apiRequest<BarisBinaan[]>('/daerah-binaan', { query, signal });
        return {
          data: Array.isArray(r.data) ? r.data : [],
          total: typeof r.total === 'number' ? r.total : 0,
          rekap: (r.rekap as JawabanBinaan['rekap']) ?? { inisiatif: 0, ujicoba: 0, penerapan: 0, total: 0 },
          tahun: Array.isArray(r.tahun) ? (r.tahun as number[]) : [],
        } satisfies JawabanBinaan;
      },
      placeholderData: keepPreviousData,
    }),
  kabkota: (provinsiId: number) =>
    queryOptions({
      queryKey: ['profil', 'kabkota', provinsiId] as const,
      queryFn: async ({ signal }) => (await apiRequest<{ id: number; nama: string }[]>(`/propinsi/${provinsiId}/kabkota`, { signal })).data ?? [],
      staleTime: 10 * 60_000,
    }),
  dokumenInovasi: (inovasiId: number) =>
    queryOptions({
      queryKey: ['profil', 'dokumen-inovasi', inovasiId] as const,
      queryFn: async ({ signal }) => (await apiRequest<DokumenInovasi[]>(`/inovasi/${inovasiId}/dokumen`, { signal })).data ?? [],
    }),
  verifikasi: (query: Query) =>
    queryOptions({
      queryKey: ['profil', 'verifikasi', query] as const,
      queryFn: async ({ signal }) => {
        const r = await apiRequest<BarisVerifikasi[]>('/profil_pemda/verifikasi', { query, signal });
        return { data: Array.isArray(r.data) ? r.data : [], total: typeof r.total === 'number' ? r.total : 0, tahun: Number(r.tahun) || null };
      },
      placeholderData: keepPreviousData,
    }),
  provinsiVerifikasi: () =>
    queryOptions({
      queryKey: ['profil', 'daerah-verifikasi'] as const,
      queryFn: async ({ signal }) => (await apiRequest<{ id: number; nama: string; jumlah_daerah: number }[]>('/daerah_verifikasi', { signal })).data ?? [],
      staleTime: 5 * 60_000,
    }),
};

/** One page of Lini Masa: 50 entries older than `sinceId` (newest first). */
export async function bacaLinimasa(id: number, sinceId: number | null, signal?: AbortSignal) {
  const r = await apiRequest<EntriLinimasa[]>(`/profil/${id}/linimasa`, { query: { since_id: sinceId ?? undefined }, signal });
  return { data: Array.isArray(r.data) ? r.data : [], since_id: typeof r.since_id === 'number' ? r.since_id : null };
}

export const profilApi = {
  simpan: (id: number, values: Record<string, unknown>) => apiRequest<Profil>(`/crud/profil_pemda/${id}`, { method: 'POST', body: values }),
  logo: (profilId: number, fileUrl: string) => apiRequest<{ profil_id: number; logo_url: string }>('/logo', { method: 'POST', body: { profil_id: profilId, file_url: fileUrl } }),
  pakta: (profilId: number, fileUrl: string) => apiRequest<Pakta>(`/pakta/${profilId}`, { method: 'POST', body: { file_url: fileUrl } }),
};

/** A download the browser opens as a plain link: the token goes in `?access_token=` (docs/API.md). */
export function unduhHref(path: string): string {
  const token = session.getToken();
  return token ? `${path}?access_token=${encodeURIComponent(token)}` : path;
}

/**
 * The supporting files of a profile (`files`, free JSON on the server) as a
 * safe list: only uploaded files (`/media/…`) and https links are kept, so a
 * hand-made value can never become a `javascript:` link.
 */
export function berkasProfil(files: unknown): BerkasProfil[] {
  const arr = Array.isArray(files) ? files : files && typeof files === 'object' && Array.isArray((files as { data?: unknown }).data) ? (files as { data: unknown[] }).data : [];
  const out: BerkasProfil[] = [];
  for (const f of arr) {
    const url = typeof f === 'string' ? f : f && typeof f === 'object' ? (f as Record<string, unknown>).file_url : null;
    if (typeof url !== 'string' || !(url.startsWith('/media/') || /^https:\/\/[^\s"'<>]+$/i.test(url))) continue;
    const nama = f && typeof f === 'object' && typeof (f as Record<string, unknown>).nama === 'string' ? String((f as Record<string, unknown>).nama) : (url.split('?')[0]!.split('/').pop() ?? 'Berkas');
    out.push({ nama: nama.slice(0, 200), file_url: url });
  }
  return out;
}

/** The address of a stored file for a link or a viewer. */
export const berkasHref = (url: string | null | undefined) => fileHref(url);
