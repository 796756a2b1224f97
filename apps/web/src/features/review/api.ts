import { queryOptions } from '@tanstack/react-query';
import { inRoles, AREA_ROLES, K_REVIEW, K_TRANSISI, type AksiReview, type Actor, type Kontrak } from '@sigap/domain';
import { ApiError, type Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';
import { session } from '../../lib/session';

export type { AntrianRow, DetailReview, IndikatorBanding, Notifikasi, QcDashboard, Riwayat } from '@sigap/domain';

/** The queues by the endpoint of their screen (platform modules); verifiers and QC read the `/selected/` form (their area). */
const ANTRIAN: Record<string, [Kontrak, Kontrak]> = {
  '/nomor_registrasi/request/lookup': [K_REVIEW.antrian, K_REVIEW.antrianTerpilih],
  '/review/approved/lookup': [K_REVIEW.disetujui, K_REVIEW.disetujuiTerpilih],
  '/review/rejected/lookup': [K_REVIEW.ditolak, K_REVIEW.ditolakTerpilih],
  '/review/qc/lookup': [K_REVIEW.qc, K_REVIEW.qcTerpilih],
};
export function antrianKontrak(endpoint: string, role: Actor): typeof K_REVIEW.antrian | null {
  const pair = ANTRIAN[`/${endpoint.replace(/^\/+/, '')}`];
  return pair ? (pair[inRoles(role, AREA_ROLES) ? 1 : 0] as typeof K_REVIEW.antrian) : null;
}

export const reviewQueries = {
  antrian: (k: typeof K_REVIEW.antrian, query: Query) =>
    queryOptions({
      queryKey: ['review', 'antrian', k.path, query] as const,
      queryFn: async ({ signal }) => {
        const r = await panggil(k, { query, signal });
        return { data: r.data, total: r.total };
      },
      placeholderData: (prev) => prev,
      staleTime: 10_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['review', 'detail', id] as const,
      queryFn: async ({ signal }) => (await panggil(K_REVIEW.detail, { params: { id }, signal })).data,
      staleTime: 10_000,
    }),
  dashboard: () =>
    queryOptions({
      queryKey: ['review', 'qc-dashboard'] as const,
      queryFn: async ({ signal }) => (await panggil(K_REVIEW.dashboardQc, { signal })).data,
      staleTime: 30_000,
    }),
  notifikasi: () =>
    queryOptions({
      queryKey: ['notifikasi'] as const,
      queryFn: async ({ signal }) => {
        const r = await panggil(K_REVIEW.notifikasi, { signal });
        return { data: r.data, belum_dibaca: r.belum_dibaca };
      },
      staleTime: 60_000,
      refetchInterval: 120_000,
    }),
};

export const reviewApi = {
  aksi: (inovasiId: number, aksi: AksiReview, catatan: string) =>
    panggil(K_TRANSISI[aksi], { params: { id: inovasiId }, body: catatan.trim() ? { catatan: catatan.trim() } : {} }),
  baca: (id: number) => panggil(K_REVIEW.baca, { params: { id } }),
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
