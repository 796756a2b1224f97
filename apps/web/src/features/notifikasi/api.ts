import { queryOptions } from '@tanstack/react-query';
import { A_NOTIFIKASI, A_PENGINGAT, type JenisNotifikasi } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';

export type { JenisNotifikasi, Notifikasi, PengingatLogRow } from '@sigap/domain';

/** Every query of the area starts with this key: a read or a new notice refreshes the bell and the screen together. */
export const KUNCI_NOTIFIKASI = ['notifikasi'] as const;

export const notifikasiQueries = {
  /** The bell: the newest few and the unread count, refreshed every two minutes. */
  bel: () =>
    queryOptions({
      queryKey: [...KUNCI_NOTIFIKASI, 'bel'] as const,
      queryFn: ({ signal }) => panggil(A_NOTIFIKASI.daftar, { query: { per_page: 8 }, signal }),
      staleTime: 60_000,
      refetchInterval: 120_000,
    }),
  daftar: (query: Query) =>
    queryOptions({
      queryKey: [...KUNCI_NOTIFIKASI, 'daftar', query] as const,
      queryFn: ({ signal }) => panggil(A_NOTIFIKASI.daftar, { query, signal }),
      placeholderData: (prev) => prev,
    }),
  logPengingat: (query: Query) =>
    queryOptions({
      queryKey: ['pengingat', 'log', query] as const,
      queryFn: ({ signal }) => panggil(A_PENGINGAT.log, { query, signal }),
      placeholderData: (prev) => prev,
    }),
};

export const notifikasiApi = {
  baca: (id: number) => panggil(A_NOTIFIKASI.baca, { params: { id } }),
  bacaSemua: (jenis?: JenisNotifikasi) => panggil(A_NOTIFIKASI.bacaSemua, { body: jenis ? { jenis } : {} }),
  prosesPengingat: () => panggil(A_PENGINGAT.proses),
};
