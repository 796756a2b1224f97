import { queryOptions } from '@tanstack/react-query';
import { A_LOMBA, type NilaiLombaBody } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

/** The competition feature's calls (typed from K_LOMBA) and its query keys, in one place. */
export const lombaKeys = {
  semua: ['lomba'] as const,
  lembar: (id: number) => ['lomba', 'lembar', id] as const,
  peringkat: (tahun: number | null) => ['lomba', 'peringkat', tahun] as const,
  publik: (tahun: number | null) => ['lomba', 'publik', tahun] as const,
};

export const lombaQueries = {
  lembar: (id: number) =>
    queryOptions({ queryKey: lombaKeys.lembar(id), queryFn: async ({ signal }) => (await panggil(A_LOMBA.lembar, { params: { id }, signal })).data, staleTime: 0 }),
  peringkat: (tahun: number | null) =>
    queryOptions({
      queryKey: lombaKeys.peringkat(tahun),
      queryFn: async ({ signal }) => (await panggil(A_LOMBA.peringkat, { query: tahun ? { tahun } : {}, signal })).data,
    }),
  publik: (tahun: number | null) =>
    queryOptions({
      queryKey: lombaKeys.publik(tahun),
      queryFn: async ({ signal }) => (await panggil(A_LOMBA.publik, { query: tahun ? { tahun } : {}, signal })).data,
      staleTime: 60_000,
    }),
};

export const lombaApi = {
  /** Kirim (the spec's GET /lomba-inovasi-daerah/kirim/{id}). */
  kirim: (id: number) => panggil(A_LOMBA.kirim, { params: { id } }),
  simpanNilai: (id: number, body: NilaiLombaBody) => panggil(A_LOMBA.simpanNilai, { params: { id }, body }),
  umumkan: (tahun: number, jumlah_pemenang: number) => panggil(A_LOMBA.umumkan, { body: { tahun, jumlah_pemenang } }),
};
