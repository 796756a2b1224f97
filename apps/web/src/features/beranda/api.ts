import { queryOptions } from '@tanstack/react-query';
import { A_BERANDA } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

export type { BerandaRingkasan } from '@sigap/domain';

/** The role-aware home (`GET /beranda`, decision 80): one call, the server decides kind and scope. */
export const berandaQueries = {
  ringkasan: () =>
    queryOptions({
      queryKey: ['beranda', 'ringkasan'] as const,
      queryFn: async ({ signal }) => (await panggil(A_BERANDA.ringkasan, { signal })).data,
    }),
};
