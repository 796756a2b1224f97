import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { isBerkas, uraikan, type BodyOf, type JawabanOf, type Kontrak, type ParamsOf, type QueryOf, type SessionUser } from '@sigap/domain';
import { AppError, validationError } from '../lib/errors';

/**
 * Registers API routes from their contracts (packages/domain/src/kontrak): the one way a route is added.
 * Before the handler: authentication and the permission of `izin` (plugins/auth.ts, onRequest), then params,
 * query and body parsed by the contract's schemas; a failure answers 422 with a message per field and the
 * handler never runs. OpenAPI at /docs is generated from the same schemas ({@link openApiTransform}).
 * With `checkAnswers` (tests), every JSON answer is checked against the contract's answer schema too.
 * Answers are written by a serialiser compiled from the same answer schema (fast-json-stringify, {@link penulis}).
 */

export interface Masukan<K extends Kontrak> {
  params: ParamsOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  /** The signed-in user; `null` only on `publik` routes. */
  user: K['izin'] extends 'publik' ? SessionUser | null : SessionUser;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A JSON contract's handler returns its answer; a file contract's handler sends through `reply` and returns it. */
export type Penangan<K extends Kontrak> = (m: Masukan<K>) => Promise<K['jawaban'] extends z.ZodType ? JawabanOf<K> : FastifyReply | unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract this route was registered from (OpenAPI, answer checks, route listings). */
    kontrak?: Kontrak;
  }
}

/** A registered route and the contract it came from (none: registered by hand, or a plugin's own route). */
export interface RuteTercatat {
  method: string;
  url: string;
  kontrak: Kontrak | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its contract (tests check that every API route has one). */
    semuaRute: RuteTercatat[];
  }
}

/** Records every route as it is registered (call before registering routes). */
export function catatRute(app: FastifyInstance): void {
  const list: RuteTercatat[] = [];
  app.decorate('semuaRute', list);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') list.push({ method, url: r.url, kontrak: (r.config?.kontrak as Kontrak | undefined) ?? null });
  });
}

let checkAnswers = false;
/** Tests turn on the answer check (buildApp option); production never pays for it. */
export function setCheckAnswers(on: boolean) {
  checkAnswers = on;
}

function parse(part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const r = uraikan(schema, value ?? (part === 'body' ? undefined : {}));
  if (r.ok) return r.data;
  // a bad id in the path reads as the field `id`, as a user would name it
  throw validationError(r.errors, part === 'params' ? 'Alamat tidak valid.' : part === 'query' ? 'Parameter tidak valid.' : undefined);
}

/** Registers one route from its contract. */
/** Route options beyond the contract: a body limit, or route config of a plugin (`{ rateLimit: {...} }`). */
export interface RuteExtra {
  bodyLimit?: number;
  config?: Record<string, unknown>;
}

export function rute<K extends Kontrak>(app: FastifyInstance, k: K, handler: NoInfer<Penangan<K>>, extra: RuteExtra = {}): void {
  const config: RouteOptions['config'] & object = { ...extra.config, kontrak: k };
  if (typeof k.izin === 'object') config.permission = { resource: k.izin.resource, action: k.izin.action };
  else if (k.izin === 'masuk') config.auth = true;
  const tulis = skemaPenulis(k);
  app.route({
    method: k.method,
    url: k.path,
    config,
    ...(tulis ? { schema: { response: { '2xx': tulis } }, serializerCompiler: ({ schema }: { schema: unknown }) => penulis(schema as Record<string, unknown>, k) } : {}),
    ...(extra.bodyLimit ? { bodyLimit: extra.bodyLimit } : {}),
    handler: async (req, reply) => {
      const params = parse('params', k.params, req.params);
      const query = parse('query', k.query, req.query);
      const body = k.multipart ? undefined : parse('body', k.body, req.body);
      const out = await handler({ params, query, body, user: req.auth, req, reply } as Masukan<K>);
      if (checkAnswers && !isBerkas(k.jawaban) && !reply.sent && out !== reply) {
        const r = (k.jawaban as z.ZodType).safeParse(out);
        if (!r.success) {
          throw new Error(`Jawaban ${k.method} ${k.path} tidak sesuai kontrak: ${JSON.stringify(r.error.issues.slice(0, 5))}`);
        }
      }
      return out;
    },
  });
}

/** Registers several contracts' routes at once: `ruteSemua(app, K, { nama: handler, ... })`. */
export function ruteSemua<M extends Record<string, Kontrak>>(app: FastifyInstance, kontrak: M, handlers: { [N in keyof M]: Penangan<M[N]> }): void {
  for (const name of Object.keys(kontrak) as (keyof M)[]) rute(app, kontrak[name]!, handlers[name]);
}

// ------------------------------------------------------------------ answers written from their schema

/**
 * The answer schema of a JSON contract as the serialiser reads it (null: a file, or a schema zod cannot express,
 * then Fastify's JSON.stringify). The serialiser writes each named property directly; a field the contract does
 * not name is still written (`additionalProperties` turned on), so no answer loses a field a client reads today.
 */
function skemaPenulis(k: Kontrak): Record<string, unknown> | null {
  if (isBerkas(k.jawaban)) return null;
  try {
    const { $schema: _drop, ...json } = z.toJSONSchema(k.jawaban as z.ZodType, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;
    // rows that are records (the generic `/crud/{table}` lists): the compiled serialiser would walk every key of
    // every row generically, several times slower than the engine's own JSON.stringify (measured: ~6 % of a list
    // request's CPU); such an answer keeps JSON.stringify
    if (barisRekaman(json)) return null;
    return terbuka(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Whether the schema has an array whose items are records (an object schema without named properties). */
function barisRekaman(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(barisRekaman);
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  const items = o.items as Record<string, unknown> | undefined;
  if (o.type === 'array' && items && typeof items === 'object' && items.type === 'object' && !items.properties) return true;
  return Object.values(o).some(barisRekaman);
}

/** The schema with every `additionalProperties: false` turned into `true`. */
function terbuka(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(terbuka);
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'additionalProperties' && x === false ? true : terbuka(x)]));
}

/**
 * A route's serialiser, compiled on its first answer rather than at start (about 300 routes would add seconds to
 * every start and every test file). With `checkAnswers` (tests) the written answer is compared with
 * JSON.stringify of the handler's value: a value the schema would write differently (another type, a lost field)
 * fails the test instead of changing the answer.
 */
function penulis(schema: Record<string, unknown>, k: Kontrak): (data: unknown) => string {
  let tulis: ((data: unknown) => string) | null = null;
  return (data) => {
    tulis ??= fastJson(schema);
    const out = tulis(data);
    if (checkAnswers) {
      const biasa = JSON.parse(JSON.stringify(data)) as unknown;
      if (!isDeepStrictEqual(JSON.parse(out), biasa)) throw new Error(`Jawaban ${k.method} ${k.path} berubah saat ditulis menurut kontraknya: ${selisih(JSON.parse(out), biasa)}`);
    }
    return out;
  };
}

/** The first place two JSON values differ, for the test failure. */
function selisih(a: unknown, b: unknown, jalur = '$'): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = selisih((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${jalur}.${key}`);
      if (d) return d;
    }
  }
  return `${jalur}: ditulis ${JSON.stringify(a)?.slice(0, 80)}, nilai ${JSON.stringify(b)?.slice(0, 80)}`;
}

// ------------------------------------------------------------------ OpenAPI

const toJson = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
  return json;
};

/** @fastify/swagger `transform`: the request and answer schemas of a route from its contract. */
export function openApiTransform({ schema, url, route }: { schema: unknown; url: string; route: RouteOptions }) {
  const k = route.config?.kontrak as Kontrak | undefined;
  if (!k) return { schema: schema as Record<string, unknown>, url };
  const out: Record<string, unknown> = { summary: k.ringkasan, tags: [k.tag] };
  if (k.params) out.params = toJson(k.params, 'input');
  if (k.query) out.querystring = toJson(k.query, 'input');
  if (k.body && !k.multipart) out.body = toJson(k.body, 'input');
  if (k.multipart) out.consumes = ['multipart/form-data'];
  if (k.izin === 'publik') out.security = [];
  const errorBody = { type: 'object', properties: { status: { type: 'number', enum: [0] }, code: { type: 'string' }, message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } } };
  out.response = {
    200: isBerkas(k.jawaban)
      ? { description: `Berkas (${k.jawaban.berkas})`, content: { [k.jawaban.berkas]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Berhasil', ...toJson(k.jawaban, 'output') },
    '4xx': { description: 'Galat (kode dan pesan dalam bahasa Indonesia, `errors` per kolom pada 422)', ...errorBody },
  };
  return { schema: out, url };
}

/** Thrown by handlers when a contract route is called for a record outside the caller's scope. */
export const tidakDitemukan = () => new AppError('NOT_FOUND');
