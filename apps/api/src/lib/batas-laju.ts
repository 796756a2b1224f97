/**
 * The one request-rate limiter of every API process (decision 96): a store of @fastify/rate-limit kept in the
 * table `batas_laju` (db/skema/skala.ts), so a limit counts the requests of a client across all workers and
 * machines on the same database. Every `config: { rateLimit: {...} }` of a route (register, password reset, the
 * public pages, open data, …) uses it; its bucket is the route (`POST /register`), its key the client address.
 *
 * One atomic upsert per request counts and answers: a window that has ended starts over at 1, else the counter
 * grows by one; the database's clock decides (machines' clocks may differ). Ended windows are pruned now and
 * then. The sign-in limiter (modules/auth/batas.ts, table `batas_masuk`) has its own rules (growing delay per
 * username) and was already shared the same way.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Hasil = { current: number; ttl: number };
type Cb = (err: Error | null, res?: Hasil) => void;

const PANGKAS_SETIAP_MS = 10 * 60_000;
const terakhirPangkas = new WeakMap<object, number>();

/** Counts one request of `kunci` in `bucket` within a window of `jendelaMs`; answers the count and the ms left. */
export async function hitungLaju(db: Db, bucket: string, kunci: string, jendelaMs: number): Promise<Hasil> {
  const ms = Math.max(1, Math.trunc(jendelaMs));
  const res = await db.execute(sql`
    insert into batas_laju as b (bucket, kunci, jumlah, window_start, window_end)
    values (${bucket.slice(0, 200)}, ${kunci.slice(0, 200)}, 1, now(), now() + ${ms} * interval '1 millisecond')
    on conflict (bucket, kunci) do update set
      jumlah = case when b.window_end <= now() then 1 else b.jumlah + 1 end,
      window_start = case when b.window_end <= now() then now() else b.window_start end,
      window_end = case when b.window_end <= now() then excluded.window_end else b.window_end end
    returning b.jumlah as jumlah, greatest(0, ceil(extract(epoch from (b.window_end - now())) * 1000))::int as ttl`);
  const row = (res as unknown as { rows: { jumlah: number | string; ttl: number | string }[] }).rows[0]!;
  pangkas(db);
  return { current: Number(row.jumlah), ttl: Number(row.ttl) };
}

/** The count and the ms left of `kunci` in `bucket` without counting. */
export async function bacaLaju(db: Db, bucket: string, kunci: string): Promise<Hasil> {
  const res = await db.execute(sql`
    select jumlah, greatest(0, ceil(extract(epoch from (window_end - now())) * 1000))::int as ttl
    from batas_laju where bucket = ${bucket.slice(0, 200)} and kunci = ${kunci.slice(0, 200)} and window_end > now()`);
  const row = (res as unknown as { rows: { jumlah: number | string; ttl: number | string }[] }).rows[0];
  return row ? { current: Number(row.jumlah), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Removes windows that ended more than a minute ago, at most every 10 minutes per process and database. */
function pangkas(db: Db): void {
  const now = Date.now();
  const last = terakhirPangkas.get(db);
  if (last !== undefined && now - last < PANGKAS_SETIAP_MS && now >= last) return;
  terakhirPangkas.set(db, now);
  db.execute(sql`delete from batas_laju where window_end < now() - interval '1 minute'`).catch(() => {});
}

interface OpsiRute {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/** The bucket of a route's limiter: its group, else its method(s) and address. */
export function bucketRute(o: OpsiRute): string {
  if (o.groupId) return `grup:${o.groupId}`;
  const r = o.routeInfo;
  if (!r?.url) return 'umum';
  return `${[r.method ?? ''].flat().join(',')} ${r.url}`;
}

/** The `store` option of @fastify/rate-limit: a class whose instances count in `batas_laju` of `db`. */
export function tokoBatasLaju(db: Db): FastifyRateLimitStoreCtor {
  class TokoBatasLaju {
    readonly bucket: string;
    constructor(opsi: OpsiRute = {}) {
      this.bucket = bucketRute(opsi);
    }
    incr(key: string, cb: Cb, timeWindow: number) {
      hitungLaju(db, this.bucket, key, timeWindow).then(
        (r) => cb(null, r),
        (e: Error) => cb(e),
      );
    }
    read(key: string, cb: Cb) {
      bacaLaju(db, this.bucket, key).then(
        (r) => cb(null, r),
        (e: Error) => cb(e),
      );
    }
    child(routeOptions: OpsiRute) {
      return new TokoBatasLaju(routeOptions);
    }
  }
  return TokoBatasLaju as unknown as FastifyRateLimitStoreCtor;
}
