/** Tables of this area, re-exported by ../schema.ts. Import core tables from './inti'. */
import { doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AturanOutlier, BobotIga, KriteriaIga } from '@sigap/domain';
import { igaIndikator, igaPenilai, profilPemda, usrAsn } from './inti';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Innovative Government Award (issue 15, decisions 57-60). One row per award year: its stage and state, and its
 * numbers as data (combination weights with provenance, presentation criteria from tipe R indicators, field
 * validation checklist from tipe V indicators, the outlier rule, jurors per nominee, winners per cluster).
 */
export const igaTahun = pgTable(
  'iga_tahun',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    /** nominasi | presentasi | validasi_lapangan | pleno | diumumkan (domain TAHAP_IGA). */
    tahap: varchar('tahap', { length: 30 }).notNull().default('nominasi'),
    /** buka | tutup. */
    status: varchar('status', { length: 10 }).notNull().default('buka'),
    bobot: jsonb('bobot').$type<BobotIga>().notNull(),
    kriteria_presentasi: jsonb('kriteria_presentasi').$type<KriteriaIga[]>().notNull(),
    indikator_validasi: jsonb('indikator_validasi').$type<KriteriaIga[]>().notNull(),
    aturan_outlier: jsonb('aturan_outlier').$type<AturanOutlier>().notNull(),
    juri_per_nomine: smallint('juri_per_nomine').notNull().default(3),
    jumlah_pemenang: smallint('jumlah_pemenang').notNull().default(3),
    pleno_at: ts('pleno_at'),
    diumumkan_at: ts('diumumkan_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iga_tahun_tahun_uq').on(t.tahun)],
);

/** Every stage command and every change of the year's numbers, with who and why. */
export const igaTahapRiwayat = pgTable(
  'iga_tahap_riwayat',
  {
    id: serial('id').primaryKey(),
    iga_tahun_id: integer('iga_tahun_id')
      .notNull()
      .references(() => igaTahun.id, { onDelete: 'cascade' }),
    aksi: varchar('aksi', { length: 30 }).notNull(),
    tahap_dari: varchar('tahap_dari', { length: 30 }),
    status_dari: varchar('status_dari', { length: 10 }),
    tahap_ke: varchar('tahap_ke', { length: 30 }).notNull(),
    status_ke: varchar('status_ke', { length: 10 }).notNull(),
    alasan: text('alasan'),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('iga_tahap_riwayat_tahun_idx').on(t.iga_tahun_id)],
);

/** Nominees of a year: regions with the IGA flag on; the index score is fixed when nominasi closes. */
export const igaNomine = pgTable(
  'iga_nomine',
  {
    id: serial('id').primaryKey(),
    iga_tahun_id: integer('iga_tahun_id')
      .notNull()
      .references(() => igaTahun.id, { onDelete: 'cascade' }),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profilPemda.id, { onDelete: 'cascade' }),
    skor_indeks: doublePrecision('skor_indeks'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iga_nomine_uq').on(t.iga_tahun_id, t.profil_id)],
);

/** Jurors (iga_penilai) of a year. */
export const igaJuri = pgTable(
  'iga_juri',
  {
    id: serial('id').primaryKey(),
    iga_tahun_id: integer('iga_tahun_id')
      .notNull()
      .references(() => igaTahun.id, { onDelete: 'cascade' }),
    penilai_id: integer('penilai_id')
      .notNull()
      .references(() => igaPenilai.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('iga_juri_uq').on(t.iga_tahun_id, t.penilai_id)],
);

/** Juror x nominee (both scoring stages); `cara` manual or otomatis. */
export const igaPenugasan = pgTable(
  'iga_penugasan',
  {
    id: serial('id').primaryKey(),
    iga_tahun_id: integer('iga_tahun_id')
      .notNull()
      .references(() => igaTahun.id, { onDelete: 'cascade' }),
    nomine_id: integer('nomine_id')
      .notNull()
      .references(() => igaNomine.id, { onDelete: 'cascade' }),
    penilai_id: integer('penilai_id')
      .notNull()
      .references(() => igaPenilai.id, { onDelete: 'cascade' }),
    cara: varchar('cara', { length: 10 }).notNull().default('manual'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iga_penugasan_uq').on(t.nomine_id, t.penilai_id), index('iga_penugasan_penilai_idx').on(t.iga_tahun_id, t.penilai_id)],
);

/** Declared conflicts of interest: the juror abstains on that nominee. */
export const igaKonflik = pgTable(
  'iga_konflik',
  {
    id: serial('id').primaryKey(),
    iga_tahun_id: integer('iga_tahun_id')
      .notNull()
      .references(() => igaTahun.id, { onDelete: 'cascade' }),
    nomine_id: integer('nomine_id')
      .notNull()
      .references(() => igaNomine.id, { onDelete: 'cascade' }),
    penilai_id: integer('penilai_id')
      .notNull()
      .references(() => igaPenilai.id, { onDelete: 'cascade' }),
    alasan: text('alasan').notNull(),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iga_konflik_uq').on(t.nomine_id, t.penilai_id)],
);

/** A juror's sheet of one nominee and stage (presentasi, validasi_lapangan): draft, then sent once. */
export const igaLembar = pgTable(
  'iga_lembar',
  {
    id: serial('id').primaryKey(),
    iga_tahun_id: integer('iga_tahun_id')
      .notNull()
      .references(() => igaTahun.id, { onDelete: 'cascade' }),
    nomine_id: integer('nomine_id')
      .notNull()
      .references(() => igaNomine.id, { onDelete: 'cascade' }),
    penilai_id: integer('penilai_id')
      .notNull()
      .references(() => igaPenilai.id, { onDelete: 'cascade' }),
    tahap: varchar('tahap', { length: 30 }).notNull(),
    /** draf | terkirim. */
    status: varchar('status', { length: 10 }).notNull().default('draf'),
    total: doublePrecision('total'),
    catatan: text('catatan'),
    dikirim_at: ts('dikirim_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iga_lembar_uq').on(t.nomine_id, t.penilai_id, t.tahap), index('iga_lembar_tahun_idx').on(t.iga_tahun_id, t.tahap)],
);

/** One criterion's score in a sheet, with the note and the photos (field validation). */
export const igaLembarNilai = pgTable(
  'iga_lembar_nilai',
  {
    id: serial('id').primaryKey(),
    lembar_id: integer('lembar_id')
      .notNull()
      .references(() => igaLembar.id, { onDelete: 'cascade' }),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => igaIndikator.id, { onDelete: 'cascade' }),
    nilai: doublePrecision('nilai'),
    catatan: text('catatan'),
    foto: jsonb('foto').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('iga_lembar_nilai_uq').on(t.lembar_id, t.indikator_id)],
);

/** Every change of a sent sheet: who, why, before and after. */
export const igaKoreksi = pgTable(
  'iga_koreksi',
  {
    id: serial('id').primaryKey(),
    lembar_id: integer('lembar_id')
      .notNull()
      .references(() => igaLembar.id, { onDelete: 'cascade' }),
    alasan: text('alasan').notNull(),
    total_sebelum: doublePrecision('total_sebelum'),
    total_sesudah: doublePrecision('total_sesudah'),
    sebelum: jsonb('sebelum').$type<{ indikator_id: number; nilai: number | null }[]>().notNull(),
    sesudah: jsonb('sesudah').$type<{ indikator_id: number; nilai: number | null }[]>().notNull(),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('iga_koreksi_lembar_idx').on(t.lembar_id)],
);
