import { errorMessage, type HasilUnggah, type Metode } from '@sigap/domain';
import { session } from './session';

/**
 * The API client: the envelope `{status: 1, data, total}` on success and
 * `{status: 0, code, message, errors}` on failure (docs/API.md). Every
 * failure becomes an ApiError; a request the server never answers becomes
 * NO_RESPONSE (status 0). A 401 on a signed-in call (the session expired or
 * was ended) ends the session and sends the user to /login (PLT-03); a 403 is
 * a refusal of one piece of data: the screen says so inline and the user stays
 * signed in (decision 82).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    /** HTTP status; 0 when the server did not answer. */
    readonly status: number,
    message?: string,
    readonly errors?: Record<string, string>,
    /** Extra data of the refusal (DIUBAH_PENGGUNA_LAIN: the record as it is now on the server). */
    readonly data?: unknown,
  ) {
    super(message || errorMessage(code));
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNoResponse = (e: unknown): boolean => isApiError(e) && e.code === 'NO_RESPONSE';

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[] | { readonly [k: string]: QueryScalar };
export type Query = Record<string, QueryValue>;

/**
 * Query string of the list contract: arrays as `k[]=v`, objects as `k[f]=v`
 * (`orderBy[field]=nama&orderBy[sort]=asc`); empty values are left out.
 */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const add = (k: string, v: QueryScalar) => {
    if (v === undefined || v === null || v === '') return;
    parts.push(`${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(v))}`);
  };
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const x of v as readonly QueryScalar[]) add(`${k}[]`, x);
    else if (v && typeof v === 'object') for (const [f, x] of Object.entries(v)) add(`${k}[${f}]`, x);
    else add(k, v as QueryScalar);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

type AuthFailureHandler = (e: ApiError) => void;
let onAuthFailure: AuthFailureHandler = () => {
  session.clear();
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};
/** The router installs a handler that navigates without a full reload. */
export function setAuthFailureHandler(fn: AuthFailureHandler) {
  onAuthFailure = fn;
}

/** Does this failure end the session? Only a 401 on a call that sent a token (a wrong password on /login is a 401 too). */
export const akhiriSesi = (e: Pick<ApiError, 'status'>, sentToken: boolean): boolean => sentToken && e.status === 401;

function failAuth(e: ApiError, sentToken: boolean) {
  // a 403 is answered inline by the screen (decision 82): the user keeps the session
  if (akhiriSesi(e, sentToken)) onAuthFailure(e);
}

/** Turns a parsed body and a status into a result or an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown; errors?: unknown; data?: unknown };
  const code = typeof b.code === 'string' ? b.code : codeForStatus(status);
  const message = typeof b.message === 'string' ? b.message : undefined;
  const errors =
    b.errors && typeof b.errors === 'object' && !Array.isArray(b.errors)
      ? Object.fromEntries(Object.entries(b.errors as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
      : undefined;
  return new ApiError(code, status, message, errors, b.data);
}

export function codeForStatus(status: number): string {
  if (status === 0) return 'NO_RESPONSE';
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'DUPLICATE';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 415) return 'FILE_TYPE';
  if (status === 422) return 'VALIDATION_FAILED';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

export interface RequestOptions {
  method?: Metode;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Idempotency-Key of a write (lib/kotak-keluar.ts): sent again with the same key, the server answers it once. */
  kunci?: string;
}

/**
 * A new Idempotency-Key. crypto.randomUUID exists only in secure contexts (HTTPS, localhost); a server reached by
 * plain HTTP on an office network still has getRandomValues.
 */
export function kunciIdempoten(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The server could not be reached, or a gateway in front of it answered for it (502, 504) or it is briefly without
 * its database (503): a write may wait in the offline outbox rather than fail.
 */
export const koneksiPutus = (e: unknown): boolean => isNoResponse(e) || (isApiError(e) && (e.status === 502 || e.status === 503 || e.status === 504));

export interface Envelope<T> {
  status: 1;
  data: T;
  total?: number;
  message?: string;
}

export async function apiRequest<T = unknown>(path: string, opts: RequestOptions = {}): Promise<Envelope<T> & Record<string, unknown>> {
  const method = opts.method ?? 'GET';
  const token = session.getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.kunci) headers['Idempotency-Key'] = opts.kunci;
  let res: Response;
  try {
    res = await fetch(path + buildQuery(opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    console.warn(`[api] ${method} ${path}: tidak ada jawaban (status 0)`, e);
    throw new ApiError('NO_RESPONSE', 0);
  }
  let body: unknown;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : {};
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    // a proxy page or a cut answer: treated like no answer (status 0)
    console.warn(`[api] ${method} ${path}: jawaban tidak dapat dibaca (status 0)`, e);
    const err = res.ok ? new ApiError('NO_RESPONSE', 0) : new ApiError(codeForStatus(res.status), res.status);
    failAuth(err, Boolean(token));
    throw err;
  }
  if (!res.ok || (body as { status?: unknown }).status !== 1) {
    const err = toApiError(res.ok ? 500 : res.status, body);
    failAuth(err, Boolean(token));
    throw err;
  }
  return body as Envelope<T> & Record<string, unknown>;
}

/** What an upload answers (the `data` of the media contract). */
export type UploadResult = HasilUnggah;


/* Links, frames and images of stored files and downloads: lib/berkas.ts (download tokens, never the session token). */
