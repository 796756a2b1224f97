import { queryOptions } from '@tanstack/react-query';
import { A_NOTIFIKASI } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

/** Every query of the area starts with this key: a read or a new notice refreshes the bell and the screen together. */
export const KUNCI_NOTIFIKASI = ['notifikasi'] as const;

/**
 * The bell: the newest few and the unread count, refreshed every two minutes. In a module of its own with only the API
 * client: a signed-in address asks for it at once (app/awal.ts), beside the frame's code.
 */
export const kueriBel = () =>
  queryOptions({
    queryKey: [...KUNCI_NOTIFIKASI, 'bel'] as const,
    queryFn: ({ signal }) => panggil(A_NOTIFIKASI.daftar, { query: { per_page: 8 }, signal }),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
