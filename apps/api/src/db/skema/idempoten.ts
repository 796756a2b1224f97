/** Tables of the idempoten area (issue 20), re-exported by ../schema.ts. Import core tables from './inti'. */
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usrAsn } from './inti';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Idempotent writes (plugins/idempoten.ts, decision 107): one row per `Idempotency-Key` of an account. Inserted
 * `jalan` before the handler runs (the key's first request wins, across processes), then holds the answer
 * (`selesai`), which a repeated request gets back instead of running the write again. Rows older than a day go.
 */
export const kunciIdempoten = pgTable(
  'kunci_idempoten',
  {
    usr_asn_id: integer('usr_asn_id')
      .notNull()
      .references(() => usrAsn.id, { onDelete: 'cascade' }),
    kunci: varchar('kunci', { length: 100 }).notNull(),
    metode: varchar('metode', { length: 10 }).notNull(),
    alamat: text('alamat').notNull(),
    /** sha256 of the method, the address and the JSON body. */
    sidik: varchar('sidik', { length: 64 }).notNull(),
    /** jalan | selesai */
    status: varchar('status', { length: 10 }).notNull().default('jalan'),
    kode_http: smallint('kode_http'),
    jenis_konten: varchar('jenis_konten', { length: 120 }),
    jawaban: text('jawaban'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usr_asn_id, t.kunci] }), index('kunci_idempoten_waktu_idx').on(t.created_at)],
);
