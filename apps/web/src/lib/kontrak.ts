import type { Alamat, BodyIn, JawabanOf, Kontrak, QueryIn } from '@sigap/domain';
import { apiRequest, type Query } from './api';

/**
 * The typed API client: calls a route by its contract (packages/domain/src/kontrak), so the path, the method,
 * what is sent and the answer's type come from the one definition the server registers the route from.
 *
 *   const r = await panggil(A_REVIEW.detail, { params: { id } });   // r.data: DetailReview (A_*: the contracts' addresses, alamat.gen.ts)
 */
export interface Panggilan<K extends Kontrak> {
  params?: Record<string, string | number>;
  query?: QueryIn<K> & Query;
  body?: BodyIn<K>;
  signal?: AbortSignal;
}

/** The path of a contract with its `:name` parameters filled in. */
export function isiAlamat(k: Pick<Kontrak, 'path'>, params: Record<string, string | number> = {}): string {
  return k.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Parameter ${name} untuk ${k.path} belum diisi.`);
    return encodeURIComponent(String(v));
  });
}

/** `k` is the contract, or its address (`alamat<typeof K_X.y>(method, path)`) where the schemas must not load. */
export async function panggil<K extends Kontrak>(k: K | Alamat<K>, p: Panggilan<K> = {}): Promise<JawabanOf<K>> {
  const method = k.method; // the contract's own method: a PUT contract goes out as PUT
  const body = p.body === undefined && method !== 'GET' && method !== 'DELETE' ? {} : p.body;
  return (await apiRequest(isiAlamat(k, p.params), { method, query: p.query as Query | undefined, body, signal: p.signal })) as JawabanOf<K>;
}
