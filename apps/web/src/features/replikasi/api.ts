import { A_PUBLIK, A_REPLIKASI, type BodyIn, type K_REPLIKASI } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';

/** Query keys and calls of the replication requests (contracts K_REPLIKASI, decision 108). */
export const kunciReplikasi = {
  semua: ['replikasi'] as const,
  daftar: (q: Query) => ['replikasi', 'daftar', q] as const,
  detail: (id: number) => ['replikasi', 'detail', id] as const,
  inovasi: (id: number) => ['replikasi', 'inovasi', id] as const,
};

export const replikasiApi = {
  daftar: (query: Query, signal?: AbortSignal) => panggil(A_REPLIKASI.daftar, { query, signal }),
  detail: (id: number, signal?: AbortSignal) => panggil(A_REPLIKASI.detail, { params: { id }, signal }).then((r) => r.data),
  ajukan: (body: BodyIn<typeof K_REPLIKASI.ajukan>) => panggil(A_REPLIKASI.ajukan, { body }),
  lengkapi: (id: number, body: BodyIn<typeof K_REPLIKASI.lengkapi>) => panggil(A_REPLIKASI.lengkapi, { params: { id }, body }),
  transisi: (id: number, body: BodyIn<typeof K_REPLIKASI.transisi>) => panggil(A_REPLIKASI.transisi, { params: { id }, body }),
  /** The public page of the innovation asked for (the request dialog names it). */
  inovasiPublik: (id: number, signal?: AbortSignal) => panggil(A_PUBLIK.inovasi, { params: { id }, signal }).then((r) => r.data),
};
