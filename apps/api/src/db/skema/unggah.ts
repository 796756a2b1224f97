/** Resumable uploads in progress (tus, decision 125), re-exported by ../schema.ts. */
import { bigint, customType, index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

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

/** The received bytes of an unfinished upload, in pieces of at most 1 MB keyed by their start; gone once it is stored. */
export const unggahPotongan = pgTable(
  'unggah_potongan',
  {
    unggah_id: varchar('unggah_id', { length: 64 })
      .notNull()
      .references(() => unggahSebagian.id, { onDelete: 'cascade' }),
    mulai: bigint('mulai', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.unggah_id, t.mulai] })],
);
