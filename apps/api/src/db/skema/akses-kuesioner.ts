/** Tables of this area, re-exported by ../schema.ts. Import core tables from './inti'. */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { apiKeys, usrAsn } from './inti';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Audit of API key exchanges (PLT-13): one row per `POST /api/access/token`, accepted or refused, with the reason
 * (domain HASIL_TUKAR) and the caller's address. Never the secret. Kept when the key or account goes (set null).
 */
export const apiAksesLog = pgTable(
  'api_akses_log',
  {
    id: serial('id').primaryKey(),
    api_key_id: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    /** The key as presented (its public half), cut to 64 characters. */
    api_key: varchar('api_key', { length: 64 }).notNull(),
    hasil: varchar('hasil', { length: 30 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 255 }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('api_akses_log_kunci_idx').on(t.api_key_id, t.id), index('api_akses_log_waktu_idx').on(t.created_at)],
);
