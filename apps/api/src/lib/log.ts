import type { FastifyRequest } from 'fastify';

/**
 * Logger options of the API (Fastify's pino): no log line carries a secret.
 * - The request's URL: the values of query parameters that carry tokens or passwords are replaced
 *   ({@link sembunyikanRahasiaUrl}), so `GET /media/x.pdf?unduh=…` is logged as `?unduh=[disembunyikan]`.
 * - Headers `authorization`, `cookie`, `set-cookie` and body fields named like passwords or tokens are
 *   censored wherever an object with them is logged ({@link REDACT_PATHS}; Fastify logs neither headers nor
 *   bodies by itself, this guards every `log.info({ headers, body })` written later).
 */

export const DISEMBUNYIKAN = '[disembunyikan]';

/** Names of query parameters and body fields whose values are secrets. */
export const NAMA_RAHASIA = /^(unduh|access_token|refresh_token|id_token|token|jwt|password|password_\w+|\w+_password|sandi|kata_sandi|\w+_sandi|sandi_\w+|secret|client_secret|api_secret|api_key|apikey|otp)$/i;

/** Replaces the values of secret query parameters of a URL (path and query), keeping everything else. */
export function sembunyikanRahasiaUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    if (eq < 0) return part;
    let name = part.slice(0, eq);
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      /* a broken escape: judged as written */
    }
    // `token[]=…`, `password[x]=…`: the bracketed forms of the same names
    const base = name.replace(/\[.*$/, '');
    return NAMA_RAHASIA.test(base) ? `${part.slice(0, eq)}=${DISEMBUNYIKAN}` : part;
  });
  return `${url.slice(0, q)}?${parts.join('&')}${hash < 0 ? '' : url.slice(hash)}`;
}

const BIDANG_RAHASIA = ['password', 'password_lama', 'password_baru', 'password_confirmation', 'konfirmasi_password', 'sandi', 'kata_sandi', 'sandi_lama', 'sandi_baru', 'token', 'access_token', 'unduh', 'secret', 'api_secret'];

/** pino `redact` paths: headers of a logged request or answer and secret fields of logged bodies. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'res.headers["set-cookie"]',
  ...BIDANG_RAHASIA.flatMap((f) => [f, `body.${f}`, `req.body.${f}`, `*.${f}`]),
];

/** The `req` serializer: Fastify's own fields, with the URL's secrets hidden. */
export function serializerPermintaan(req: FastifyRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? sembunyikanRahasiaUrl(req.url) : undefined,
    version: ((v) => (Array.isArray(v) ? v.join(',') : v))(req.headers?.['accept-version']),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** Fastify's `logger` option: level, redaction and serializers; `stream` for tests that read the log. */
export function opsiLogger(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: DISEMBUNYIKAN },
    serializers: { req: serializerPermintaan },
    ...(stream ? { stream } : {}),
  };
}
