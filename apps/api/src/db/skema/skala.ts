/**
 * Scale-out state (issue 21 item 4): what every API process and machine must share lives in PostgreSQL.
 */
import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Request-rate limiter shared by every process (lib/batas-laju.ts, the store of @fastify/rate-limit): one row per
 * bucket (a route, `POST /register`) and key (the client address), counting the requests of the window that
 * started at `window_start`. One atomic upsert per request counts and answers.
 */
export const batasLaju = pgTable(
  'batas_laju',
  {
    bucket: varchar('bucket', { length: 200 }).notNull(),
    kunci: varchar('kunci', { length: 200 }).notNull(),
    jumlah: integer('jumlah').notNull().default(0),
    window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    window_end: timestamp('window_end', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.kunci] }), index('batas_laju_end_idx').on(t.window_end)],
);
