import { queryOptions } from '@tanstack/react-query';
import { A_NOTIFIKASI, A_PENGINGAT, type JenisNotifikasi } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';
import { KUNCI_NOTIFIKASI, kueriBel } from './kueri';

export type { JenisNotifikasi, Notifikasi, PengingatLogRow } from '@sigap/domain';

export { KUNCI_NOTIFIKASI } from './kueri';

export const notifikasiQueries = {
  /** The bell: the newest few and the unread count, refreshed every two minutes. */
  bel: kueriBel,
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
