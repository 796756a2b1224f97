import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Calls of the sample screens: plain `fetch` to the sample paths, answered by the Service Worker of browser.ts
 * (the answers are the sample entities themselves, no envelope). Query keys: `['contoh', path, query]`.
 */

async function baca<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`Contoh tidak terjawab (${res.status}).`);
  return (await res.json()) as T;
}

export async function ambil<T>(path: string, query: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  const q = new URLSearchParams(query).toString();
  return baca<T>(await fetch(q ? `${path}?${q}` : path, { headers: { Accept: 'application/json' }, signal }));
}

export async function kirim<T>(path: string, body: unknown = {}): Promise<T> {
  return baca<T>(await fetch(path, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
}

export const kunciContoh = (path: string, query: Record<string, string> = {}) => ['contoh', path, query] as const;

/** A sample read. */
export function useContoh<T>(path: string, query: Record<string, string> = {}, enabled = true) {
  return useQuery({ queryKey: kunciContoh(path, query), queryFn: ({ signal }) => ambil<T>(path, query, signal), enabled, staleTime: Infinity });
}

/**
 * A sample command: POST `path`; its answer replaces the read `hasil` (path and query) when given, other reads
 * listed in `segarkan` are read again.
 */
export function useKirimContoh<B, T>(path: string, opts: { hasil?: readonly [string, Record<string, string>?]; segarkan?: string[] } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => kirim<T>(path, body),
    onSuccess: (jawaban) => {
      if (opts.hasil) qc.setQueryData(kunciContoh(opts.hasil[0], opts.hasil[1] ?? {}), jawaban);
      for (const p of opts.segarkan ?? []) void qc.invalidateQueries({ queryKey: ['contoh', p] });
    },
  });
}

/** Rupiah without decimals: Rp1.250.000. */
export const rupiah = (n: number) => `Rp${Math.round(n).toLocaleString('id-ID')}`;
