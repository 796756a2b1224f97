import { apiRequest } from '../../lib/api';
import type { DokumenPayload, EditorPayload, Pemilik, PeriksaPayload } from './types';

/** The server paths of one owner (docs/API.md "Indicator editors", "Supporting documents", "Pre-submit checker"). */
export function jalur(pemilik: Pemilik, id: number) {
  const base = pemilik === 'daerah' ? `/daerah/${id}` : `/inovasi/${id}`;
  const uji = pemilik === 'ujicoba' ? '/ujicoba' : '';
  return {
    indikator: `${base}/indikator${uji}`,
    dokumen: `${base}/dokumen${uji}`,
    periksa: `${base}/periksa${uji}`,
    /** Trial results are not evaluated. */
    evaluasi: pemilik === 'daerah' ? `/evaluasi/${id}/profil` : pemilik === 'inovasi' ? `/evaluasi/${id}/inovasi` : null,
  };
}

export const kunci = {
  editor: (pemilik: Pemilik, id: number, tahun?: number) => ['indikator', pemilik, id, 'editor', tahun ?? null] as const,
  periksa: (pemilik: Pemilik, id: number, tahun?: number) => ['indikator', pemilik, id, 'periksa', tahun ?? null] as const,
  dokumen: (pemilik: Pemilik, id: number, indikatorId: number) => ['indikator', pemilik, id, 'dokumen', indikatorId] as const,
  semua: (pemilik: Pemilik, id: number) => ['indikator', pemilik, id] as const,
};

export async function ambilEditor(pemilik: Pemilik, id: number, tahun?: number, signal?: AbortSignal) {
  return (await apiRequest(jalur(pemilik, id).indikator, { query: { tahun }, signal })) as unknown as EditorPayload;
}

export async function simpanJawaban(pemilik: Pemilik, id: number, body: unknown, tahun?: number) {
  return (await apiRequest(jalur(pemilik, id).indikator, { method: 'POST', body, query: { tahun } })) as unknown as EditorPayload;
}

export async function ambilPeriksa(pemilik: Pemilik, id: number, tahun?: number, signal?: AbortSignal) {
  return (await apiRequest(jalur(pemilik, id).periksa, { query: { tahun }, signal })) as unknown as PeriksaPayload;
}

export async function ambilDokumen(pemilik: Pemilik, id: number, indikatorId: number, signal?: AbortSignal) {
  return (await apiRequest(`${jalur(pemilik, id).dokumen}/${indikatorId}`, { signal })) as unknown as DokumenPayload;
}

export async function tambahDokumen(pemilik: Pemilik, id: number, body: Record<string, unknown>) {
  return apiRequest(jalur(pemilik, id).dokumen, { method: 'POST', body });
}

export async function hapusDokumen(pemilik: Pemilik, id: number, dokumenId: number) {
  return apiRequest(jalur(pemilik, id).dokumen, { method: 'DELETE', body: { id: dokumenId } });
}

export async function ambilAlasan(signal?: AbortSignal) {
  return (await apiRequest<{ value: string; label: string }[]>('/evaluasi/alasan', { signal })).data;
}

export async function simpanEvaluasi(pemilik: Pemilik, id: number, body: Record<string, unknown>) {
  const p = jalur(pemilik, id).evaluasi;
  if (!p) throw new Error('Hasil uji coba tidak dievaluasi.');
  return apiRequest<{ indikator_id: number; verifikasi_skor: number }>(p, { method: 'POST', body });
}
