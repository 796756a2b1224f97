import { queryOptions } from '@tanstack/react-query';
import { inRoles, AREA_ROLES, A_INDIKATOR, A_REVIEW, A_TRANSISI, type AksiReview, type Actor, type EvaluasiBody } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';
import { unduhBerkas } from '../../lib/berkas';

export type { AntrianRow, DetailReview, IndikatorBanding, QcDashboard, Riwayat } from '@sigap/domain';

/** The queues by the endpoint of their screen (platform modules); verifiers and QC read the `/selected/` form (their area). */
type AlamatAntrian = typeof A_REVIEW.antrian;
const ANTRIAN: Record<string, [AlamatAntrian, AlamatAntrian]> = {
  '/nomor_registrasi/request/lookup': [A_REVIEW.antrian, A_REVIEW.antrianTerpilih],
  '/review/approved/lookup': [A_REVIEW.disetujui, A_REVIEW.disetujuiTerpilih],
  '/review/rejected/lookup': [A_REVIEW.ditolak, A_REVIEW.ditolakTerpilih],
  '/review/qc/lookup': [A_REVIEW.qc, A_REVIEW.qcTerpilih],
};
export function antrianKontrak(endpoint: string, role: Actor): AlamatAntrian | null {
  const pair = ANTRIAN[`/${endpoint.replace(/^\/+/, '')}`];
  return pair ? pair[inRoles(role, AREA_ROLES) ? 1 : 0] : null;
}

export const reviewQueries = {
  antrian: (k: AlamatAntrian, query: Query) =>
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
      queryFn: async ({ signal }) => (await panggil(A_REVIEW.detail, { params: { id }, signal })).data,
      staleTime: 10_000,
    }),
  /** The innovation's indicators with answers, scales, evidence and evaluations (the indicator editor's read contract). */
  indikator: (id: number) =>
    queryOptions({
      queryKey: ['review', 'indikator', id] as const,
      queryFn: async ({ signal }) => await panggil(A_INDIKATOR.inovasi.baca, { params: { id }, signal }),
      staleTime: 10_000,
    }),
  dashboard: () =>
    queryOptions({
      queryKey: ['review', 'qc-dashboard'] as const,
      queryFn: async ({ signal }) => (await panggil(A_REVIEW.dashboardQc, { signal })).data,
      staleTime: 30_000,
    }),
};

export const reviewApi = {
  aksi: (inovasiId: number, aksi: AksiReview, catatan: string, persetujuan: { terima_sisa?: boolean; alasan_terima_sisa?: string } = {}) =>
    panggil(A_TRANSISI[aksi], { params: { id: inovasiId }, body: { ...(catatan.trim() ? { catatan: catatan.trim() } : {}), ...persetujuan } }),
  /** The verifier's evaluation of one innovation indicator (PRF-07), from the review screen. */
  evaluasi: (inovasiId: number, body: EvaluasiBody) => panggil(A_REVIEW.evaluasiInovasi, { params: { id: inovasiId }, body }),
};

/** "Unduh ringkasan": the summary PDF, downloaded with a download token for its address (lib/berkas.ts). */
export const unduhRingkasan = (inovasiId: number): Promise<void> => unduhBerkas(`/review/${inovasiId}/ringkasan`, `ringkasan-review-${inovasiId}.pdf`);
