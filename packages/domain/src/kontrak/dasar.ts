import { z } from 'zod';
import type { ResourceName } from '../permissions/matrix';

/**
 * Endpoint contracts: one definition per API route (method, path, permission, params, query, body, answer).
 * The API registers its routes from them (validation with per-field Indonesian messages before the handler,
 * the permission check, OpenAPI at /docs); the web app calls the API through a client typed from them.
 * See docs/ARCHITECTURE.md "How to add a capability".
 */

export type Metode = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: a (resource, action) of the permission matrix, `masuk` (any signed-in account, the handler
 * decides further) or `publik` (no sign-in). `:table` takes the resource from the URL (generic CRUD).
 */
export type Izin = { resource: ResourceName | ':table'; action: string } | 'masuk' | 'publik';

/** A file answer (PDF, Excel, an upload's bytes): documented, never checked against a schema. */
export interface Berkas {
  berkas: string;
}

export type Skema = z.ZodType;

export interface Kontrak<
  P extends Skema | undefined = Skema | undefined,
  Q extends Skema | undefined = Skema | undefined,
  B extends Skema | undefined = Skema | undefined,
  R extends Skema | Berkas = Skema | Berkas,
  M extends Metode = Metode,
  Path extends string = string,
> {
  method: M;
  /** Fastify path syntax (`/review/:id/riwayat`), exactly the spec's path. */
  path: Path;
  izin: Izin;
  /** One line for OpenAPI, in Indonesian. */
  ringkasan: string;
  /** OpenAPI tag: the area (module) name. */
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** `multipart/form-data` body, read by the handler (uploads); `body` then documents the other fields. */
  multipart?: boolean;
  /** The whole answer body (envelope included), or a file. */
  jawaban: R;
}

/** Identity function that keeps the literal types of a contract (its method and path too, for `Alamat`). */
export const kontrak = <
  P extends Skema | undefined = undefined,
  Q extends Skema | undefined = undefined,
  B extends Skema | undefined = undefined,
  R extends Skema | Berkas = Skema,
  const M extends Metode = Metode,
  const Path extends string = string,
>(
  k: Kontrak<P, Q, B, R, M, Path>,
): Kontrak<P, Q, B, R, M, Path> => k;


type Out<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends Skema ? z.output<NonNullable<S>> : undefined;
type In<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends Skema ? z.input<NonNullable<S>> : undefined;

/** What the API handler receives, parsed. */
export type ParamsOf<K extends Kontrak> = Out<K['params']>;
export type QueryOf<K extends Kontrak> = Out<K['query']>;
export type BodyOf<K extends Kontrak> = Out<K['body']>;
/** What a caller sends (before parsing). */
export type QueryIn<K extends Kontrak> = In<K['query']>;
export type BodyIn<K extends Kontrak> = In<K['body']>;
/** The answer body of a JSON contract. */
export type JawabanOf<K extends Kontrak> = K['jawaban'] extends Skema ? z.output<K['jawaban']> : never;
/** The `data` of an enveloped answer. */
export type DataOf<K extends Kontrak> = JawabanOf<K> extends { data: infer D } ? D : never;

export const isBerkas = (j: Skema | Berkas): j is Berkas => typeof (j as Berkas).berkas === 'string';

// ------------------------------------------------------------------ common pieces

const INT_MAX = 2_147_483_647;

/**
 * A record id in a path or query: a positive integer written plainly (`2`), never `0x2`, `2e0`, `002`,
 * ` 2` or `1 OR 1=1`. Numbers are accepted too (JSON bodies).
 */
export const id = z
  .union([z.string().regex(/^[1-9][0-9]{0,9}$/, 'Harus bilangan bulat positif.'), z.number().int('Harus bilangan bulat positif.').positive('Harus bilangan bulat positif.')])
  .transform((v) => Number(v))
  .refine((n) => n <= INT_MAX, 'Angka terlalu besar.');

/** `{ id }` of `/…/:id` paths. */
export const paramId = z.object({ id });

/** An integer written plainly in a query string or a JSON body, within bounds. */
export const bulatAntara = (min: number, max: number) =>
  z
    .union([z.string().regex(/^-?[0-9]{1,10}$/, 'Harus bilangan bulat.'), z.number().int('Harus bilangan bulat.')])
    .transform((v) => Number(v))
    .refine((n) => n >= min && n <= max, `Harus bilangan bulat ${min}–${max}.`);

/** A year (tahun) in a query string or body. */
export const tahun = bulatAntara(2000, 2100);

/** A `0`/`1` flag in a query string or body (`true`/`false` accepted as 1/0). Anything else is refused. */
export const bendera = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: 'Harus 0 atau 1.' })
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

/** A query value given once or repeated (`x=1`, `x[]=1&x[]=2`, `x[0]=1`, `x=1,2`), as a list. */
export const daftarNilai = <T extends Skema>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    if (Array.isArray(v)) return v.filter((x) => x !== '');
    if (v && typeof v === 'object') return Object.values(v).filter((x) => x !== '');
    return typeof v === 'string' && v.includes(',') ? v.split(',').filter(Boolean) : [v];
  }, z.array(item).max(600, 'Terlalu banyak nilai.').optional());

/** Free text search of a list: trimmed, at most 200 characters, empty = none. */
export const cari = z
  .string('Harus berupa teks.')
  .max(500, 'Maksimal 500 karakter.')
  .transform((s) => s.trim().slice(0, 200) || undefined)
  .optional();

export const MAX_PER_PAGE = 100;

/**
 * The one list contract of every list (ARCHITECTURE.md section 5): `page` from 0, `per_page` or `pageSize`
 * (1–100), `search`, `orderBy[field]` and `orderBy[sort]`. Bad values answer 422 everywhere, the same way.
 * Lists extend it with their own filters (`kueriDaftar.extend({ tahun: ... })`).
 */
export const kueriDaftar = z.object({
  page: bulatAntara(0, 1_000_000).optional(),
  per_page: bulatAntara(1, MAX_PER_PAGE).optional(),
  pageSize: bulatAntara(1, MAX_PER_PAGE).optional(),
  search: cari,
  orderBy: z
    .object({
      field: z.string('Harus berupa teks.').max(64, 'Maksimal 64 karakter.').optional(),
      sort: z.enum(['asc', 'desc', 'ASC', 'DESC'], 'Harus asc atau desc.').optional(),
    }, 'Harus berupa objek orderBy[field], orderBy[sort].')
    .optional(),
});
export type KueriDaftar = z.output<typeof kueriDaftar>;

/** Page, size and order of a parsed list query, with defaults. */
export function halaman(q: KueriDaftar, def: { perPage?: number; sort?: 'asc' | 'desc' } = {}) {
  const perPage = q.per_page ?? q.pageSize ?? def.perPage ?? 20;
  const page = q.page ?? 0;
  const dir = (q.orderBy?.sort?.toLowerCase() as 'asc' | 'desc' | undefined) ?? def.sort ?? 'asc';
  return { page, perPage, offset: page * perPage, field: q.orderBy?.field, dir, search: q.search };
}

/** The LIKE pattern of a search text: `%text%` with `\`, `%` and `_` escaped. */
export const polaLike = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ------------------------------------------------------------------ answers

/** `{status: 1, data, total?, message?}`. */
export const amplop = <D extends Skema>(data: D) =>
  z.object({ status: z.literal(1), data, total: z.number().optional(), message: z.string().optional() });

/** `{status: 1, data: [...], total}` of a list. */
export const amplopDaftar = <D extends Skema>(row: D) => z.object({ status: z.literal(1), data: z.array(row), total: z.number(), message: z.string().optional() });

/** `{status: 1, message?}`: a command with nothing to return. */
export const jawabanOk = z.object({ status: z.literal(1), message: z.string().optional(), data: z.unknown().optional() });

/** A file answer of the given media type. */
export const berkas = (jenis: string): Berkas => ({ berkas: jenis });
export const PDF = berkas('application/pdf');
export const XLSX = berkas('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** Nullable shorthands for answer rows (database columns). */
export const teksN = z.string().nullable();
export const angkaN = z.number().nullable();

// ------------------------------------------------------------------ messages

type Isu = z.core.$ZodIssue;

/** Plain Indonesian for a zod issue (the schema's own message wins when it has one). */
export function pesanIsu(issue: z.core.$ZodRawIssue): string {
  const i = issue as Isu & { input?: unknown };
  switch (i.code) {
    case 'invalid_type': {
      if (i.input === undefined || i.input === null) return 'Wajib diisi.';
      const jenis: Record<string, string> = {
        string: 'teks',
        number: 'angka',
        int: 'bilangan bulat',
        boolean: 'benar/salah',
        array: 'daftar',
        object: 'objek',
        date: 'tanggal',
      };
      return `Harus berupa ${jenis[i.expected] ?? i.expected}.`;
    }
    case 'too_small':
      if (i.origin === 'string') return Number(i.minimum) <= 1 ? 'Wajib diisi.' : `Minimal ${i.minimum} karakter.`;
      if (i.origin === 'array') return `Minimal ${i.minimum} butir.`;
      return `Minimal ${i.minimum}.`;
    case 'too_big':
      if (i.origin === 'string') return `Maksimal ${i.maximum} karakter.`;
      if (i.origin === 'array') return `Maksimal ${i.maximum} butir.`;
      return `Maksimal ${i.maximum}.`;
    case 'invalid_value':
      return 'Pilihan tidak valid.';
    case 'invalid_format':
      return 'Format tidak valid.';
    case 'unrecognized_keys':
      return `Kolom tidak dikenal: ${i.keys.join(', ')}.`;
    case 'invalid_union':
      return 'Nilai tidak valid.';
    default:
      return 'Nilai tidak valid.';
  }
}

/**
 * Field errors of a failed parse: `{ "a.b": "message" }`, the first message per field; the prefix names the
 * part of the request (`params`, `query` are left out so fields read as the user typed them).
 */
export function galatPerKolom(error: z.ZodError, kosong = '_'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of error.issues) {
    const base = i.path.map(String).join('.');
    if (i.code === 'unrecognized_keys') {
      for (const k of i.keys) out[base ? `${base}.${k}` : k] ??= 'Kolom ini tidak dikenal.';
      continue;
    }
    out[base || kosong] ??= i.message;
  }
  return out;
}

/** Parses with the Indonesian messages; the one way contracts are applied (API and tests). */
export function uraikan<S extends Skema>(skema: S, nilai: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const r = skema.safeParse(nilai, { error: pesanIsu });
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: galatPerKolom(r.error) };
}
