import { queryOptions } from '@tanstack/react-query';
import { inRoles, AREA_ROLES, type AksiReview, type Actor } from '@sigap/domain';
import { apiRequest, ApiError, type Query } from '../../lib/api';
import { session } from '../../lib/session';

/** A row of the review queues (docs/API.md "Verification and QC"). */
export interface AntrianRow {
  id: number;
  inovasi_id: number;
  profil_id: number;
  nomor: string | null;
  nama: string;
  nama_pemda: string;
  waktu_implementasi: string | null;
  total_points: number | null;
  verifikasi_points: number | null;
  created_at: string;
  status_nomor: number;
  status_review: 'Pending' | 'Verified' | 'Rejected';
  qc: number;
  qc_status: 'Verified' | 'Rejected' | 'Pending';
  qc_notes: string | null;
  deskripsi: string | null;
  aksi: AksiReview[];
}

export interface Riwayat {
  aksi: string;
  status_dari: number | null;
  status_ke: number | null;
  qc_dari: number | null;
  qc_ke: number | null;
  catatan: string | null;
  created_at: string;
  oleh: string | null;
}

export interface IndikatorBanding {
  indikator_id: number;
  kode: string | null;
  indikator: string;
  bobot: number | null;
  jawaban: string | null;
  skor: number | null;
  dievaluasi: boolean | null;
  verifikasi_jawaban: string | null;
  verifikasi_skor: number | null;
  selisih: number | null;
  alasan: string | null;
  alasan_label: string | null;
  catatan: string | null;
}

export interface DetailReview {
  inovasi: {
    id: number;
    profil_id: number;
    nama: string;
    nama_pemda: string;
    tahun: number | null;
    inovasi_status: number;
    inisiator: string | null;
    nama_inisiator: string | null;
    jenis_inovasi: string | null;
    bentuk_inovasi: number | null;
    urusan: string[];
    waktu: string | null;
    waktu_implementasi: string | null;
    tujuan: string | null;
    manfaat: string | null;
    hasil_inovasi: string | null;
    kematangan: number | null;
  };
  registrasi: {
    nomor: string | null;
    status_nomor: number;
    qc: number;
    qc_notes: string | null;
    deskripsi: string | null;
    status_review: AntrianRow['status_review'];
    qc_status: AntrianRow['qc_status'];
    created_at: string;
    reviewed_at: string | null;
    qc_at: string | null;
  };
  riwayat: Riwayat[];
  indikator: IndikatorBanding[];
  total_points: number | null;
  verifikasi_points: number | null;
  verifikasi_tampil: boolean;
  aksi: AksiReview[];
  boleh_evaluasi: boolean;
}

export interface QcDashboard {
  menunggu_verifikasi: number;
  menunggu_qc: number;
  qc_verified: number;
  qc_rejected: number;
  disetujui: number;
  ditolak: number;
  tertua: { inovasi_id: number; nama: string; status_nomor: number; qc: number; menunggu_sejak: string }[];
  per_verifikator: { verifikator_id: number; nama: string | null; n: number }[];
}

export interface Notifikasi {
  id: number;
  judul: string;
  isi: string | null;
  tautan: string | null;
  dibaca_at: string | null;
  created_at: string;
}

/** Verifiers and QC read the `/selected/` form of a queue (their area); the others the plain one. */
export function antrianPath(endpoint: string, role: Actor): string {
  const base = `/${endpoint.replace(/^\/+/, '')}`;
  return inRoles(role, AREA_ROLES) ? base.replace(/\/lookup$/, '/selected/lookup') : base;
}

export const reviewQueries = {
  antrian: (path: string, query: Query) =>
    queryOptions({
      queryKey: ['review', 'antrian', path, query] as const,
      queryFn: async ({ signal }) => {
        const r = await apiRequest<AntrianRow[]>(path, { query, signal });
        return { data: Array.isArray(r.data) ? r.data : [], total: Number(r.total ?? 0) };
      },
      placeholderData: (prev) => prev,
      staleTime: 10_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['review', 'detail', id] as const,
      queryFn: async ({ signal }) => (await apiRequest<DetailReview>(`/review/${id}/detail`, { signal })).data,
      staleTime: 10_000,
    }),
  dashboard: () =>
    queryOptions({
      queryKey: ['review', 'qc-dashboard'] as const,
      queryFn: async ({ signal }) => (await apiRequest<QcDashboard>('/review/qc/dashboard', { signal })).data,
      staleTime: 30_000,
    }),
  notifikasi: () =>
    queryOptions({
      queryKey: ['notifikasi'] as const,
      queryFn: async ({ signal }) => {
        const r = await apiRequest<Notifikasi[]>('/notifikasi', { signal });
        return { data: Array.isArray(r.data) ? r.data : [], belum_dibaca: Number(r.belum_dibaca ?? 0) };
      },
      staleTime: 60_000,
      refetchInterval: 120_000,
    }),
};

export const reviewApi = {
  aksi: (inovasiId: number, aksi: AksiReview, catatan: string) =>
    apiRequest<unknown>(`/review/${inovasiId}/${aksi}`, { method: 'POST', body: catatan.trim() ? { catatan: catatan.trim() } : {} }),
  baca: (id: number) => apiRequest<Notifikasi>(`/notifikasi/${id}/baca`, { method: 'POST', body: {} }),
};

/**
 * "Unduh ringkasan": the summary PDF, fetched with the session's token (so
 * the token never lands in a link or the browser history) and saved.
 */
export async function unduhRingkasan(inovasiId: number): Promise<void> {
  const token = session.getToken();
  let res: Response;
  try {
    res = await fetch(`/review/${inovasiId}/ringkasan`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('NO_RESPONSE', 0);
  }
  if (!res.ok) {
    let body: unknown = {};
    try {
      body = await res.json();
    } catch {
      /* not JSON */
    }
    const b = body as { code?: string; message?: string };
    throw new ApiError(b.code ?? 'INTERNAL', res.status, b.message);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `ringkasan-review-${inovasiId}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
