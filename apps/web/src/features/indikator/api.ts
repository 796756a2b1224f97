import { A_INDIKATOR, A_REVIEW, type BodyJawaban, type EvaluasiBody, type JawabanOf, type K_INDIKATOR } from '@sigap/domain';
import { buildQuery } from '../../lib/api';
import { isiAlamat, panggil } from '../../lib/kontrak';
import { simpanAtauAntre } from '../../lib/kotak-keluar';
import type { EditorIndikator, Pemilik } from './types';

/**
 * The indicator editors' calls, by the contracts the API registers its routes from (domain kontrak/indikator.ts;
 * docs/API.md "Indicator editors", "Supporting documents", "Pre-submit checker"); evaluations are review contracts.
 */

export { ambilEditor, ambilPeriksa, kunci } from './kueri';

/**
 * Saves answers, or keeps them in the offline outbox when the server cannot be reached (decision 107); `label` is
 * what the outbox lists. Saves of one owner and year queue behind each other.
 */
export function simpanJawaban(pemilik: Pemilik, id: number, body: BodyJawaban, tahun: number | undefined, label: string) {
  const k = A_INDIKATOR[pemilik].simpan;
  return simpanAtauAntre<EditorIndikator>({
    method: k.method,
    path: isiAlamat(k, { id }) + buildQuery({ tahun }),
    body,
    label,
    jenis: 'indikator',
    sasaran: `indikator:${pemilik}:${id}:${tahun ?? ''}`,
  });
}

export function ambilDokumen(pemilik: Pemilik, id: number, indikatorId: number, signal?: AbortSignal) {
  return panggil(A_INDIKATOR[pemilik].dokumenIndikator, { params: { id, indikator_id: indikatorId }, signal });
}

/** The outbox's name of one indicator's evidence: documents added to it while offline wait under it, in order. */
export const sasaranDokumen = (pemilik: Pemilik, id: number, indikatorId: number) => `dokumen:${pemilik}:${id}:${indikatorId}`;

/**
 * Adds an evidence document, or keeps it in the offline outbox when the server cannot be reached (decision 132): its
 * file is already stored (a resumable upload), only the record waits. `label` is what the outbox lists.
 */
export function tambahDokumen(pemilik: Pemilik, id: number, body: { indikator_id: number; nama: string; nomor_surat?: string; tanggal_surat?: string; file_url?: string; youtube?: string }, label: string) {
  const k = A_INDIKATOR[pemilik].tambahDokumen;
  return simpanAtauAntre<JawabanOf<typeof K_INDIKATOR.daerah.tambahDokumen>>({ method: k.method, path: isiAlamat(k, { id }), body, label, jenis: 'biasa', sasaran: sasaranDokumen(pemilik, id, body.indikator_id) });
}

export function hapusDokumen(pemilik: Pemilik, id: number, dokumenId: number) {
  return panggil(A_INDIKATOR[pemilik].hapusDokumen, { params: { id }, body: { id: dokumenId } });
}

export async function ambilAlasan(signal?: AbortSignal) {
  return (await panggil(A_REVIEW.alasan, { signal })).data;
}

/** The verifier's evaluation of one indicator (trial results are not evaluated). */
export function simpanEvaluasi(pemilik: Pemilik, id: number, body: EvaluasiBody) {
  if (pemilik === 'ujicoba') throw new Error('Hasil uji coba tidak dievaluasi.');
  return panggil(pemilik === 'daerah' ? A_REVIEW.evaluasiProfil : A_REVIEW.evaluasiInovasi, { params: { id }, body });
}
