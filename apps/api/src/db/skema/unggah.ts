/** Resumable uploads in progress (tus, decision 125), re-exported by ../schema.ts. */
import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * One upload: its declared size, the bytes stored so far (`posisi`, the tus offset) and the metadata the server
 * wrote (owner, name, and once finished the file's address). Kept in the database, not on one machine's disk, so
 * any API process on any machine continues an upload another one began. Removed a day after `created_at`.
 */
export const unggahSebagian = pgTable(
  'unggah_sebagian',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    ukuran: bigint('ukuran', { mode: 'number' }).notNull(),
    posisi: bigint('posisi', { mode: 'number' }).notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('unggah_sebagian_created_idx').on(t.created_at)],
);

/**
 * The pieces of an unfinished upload, at most 1 MB each, keyed by their start: the bytes are a file of the storage
 * (local disk or the S3 bucket, decision 125), the row says it is complete. Gone once
 * the upload is stored.
 */
export const unggahPotongan = pgTable(
  'unggah_potongan',
  {
    unggah_id: varchar('unggah_id', { length: 64 })
      .notNull()
      .references(() => unggahSebagian.id, { onDelete: 'cascade' }),
    mulai: bigint('mulai', { mode: 'number' }).notNull(),
    panjang: integer('panjang').notNull(),
    /** The piece's file in the storage (`sebagian/{id}/{mulai}-{random}.bin`: a write that loses a race never overwrites the listed one). */
    kunci: varchar('kunci', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.unggah_id, t.mulai] })],
);
