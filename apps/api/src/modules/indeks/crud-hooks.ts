import { AppError } from '../../lib/errors';
import type { ResourceHooks } from '../../crud/hooks';

/** The methodology changes only through POST /metodologi/{tahun}: it records where each value came from and recomputes the year's index in the same transaction. */
const METODOLOGI_LEWAT_LAYAR = 'Metodologi diubah melalui layar Metodologi IID agar asal setiap nilai tercatat dan indeks tahun itu dihitung ulang.';
export const metodologiHooks: ResourceHooks = {
  async beforeWrite() {
    throw new AppError('INVALID_TRANSITION', METODOLOGI_LEWAT_LAYAR);
  },
  async beforeDelete() {
    throw new AppError('INVALID_TRANSITION', METODOLOGI_LEWAT_LAYAR);
  },
};
