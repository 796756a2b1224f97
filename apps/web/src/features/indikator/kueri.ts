import { A_INDIKATOR } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';
import type { Pemilik } from './types';

/**
 * What the indicator editor reads first (its answers and the pre-submit check), in a module of its own with only the
 * API client: the screen's map asks for them when the editor is opened directly (screens.ts), beside its code.
 */

/** Which owner each editor's address edits. */
export const PEMILIK: Record<string, Pemilik> = { indikator_daerah: 'daerah', indikator_inovasi: 'inovasi', indikator_inovasi_lomba: 'inovasi', indikator_ujicoba: 'ujicoba' };

/** The owner's id in the address (`id`, or the checker's `profil_id` / `inovasi_id`), or null. */
export const idDariAlamat = (cari: URLSearchParams, pemilik: Pemilik): string | null => cari.get('id') ?? cari.get(pemilik === 'daerah' ? 'profil_id' : 'inovasi_id');

/** The year in the address (`tahun`), when it is one. */
export const tahunDariAlamat = (cari: URLSearchParams): number | undefined => {
  const t = Number(cari.get('tahun'));
  return Number.isInteger(t) && t > 2000 ? t : undefined;
};

export const kunci = {
  editor: (pemilik: Pemilik, id: number, tahun?: number) => ['indikator', pemilik, id, 'editor', tahun ?? null] as const,
  periksa: (pemilik: Pemilik, id: number, tahun?: number) => ['indikator', pemilik, id, 'periksa', tahun ?? null] as const,
  dokumen: (pemilik: Pemilik, id: number, indikatorId: number) => ['indikator', pemilik, id, 'dokumen', indikatorId] as const,
  semua: (pemilik: Pemilik, id: number) => ['indikator', pemilik, id] as const,
};

export function ambilEditor(pemilik: Pemilik, id: number, tahun?: number, signal?: AbortSignal) {
  return panggil(A_INDIKATOR[pemilik].baca, { params: { id }, query: { tahun }, signal });
}

export function ambilPeriksa(pemilik: Pemilik, id: number, tahun?: number, signal?: AbortSignal) {
  return panggil(A_INDIKATOR[pemilik].periksa, { params: { id }, query: { tahun }, signal });
}
