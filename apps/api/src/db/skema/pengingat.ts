/** Tables of the job queue and the reminders (issue 20), re-exported by ../schema.ts. Import core tables from './inti'. */
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usrAsn } from './inti';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The job queue (lib/antrian.ts, decision 105): one row per job. `kunci` makes a job unique (enqueuing the same
 * key twice adds nothing), so several API processes schedule and run each job once; a worker claims due rows with
 * FOR UPDATE SKIP LOCKED and holds them until `dikunci_sampai` (a crashed worker's job is taken again after it).
 */
export const antrianTugas = pgTable(
  'antrian_tugas',
  {
    id: serial('id').primaryKey(),
    jenis: varchar('jenis', { length: 60 }).notNull(),
    kunci: varchar('kunci', { length: 200 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** menunggu | jalan | selesai | gagal */
    status: varchar('status', { length: 10 }).notNull().default('menunggu'),
    percobaan: smallint('percobaan').notNull().default(0),
    jalankan_pada: ts('jalankan_pada').notNull().defaultNow(),
    dikunci_sampai: ts('dikunci_sampai'),
    galat: text('galat'),
    selesai_at: ts('selesai_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('antrian_tugas_kunci_uq').on(t.kunci), index('antrian_tugas_siap_idx').on(t.status, t.jalankan_pada)],
);

/** What was sent to whom (the reminders' log, admin screen): one row per reminder, e-mail or in-app. */
export const pengingatLog = pgTable(
  'pengingat_log',
  {
    id: serial('id').primaryKey(),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    profil_id: integer('profil_id'),
    tahun: integer('tahun').notNull(),
    periode_selesai: varchar('periode_selesai', { length: 10 }).notNull(),
    titik: smallint('titik').notNull(),
    email: varchar('email', { length: 255 }),
    /** terkirim | gagal | tanpa_email */
    status: varchar('status', { length: 12 }).notNull(),
    judul: varchar('judul', { length: 255 }).notNull(),
    /** Why the e-mail failed (status gagal; the notice in the app was still written). */
    galat: text('galat'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pengingat_log_waktu_idx').on(t.created_at), index('pengingat_log_akun_idx').on(t.usr_asn_id)],
);

/** Accounts that asked for no more reminders (one row each; deleting it subscribes again). */
export const pengingatBerhenti = pgTable('pengingat_berhenti', {
  usr_asn_id: integer('usr_asn_id')
    .primaryKey()
    .references(() => usrAsn.id, { onDelete: 'cascade' }),
  created_at: ts('created_at').notNull().defaultNow(),
});
