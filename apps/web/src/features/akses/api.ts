import { A_AKSES } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

export type { KunciApiRow, RiwayatTukarRow } from '@sigap/domain';

/** Query keys of the API access screen. */
export const kunciAkses = { daftar: ['akses', 'daftar'] as const, riwayat: (id: number, page: number) => ['akses', 'riwayat', id, page] as const };

export const aksesApi = {
  daftar: (signal?: AbortSignal) => panggil(A_AKSES.daftar, { signal }),
  buat: (nama: string) => panggil(A_AKSES.buat, { body: { nama } }),
  cabut: (id: number) => panggil(A_AKSES.cabut, { params: { id } }),
  riwayat: (id: number, page: number, signal?: AbortSignal) => panggil(A_AKSES.riwayat, { params: { id }, query: { page, per_page: 10 }, signal }),
};
