/** Tables of the replikasi area (issue 20), re-exported by ../schema.ts. Import core tables from './inti'. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { dokumenIndikator, iga2020Inovasi, profilPemda, usrAsn } from './inti';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Replication requests (issue 20 item 6, decision 108): `peminta` asks to replicate `inovasi_id` of `pemilik`.
 * The regions are kept on the row (the owner at the time of asking) so scope needs no join. One running or
 * implemented request per (innovation, requesting region): the partial unique index, refused ones may be asked again.
 */
export const replikasi = pgTable(
  'replikasi',
  {
    id: serial('id').primaryKey(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
    pemilik_profil_id: integer('pemilik_profil_id')
      .notNull()
      .references(() => profilPemda.id, { onDelete: 'cascade' }),
    peminta_profil_id: integer('peminta_profil_id')
      .notNull()
      .references(() => profilPemda.id, { onDelete: 'cascade' }),
    /** domain STATUS_REPLIKASI */
    status: varchar('status', { length: 12 }).notNull().default('diajukan'),
    catatan: text('catatan'),
    alasan_tolak: text('alasan_tolak'),
    /** The requesting region's own innovation record that is the replica. */
    replika_inovasi_id: integer('replika_inovasi_id').references(() => iga2020Inovasi.id, { onDelete: 'set null' }),
    /** The agreement (PKS/MoU/statement) as uploaded by the requesting side. */
    file_url: varchar('file_url', { length: 1000 }),
    /** The same file registered for the owner region (its SID-31 evidence), written at "terlaksana". */
    file_url_pemilik: varchar('file_url_pemilik', { length: 1000 }),
    tanggal_terlaksana: date('tanggal_terlaksana', { mode: 'string' }),
    /** The evidence row added to the original's SID-31 at "terlaksana". */
    dokumen_id: integer('dokumen_id').references(() => dokumenIndikator.id, { onDelete: 'set null' }),
    diminta_oleh: integer('diminta_oleh').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('replikasi_terbuka_uq').on(t.inovasi_id, t.peminta_profil_id).where(sql`${t.status} not in ('ditolak', 'dibatalkan')`),
    index('replikasi_peminta_idx').on(t.peminta_profil_id),
    index('replikasi_pemilik_idx').on(t.pemilik_profil_id),
    index('replikasi_replika_idx').on(t.replika_inovasi_id),
  ],
);

/** Every step of a request with its day and note (the detail's timeline). */
export const replikasiRiwayat = pgTable(
  'replikasi_riwayat',
  {
    id: serial('id').primaryKey(),
    replikasi_id: integer('replikasi_id')
      .notNull()
      .references(() => replikasi.id, { onDelete: 'cascade' }),
    /** ajukan | lengkapi | domain AKSI_TRANSISI_REPLIKASI */
    aksi: varchar('aksi', { length: 12 }).notNull(),
    /** The request's status after the step. */
    status: varchar('status', { length: 12 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    catatan: text('catatan'),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('replikasi_riwayat_replikasi_idx').on(t.replikasi_id, t.id)],
);
