/** Tables of this area, re-exported by ../schema.ts. Import core tables from './inti'. */
import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Short links to public pages of the portal (`/tiny/{kode}`, decision 70): one row per address, made on the
 * first share and reused after; `dibuka` counts the redirects (no visitor data is kept).
 */
export const tautanPendek = pgTable(
  'tautan_pendek',
  {
    id: serial('id').primaryKey(),
    kode: varchar('kode', { length: 12 }).notNull(),
    tujuan: varchar('tujuan', { length: 300 }).notNull(),
    dibuka: integer('dibuka').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    terakhir_dibuka: ts('terakhir_dibuka'),
  },
  (t) => [uniqueIndex('tautan_pendek_kode_uq').on(t.kode), uniqueIndex('tautan_pendek_tujuan_uq').on(t.tujuan)],
);
