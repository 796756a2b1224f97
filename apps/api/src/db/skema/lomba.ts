/**
 * Tables of the regional innovation competition (LMB-01), re-exported by ../schema.ts. The entries themselves are
 * innovation rows (`iga2020_inovasi.is_lomba = 1`); these tables hold what the competition adds: the send record and
 * its history, the judging criteria per year, the judges' sheets and scores, and the published results per year.
 * DDL by hand in drizzle/0009_lomba.sql (the same names, types, defaults, indexes and keys).
 */
import { doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { iga2020Inovasi, usrAsn } from './inti';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** One row per sent entry: its existence is "sent" (unique per innovation: never twice). */
export const lombaKiriman = pgTable(
  'lomba_kiriman',
  {
    id: serial('id').primaryKey(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
    tahun: integer('tahun').notNull(),
    dikirim_oleh: integer('dikirim_oleh').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lomba_kiriman_inovasi_uq').on(t.inovasi_id), index('lomba_kiriman_tahun_idx').on(t.tahun)],
);

/** History of an entry's competition events (send, and what may come: withdrawal, publication). */
export const lombaRiwayat = pgTable(
  'lomba_riwayat',
  {
    id: serial('id').primaryKey(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
    aksi: varchar('aksi', { length: 40 }).notNull(),
    catatan: text('catatan'),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('lomba_riwayat_inovasi_idx').on(t.inovasi_id)],
);

/** Judging criteria of a competition year (resource `lomba_kriteria`, generic CRUD for admins). */
export const lombaKriteria = pgTable(
  'lomba_kriteria',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    nama: varchar('nama', { length: 200 }).notNull(),
    keterangan: text('keterangan'),
    bobot: integer('bobot').notNull(),
    skor_maks: integer('skor_maks').notNull().default(10),
    urutan: integer('urutan').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lomba_kriteria_tahun_nama_uq').on(t.tahun, t.nama)],
);

/** A judge's sheet on one sent entry: a draft, or submitted ('terkirim') with its total (0-100). */
export const lombaLembar = pgTable(
  'lomba_lembar',
  {
    id: serial('id').primaryKey(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
    penilai_id: integer('penilai_id')
      .notNull()
      .references(() => usrAsn.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('draf'),
    total: doublePrecision('total'),
    catatan: text('catatan'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lomba_lembar_inovasi_penilai_uq').on(t.inovasi_id, t.penilai_id), index('lomba_lembar_penilai_idx').on(t.penilai_id)],
);

/** One criterion's score on a sheet. */
export const lombaNilai = pgTable(
  'lomba_nilai',
  {
    lembar_id: integer('lembar_id')
      .notNull()
      .references(() => lombaLembar.id, { onDelete: 'cascade' }),
    kriteria_id: integer('kriteria_id')
      .notNull()
      .references(() => lombaKriteria.id),
    skor: doublePrecision('skor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lembar_id, t.kriteria_id] }), index('lomba_nilai_kriteria_idx').on(t.kriteria_id)],
);

/** A published competition year: results frozen, judging closed. */
export const lombaPengumuman = pgTable('lomba_pengumuman', {
  tahun: integer('tahun').primaryKey(),
  jumlah_pemenang: integer('jumlah_pemenang').notNull(),
  diumumkan_oleh: integer('diumumkan_oleh').references(() => usrAsn.id, { onDelete: 'set null' }),
  diumumkan_pada: ts('diumumkan_pada').notNull().defaultNow(),
});

/** The published leaderboard of a year (snapshot at publication): rank, mean of the judges who scored, winners. */
export const lombaHasil = pgTable(
  'lomba_hasil',
  {
    tahun: integer('tahun')
      .notNull()
      .references(() => lombaPengumuman.tahun, { onDelete: 'cascade' }),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
    peringkat: integer('peringkat').notNull(),
    nilai: doublePrecision('nilai').notNull(),
    jumlah_juri: integer('jumlah_juri').notNull(),
    pemenang: smallint('pemenang').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tahun, t.inovasi_id] }), index('lomba_hasil_inovasi_idx').on(t.inovasi_id)],
);
