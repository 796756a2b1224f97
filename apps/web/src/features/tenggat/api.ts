import { A_TENGGAT, type BarisTenggat } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';

export type { BarisTenggat };

export const tenggatApi = {
  daftar: (query: Query, signal?: AbortSignal) => panggil(A_TENGGAT.daftar, { query, signal }),
};
