import type { Kontrak } from './dasar';

/**
 * The address of a contract (method and path) without its schemas: what a client needs at run time. The web
 * app's first-load code names a contract by its address (`alamat<typeof K_AUTH.masuk>('POST', '/login')`, a
 * type-only import of the contract, so no schema code is loaded with the sign-in page); the compiler checks that
 * the address is the contract's.
 */
export type Alamat<K extends Kontrak = Kontrak> = Pick<K, 'method' | 'path'> & { readonly __kontrak?: K };
export const alamat = <K extends Kontrak>(method: K['method'], path: K['path']): Alamat<K> => ({ method, path });
