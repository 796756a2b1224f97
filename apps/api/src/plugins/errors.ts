import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORS, type ApiErrorBody, type ErrorCode } from '@sigap/domain';
import { DARI_BASIS_DATA } from '../db/client';
import { AppError } from '../lib/errors';

interface PgLikeError {
  code?: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/** Drizzle wraps driver errors; find the PostgreSQL one. */
function pgError(err: unknown): PgLikeError | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const c = (e as PgLikeError).code;
    if (typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) return e as PgLikeError;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A lost or refused database connection: PostgreSQL restarting or stopped, a backend terminated, the network.
 * Answered 503 DATABASE_UNAVAILABLE (never 500): the request's transaction did not commit as far as the server
 * knows, so nothing was acknowledged, and the pool reconnects by itself (db/client.ts).
 */
const KODE_PG_PUTUS = new Set([
  '57P01', // admin_shutdown: terminated (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
]);
/** Network errors count only when the database driver raised them (db/client.ts marks those). */
const KODE_JARINGAN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/** node-postgres's errors without a code. */
const PESAN_PUTUS =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly)$/;

export function basisDataPutus(err: unknown): boolean {
  const dilihat = new Set<unknown>();
  const periksa = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || depth > 5 || dilihat.has(e)) return false;
    dilihat.add(e);
    const x = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof x.code === 'string' && (KODE_PG_PUTUS.has(x.code) || (KODE_JARINGAN.has(x.code) && (x as Record<symbol, unknown>)[DARI_BASIS_DATA]))) return true;
    if (typeof x.message === 'string' && PESAN_PUTUS.test(x.message)) return true;
    if (Array.isArray(x.errors) && x.errors.some((s) => periksa(s, depth + 1))) return true; // AggregateError (IPv4 and IPv6 refused)
    return periksa(x.cause, depth + 1);
  };
  return periksa(err, 0);
}

const body = (code: ErrorCode, message?: string, errors?: Record<string, string>): ApiErrorBody => ({
  status: 0,
  code,
  message: message ?? ERRORS[code].message,
  ...(errors && Object.keys(errors).length ? { errors } : {}),
});

/** Field from a "Key (field)=(value)" detail of a PostgreSQL error. */
const fieldOf = (pe: PgLikeError) => pe.column ?? /Key \(([^)]+)\)/.exec(pe.detail ?? '')?.[1]?.split(',')[0]?.replace(/lower\(|\)/g, '').trim();

/**
 * A multipart body the parser cannot read: a boundary that does not match the header, a body cut off, a part
 * without its header. The parser (busboy) gives these plain errors without a code, so they are known by text.
 */
const MULTIPART_RUSAK =
  /^(Unexpected end of (multipart|form) data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Malformed part header|Malformed urlencoded form)/;
const PESAN_MULTIPART = 'Data unggahan (multipart/form-data) rusak atau tidak lengkap. Ulangi pengunggahan berkas.';

export function toErrorResponse(err: unknown, method: string): { status: number; body: ApiErrorBody } {
  if (err instanceof AppError) return { status: err.status, body: { ...body(err.code, err.message, err.errors), ...(err.data !== undefined ? { data: err.data } : {}) } };
  const fe = err as FastifyError & { validation?: { instancePath?: string; message?: string; params?: Record<string, unknown> }[] };
  if (fe.validation) {
    const errors: Record<string, string> = {};
    for (const v of fe.validation) {
      const key = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || String(v.params?.missingProperty ?? '_');
      errors[key] ??= 'Isian tidak valid.';
    }
    return { status: 422, body: body('VALIDATION_FAILED', undefined, errors) };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: body('INVALID_JSON') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return { status: 413, body: body('FILE_TOO_LARGE') };
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return { status: 400, body: body('BAD_REQUEST', PESAN_MULTIPART) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: body('BAD_REQUEST', 'Jenis konten permintaan tidak didukung.') };
  }
  if (err instanceof SyntaxError) return { status: 400, body: body('INVALID_JSON') };
  if (err instanceof Error && !fe.code && MULTIPART_RUSAK.test(err.message)) return { status: 400, body: body('BAD_REQUEST', PESAN_MULTIPART) };
  if (basisDataPutus(err)) return { status: 503, body: body('DATABASE_UNAVAILABLE') };
  const pe = pgError(err);
  if (pe?.code) {
    const field = fieldOf(pe);
    switch (pe.code) {
      case '23505':
        return { status: 409, body: body('DUPLICATE', undefined, field ? { [field]: 'Nilai ini sudah dipakai.' } : undefined) };
      case '23503':
        if (method === 'DELETE') return { status: 409, body: body('IN_USE') };
        return { status: 422, body: body('VALIDATION_FAILED', undefined, { [field ?? '_']: 'Data rujukan tidak ditemukan.' }) };
      case '23502':
        return { status: 422, body: body('VALIDATION_FAILED', undefined, { [field ?? '_']: 'Wajib diisi.' }) };
      case '22001':
      case '22003':
      case '22007':
      case '22008':
      case '22P02':
      case '22P05':
      case '22021':
      case '54000':
        return { status: 422, body: body('VALIDATION_FAILED', undefined, { [field ?? '_']: 'Nilai tidak valid.' }) };
    }
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) return { status, body: body('RATE_LIMITED') };
  if (status >= 400 && status < 500) return { status, body: body('BAD_REQUEST') };
  return { status: 500, body: body('INTERNAL') };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    const { status, body: b } = toErrorResponse(err, req.method);
    if (b.code === 'DATABASE_UNAVAILABLE') {
      req.log.warn({ err: { message: (err as Error).message, code: (err as { code?: string }).code } }, 'database unavailable');
      reply.header('Retry-After', '2');
    } else if (status >= 500) req.log.error({ err }, 'unhandled error');
    return reply.status(status).send(b);
  });
}

export const notFoundBody = () => body('ROUTE_NOT_FOUND');
