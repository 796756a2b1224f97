import { queryOptions } from '@tanstack/react-query';
import { A_AKUN, type LayarAkun } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

export type { PilihanAkun } from '@sigap/domain';

export const akunQueries = {
  pilihan: (layar: LayarAkun) =>
    queryOptions({
      queryKey: ['akun', 'pilihan', layar] as const,
      queryFn: async ({ signal }) => (await panggil(A_AKUN.lookup, { query: { layar }, signal })).data,
      staleTime: 5 * 60_000,
    }),
};

export const akunApi = {
  /** Deletes the account, or deactivates it when records still name it (the answer says which). */
  hapus: (id: number) => panggil(A_AKUN.hapus, { params: { id } }),
};
