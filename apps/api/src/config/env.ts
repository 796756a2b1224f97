import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: a relative DATA_DIR means the same folder for the server and `npm run admin:create`, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL harus berupa URL postgres://…')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET minimal 32 karakter').optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL harus berupa smtp://… atau smtps://…')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('SIGAP Inovasi <no-reply@sigap.local>'),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_PASSWORD: z.string().min(8, 'DEMO_PASSWORD minimal 8 karakter').default('Inovasi#2026'),
  /** Demo data (accounts per role, samples): on unless production. */
  DEMO: z.enum(['0', '1']).optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  LOGIN_RATE_MAX: z.coerce.number().int().positive().default(10),
  /** A list export of more rows than this is prepared in the background (202, notice with a link; decision 114). */
  EKSPOR_LATAR_BARIS: z.coerce.number().int('EKSPOR_LATAR_BARIS harus bilangan bulat.').min(0).default(10_000),
  /** Hours a background export's file stays downloadable; then it is deleted. */
  EKSPOR_SIMPAN_JAM: z.coerce.number().positive('EKSPOR_SIMPAN_JAM harus lebih dari 0.').max(24 * 30).default(24),
  /** Days a finished or failed job stays in `antrian_tugas` (its result, an export's notice link); then a daily job deletes it. */
  ANTRIAN_SIMPAN_HARI: z.coerce.number().int('ANTRIAN_SIMPAN_HARI harus bilangan bulat.').min(35, 'ANTRIAN_SIMPAN_HARI minimal 35 (berkas ekspor disimpan paling lama 30 hari).').max(3650).default(90),
  /** Which proxies may set the client address (X-Forwarded-For): off, a hop count, or addresses/CIDRs (parseTrustProxy). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, c) => {
      const r = parseTrustProxy(v);
      if (typeof r === 'string') {
        c.addIssue({ code: 'custom', message: r });
        return z.NEVER;
      }
      return r;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** API processes (node:cluster) on this machine; default: the core count in production, else 1 (server.ts). */
  WORKERS: z
    .string()
    .optional()
    .transform((v, c) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 256) {
        c.addIssue({ code: 'custom', message: 'WORKERS harus bilangan bulat 1 sampai 256.' });
        return z.NEVER;
      }
      return n;
    }),
  /** Where files live: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible object store, S3_*). */
  STORAGE: z.enum(['local', 's3'], { message: 'STORAGE harus local atau s3.' }).default('local'),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'S3_ENDPOINT harus berupa http(s)://host[:port] tanpa path')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET harus nama bucket S3 yang sah (huruf kecil, angka, titik, tanda hubung; 3-63 karakter)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

/** Names proxy-addr knows for address ranges (loopback 127.0.0.1/8 and ::1, private ranges, link-local). */
const RENTANG_BERNAMA = ['loopback', 'linklocal', 'uniquelocal'];

const alamatAtauCidr = (s: string): boolean => {
  if (RENTANG_BERNAMA.includes(s)) return true;
  const [ip, prefix, ...rest] = s.split('/');
  const v = net.isIP(ip ?? '');
  if (!v || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY for Fastify's `trustProxy`: empty, `false` or `0` = trust no proxy (the socket's address is the client);
 * a hop count (`1`: one proxy in front); `true` (any: only when every path to the server passes a proxy that
 * overwrites X-Forwarded-For); or a comma-separated list of proxy addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`.
 * Returns the Indonesian message of an invalid value as a string.
 */
export function parseTrustProxy(v: string | undefined): boolean | number | string[] | string {
  const s = (v ?? '').trim();
  if (s === '' || s.toLowerCase() === 'false' || s === '0') return false;
  if (s.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(s)) {
    const n = Number(s);
    return n <= 20 ? n : 'TRUST_PROXY: jumlah proxy paling banyak 20.';
  }
  const list = s.split(',').map((x) => x.trim());
  const salah = list.filter((x) => !alamatAtauCidr(x));
  if (salah.length) return `TRUST_PROXY harus false, true, jumlah proxy (mis. 1) atau daftar alamat/CIDR dipisah koma; tidak dikenal: ${salah.join(', ')}`;
  return list;
}

/**
 * The `trustProxy` option of Fastify for a TRUST_PROXY value. A hop count becomes a function (trust the `n` nearest
 * hops, the socket's peer included): Fastify itself trusts no hop for a plain number.
 */
export function fastifyTrustProxy(v: boolean | number | string[] | undefined): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof v === 'number') return v > 0 ? (_addr: string, hop: number) => hop < v : false;
  return v ?? false;
}

/**
 * How many API processes (workers of node:cluster) to run: `WORKERS`, else the core count in production and 1
 * otherwise. The embedded PGlite belongs to one process, so without DATABASE_URL it is always 1 (`alasan` says why).
 */
export function jumlahWorker(c: { WORKERS?: number; NODE_ENV: string; DATABASE_URL?: string }, inti: number): { n: number; alasan?: string } {
  const mau = c.WORKERS ?? (c.NODE_ENV === 'production' ? Math.max(1, inti) : 1);
  if (mau > 1 && !c.DATABASE_URL)
    return {
      n: 1,
      alasan: `WORKERS=${mau} diabaikan: basis data tertanam (PGlite) hanya dapat dibuka satu proses, jadi API berjalan sebagai 1 proses. Isi DATABASE_URL (PostgreSQL) untuk beberapa proses.`,
    };
  return { n: mau };
}

export type RawEnv = z.infer<typeof schema>;

export interface AppConfig extends Omit<RawEnv, 'JWT_SECRET' | 'DEMO'> {
  JWT_SECRET: string;
  demo: boolean;
  uploadDir: string;
  outboxDir: string;
  pgliteDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; fails with clear messages. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Konfigurasi tidak valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STORAGE === 's3') {
    const kurang = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter((k) => !e[k]);
    if (kurang.length) throw new ConfigError(`Konfigurasi tidak valid:\n${kurang.map((k) => `- ${k}: wajib diisi bila STORAGE=s3`).join('\n')}`);
  }
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  const demo = e.DEMO ? e.DEMO === '1' : e.NODE_ENV !== 'production';
  if (demo && e.NODE_ENV === 'production') throw new ConfigError('Mode demo tidak boleh dipakai dengan NODE_ENV=production.');
  let secret = e.JWT_SECRET;
  if (!secret) {
    if (e.NODE_ENV === 'test') secret = crypto.randomBytes(32).toString('hex');
    else {
      // generated once and kept in DATA_DIR, so tokens survive a restart
      const file = path.join(dataDir, 'jwt-secret');
      fs.mkdirSync(dataDir, { recursive: true });
      if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString('hex'), { mode: 0o600 });
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  const { DEMO: _demo, ...rest } = e;
  return {
    ...rest,
    JWT_SECRET: secret,
    demo,
    uploadDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    pgliteDir: path.join(dataDir, 'pglite'),
    ...overrides,
  };
}
