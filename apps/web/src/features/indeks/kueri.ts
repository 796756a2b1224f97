import { queryOptions } from '@tanstack/react-query';
import { A_INDEKS, KLASTER, type SumberIndeks } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

/**
 * What the ranking reads first (the ranking of the address's cluster and source, the years with stored rules), in a
 * module of its own with only the API client: the screen's map asks for them when the ranking is opened directly
 * (screens.ts), beside its code.
 */

/** The six clusters of the ranking (IDX-02): the one list of the domain. */
export { KLASTER };

export const klasterValid = (v: string | null): string => (KLASTER.some((k) => k.value === v) ? (v as string) : 'provinsi');

/** The ranking's choices as its address holds them (`klaster`, `sumber`, `tahun`). */
export function pilihanRanking(cari: URLSearchParams): { klaster: string; sumber: SumberIndeks; tahun: number | null } {
  const t = Number(cari.get('tahun'));
  return { klaster: klasterValid(cari.get('klaster')), sumber: cari.get('sumber') === 'verified' ? 'verified' : 'self', tahun: Number.isInteger(t) && t > 2000 ? t : null };
}

/** A year that is not chosen yet is not sent (the server takes the first assessment year of the settings). */
export const tahunQ = (tahun: number | null | undefined) => tahun ?? undefined;

export async function ambilRanking(q: { klaster: string; sumber: SumberIndeks; tahun: number | null }, signal?: AbortSignal) {
  const r = await panggil(A_INDEKS.ranking, { query: { ...q, tahun: tahunQ(q.tahun) }, signal });
  return { data: r.data, tahun: r.tahun };
}

export const kueriRanking = (q: { klaster: string; sumber: SumberIndeks; tahun: number | null }) =>
  queryOptions({ queryKey: ['ranking-index', q.klaster, q.sumber, q.tahun] as const, queryFn: ({ signal }) => ambilRanking(q, signal) });

/** Years whose rules are stored (the methodology table), newest first. */
export const kueriMetodologi = () =>
  queryOptions({ queryKey: ['metodologi'] as const, queryFn: async ({ signal }) => (await panggil(A_INDEKS.metodologi, { signal })).data, staleTime: 5 * 60_000 });
