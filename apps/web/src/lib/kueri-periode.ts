import { queryOptions } from '@tanstack/react-query';
import { A_INOVASI } from '@sigap/domain';
import { panggil } from './kontrak';

/**
 * The period of the assessment year (GET /inovasi/periode), which several features show (the innovation list and
 * form, the indicator editors). Its own small module (only the API client and the contract's address): a screen's map
 * asks for it at once when the screen is opened directly (lib/screens.ts `layar`), before the screen's code arrives.
 */
export const kunciPeriode = ['inovasi', 'periode'] as const;

export const kueriPeriode = () =>
  queryOptions({
    queryKey: kunciPeriode,
    queryFn: async ({ signal }) => (await panggil(A_INOVASI.periode, { signal })).data,
    staleTime: 5 * 60_000,
  });
