/**
 * Database schema. Table and column names follow the spec so the API
 * contract and old integrations keep working. The generic /crud resources in
 * packages/domain describe the same columns for validation and screens; a
 * test (schema-resources.test.ts) keeps the two in step.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  bigint,
  primaryKey,
} from 'drizzle-orm/pg-core';
import type { JumlahKata } from '@sigap/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const timestamps = {
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
};

// ---------------------------------------------------------------- regions
export const wilayah = pgTable('wilayah', {
  id: serial('id').primaryKey(),
  nama: varchar('nama', { length: 255 }).notNull(),
});

export const mDaerah = pgTable(
  'm_daerah',
  {
    id: serial('id').primaryKey(),
    kode: varchar('kode', { length: 13 }).notNull(),
    nama: varchar('nama', { length: 255 }).notNull(),
    /** 1 province, 2 regency or city. */
    tingkat: smallint('tingkat').notNull(),
    jenis: varchar('jenis', { length: 20 }).notNull(),
    parent_id: integer('parent_id'),
    wilayah_id: integer('wilayah_id').references(() => wilayah.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('m_daerah_kode_uq').on(t.kode), index('m_daerah_parent_idx').on(t.parent_id), index('m_daerah_nama_idx').on(t.nama)],
);

export const wilayahDaerah = pgTable(
  'wilayah_daerah',
  {
    id: serial('id').primaryKey(),
    wilayah_id: integer('wilayah_id')
      .notNull()
      .references(() => wilayah.id, { onDelete: 'cascade' }),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => mDaerah.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('wilayah_daerah_uq').on(t.wilayah_id, t.m_daerah_id), index('wilayah_daerah_daerah_idx').on(t.m_daerah_id)],
);

export const igaKlaster = pgTable('iga_klaster', {
  id: serial('id').primaryKey(),
  kode: varchar('kode', { length: 30 }).notNull().unique(),
  klaster: varchar('klaster', { length: 255 }).notNull(),
});

export const igaKlasterDaerah = pgTable(
  'iga_klaster_daerah',
  {
    id: serial('id').primaryKey(),
    iga_klaster_id: integer('iga_klaster_id')
      .notNull()
      .references(() => igaKlaster.id, { onDelete: 'cascade' }),
    iga_daerah_id: integer('iga_daerah_id')
      .notNull()
      .references(() => mDaerah.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('iga_klaster_daerah_uq').on(t.iga_klaster_id, t.iga_daerah_id), index('iga_klaster_daerah_daerah_idx').on(t.iga_daerah_id)],
);

/** One profile per pemda; its id is the m_daerah id (see docs/decisions.md). */
export const profilPemda = pgTable('profil_pemda', {
  id: integer('id')
    .primaryKey()
    .references(() => mDaerah.id, { onDelete: 'cascade' }),
  m_daerah_id: integer('m_daerah_id')
    .notNull()
    .unique()
    .references(() => mDaerah.id, { onDelete: 'cascade' }),
  nama: varchar('nama', { length: 255 }).notNull(),
  nama_opd: varchar('nama_opd', { length: 50 }),
  alamat: text('alamat'),
  email: varchar('email', { length: 255 }),
  no_telp: varchar('no_telp', { length: 30 }),
  nama_admin: varchar('nama_admin', { length: 150 }),
  map_embed: text('map_embed'),
  logo_url: varchar('logo_url', { length: 1000 }),
  files: jsonb('files').$type<{ name: string; value: string }[]>(),
  pakta_pemda_filename: varchar('pakta_pemda_filename', { length: 1000 }),
  is_iga: smallint('is_iga').notNull().default(0),
  ...timestamps,
});

export const opdPerangkat = pgTable(
  'opd_perangkat',
  {
    id: serial('id').primaryKey(),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => mDaerah.id, { onDelete: 'cascade' }),
    nama: varchar('nama', { length: 255 }).notNull(),
  },
  (t) => [index('opd_perangkat_daerah_idx').on(t.m_daerah_id)],
);

export const upt = pgTable(
  'upt',
  {
    id: serial('id').primaryKey(),
    opd_perangkat_id: integer('opd_perangkat_id')
      .notNull()
      .references(() => opdPerangkat.id, { onDelete: 'cascade' }),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => mDaerah.id, { onDelete: 'cascade' }),
    nama: varchar('nama', { length: 255 }).notNull(),
  },
  (t) => [index('upt_opd_idx').on(t.opd_perangkat_id), index('upt_daerah_idx').on(t.m_daerah_id)],
);

// ---------------------------------------------------------------- accounts
export const usrAsn = pgTable(
  'usr_asn',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 60 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    role: varchar('role', { length: 40 }).notNull(),
    area: smallint('area').notNull().default(0),
    m_daerah_id: integer('m_daerah_id').references(() => mDaerah.id, { onDelete: 'set null' }),
    opd_perangkat_id: integer('opd_perangkat_id').references(() => opdPerangkat.id, { onDelete: 'set null' }),
    upt_id: integer('upt_id').references(() => upt.id, { onDelete: 'set null' }),
    nama_lengkap: varchar('nama_lengkap', { length: 255 }).notNull(),
    nama_panggilan: varchar('nama_panggilan', { length: 100 }),
    email: varchar('email', { length: 255 }),
    is_active: smallint('is_active').notNull().default(1),
    /** Incremented on password change: tokens carry it, older ones stop working. */
    token_version: integer('token_version').notNull().default(0),
    last_login_at: ts('last_login_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('usr_asn_username_uq').on(sql`lower(${t.username})`), index('usr_asn_daerah_idx').on(t.m_daerah_id), index('usr_asn_role_idx').on(t.role)],
);

/** Regions assigned to a verifier or QC account in addition to their area. */
export const usrAsnDaerah = pgTable(
  'usr_asn_daerah',
  {
    usr_asn_id: integer('usr_asn_id')
      .notNull()
      .references(() => usrAsn.id, { onDelete: 'cascade' }),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => mDaerah.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usr_asn_id, t.m_daerah_id] })],
);

export const passwordReset = pgTable(
  'password_reset',
  {
    id: serial('id').primaryKey(),
    usr_asn_id: integer('usr_asn_id')
      .notNull()
      .references(() => usrAsn.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 128 }).notNull().unique(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_user_idx').on(t.usr_asn_id)],
);

/**
 * Sign-in limiter state shared by every API process (modules/auth/batas.ts): one row per key, `u:<username>` (failed
 * attempts of a username, growing delay) or `a:<address>` (failed attempts of a client address per window).
 */
export const batasMasuk = pgTable(
  'batas_masuk',
  {
    kunci: varchar('kunci', { length: 200 }).primaryKey(),
    gagal: integer('gagal').notNull().default(0),
    blocked_until: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    /** Start of the address's counting window (username rows: first failure of the run). */
    window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('batas_masuk_updated_idx').on(t.updated_at)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    usr_asn_id: integer('usr_asn_id')
      .notNull()
      .references(() => usrAsn.id, { onDelete: 'cascade' }),
    api_key: varchar('api_key', { length: 64 }).notNull().unique(),
    secret_hash: varchar('secret_hash', { length: 255 }).notNull(),
    revoked_at: ts('revoked_at'),
    last_used_at: ts('last_used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    /** The owner's label of the key (drizzle/0012, modules/akses). */
    nama: varchar('nama', { length: 100 }).notNull().default(''),
    /** Successful exchanges of the key for an access token. */
    jumlah_tukar: integer('jumlah_tukar').notNull().default(0),
    /** The key's rate limit (domain BATAS_KUNCI_API): requests counted in the window that started at jendela_mulai. */
    jendela_mulai: ts('jendela_mulai'),
    jendela_jumlah: integer('jendela_jumlah').notNull().default(0),
  },
  (t) => [
    index('api_keys_user_idx').on(t.usr_asn_id),
    // one active key per account (domain KUNCI_AKTIF_PER_AKUN)
    uniqueIndex('api_keys_aktif_uq').on(t.usr_asn_id).where(sql`revoked_at is null`),
  ],
);

export const igaPenilai = pgTable('iga_penilai', {
  id: serial('id').primaryKey(),
  usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
  nama: varchar('nama', { length: 255 }).notNull(),
  instansi: varchar('instansi', { length: 255 }).notNull(),
  /** Conflict of interest (award, decision 59): the juror's province and former agency region (m_daerah). */
  provinsi_id: integer('provinsi_id').references(() => mDaerah.id, { onDelete: 'set null' }),
  asal_daerah_id: integer('asal_daerah_id').references(() => mDaerah.id, { onDelete: 'set null' }),
});

// ---------------------------------------------------------------- master lists
export const igaUrusanPemerintahan = pgTable('iga_urusan_pemerintahan', {
  id: serial('id').primaryKey(),
  nama: varchar('nama', { length: 255 }).notNull(),
  kategori: varchar('kategori', { length: 100 }),
  kode: varchar('kode', { length: 20 }),
  yandas: smallint('yandas').notNull().default(0),
});

export const iga2020BentukInovasi = pgTable('iga2020_bentuk_inovasi', {
  id: serial('id').primaryKey(),
  nama: varchar('nama', { length: 255 }).notNull(),
});

/** Theme codes of is_covid: 9-16 Asta Cita, 0-8 legacy themes. */
export const iga2020Tematik = pgTable('iga2020_tematik', {
  id: serial('id').primaryKey(),
  kode: smallint('kode').notNull().unique(),
  nama: varchar('nama', { length: 255 }).notNull(),
  keterangan: text('keterangan'),
  is_legacy: smallint('is_legacy').notNull().default(0),
});

/** Detail themes (klaster_covid_id), grouped by the theme code in group_id. */
export const iga2020Covid = pgTable(
  'iga2020_covid',
  {
    id: serial('id').primaryKey(),
    nama: varchar('nama', { length: 255 }).notNull(),
    group_id: smallint('group_id').notNull(),
  },
  (t) => [index('iga2020_covid_group_idx').on(t.group_id)],
);

export const jenisPelatihan = pgTable('jenis_pelatihan', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

// ---------------------------------------------------------------- methodology
/** The IID rules of one assessment year (k, count score, maxima, bands). */
export const metodologi = pgTable('metodologi', {
  id: serial('id').primaryKey(),
  tahun: integer('tahun').notNull().unique(),
  k: doublePrecision('k'),
  skor_maks_total: doublePrecision('skor_maks_total'),
  skor_maks_spd: doublePrecision('skor_maks_spd'),
  skor_maks_kematangan: doublePrecision('skor_maks_kematangan'),
  skor_jumlah_inovasi: jsonb('skor_jumlah_inovasi'),
  predikat: jsonb('predikat'),
  kelayakan: jsonb('kelayakan'),
  sumber: jsonb('sumber'),
  catatan: text('catatan'),
  ...timestamps,
});

export const igaIndikator = pgTable(
  'iga_indikator',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    no_urut: integer('no_urut').notNull(),
    kode: varchar('kode', { length: 20 }),
    indikator: varchar('indikator', { length: 500 }).notNull(),
    keterangan: text('keterangan'),
    data_pendukung: text('data_pendukung'),
    jenis_file: varchar('jenis_file', { length: 100 }),
    filetypes: varchar('filetypes', { length: 100 }),
    bobot: doublePrecision('bobot'),
    satuan: varchar('satuan', { length: 50 }),
    parent_id: integer('parent_id'),
    /** P region, I innovation, V validation, R head-of-region presentation. */
    tipe: varchar('tipe', { length: 1 }).notNull(),
    document_type: varchar('document_type', { length: 10 }),
    jenis: varchar('jenis', { length: 1 }).notNull(),
    /** Formula of a before-and-after row (domain RUMUS_INDIKATOR); null: by jenis. */
    rumus: varchar('rumus', { length: 20 }),
    group_id: smallint('group_id'),
    required: smallint('required').notNull().default(0),
    skor_maks: doublePrecision('skor_maks'),
    sumber: varchar('sumber', { length: 100 }),
  },
  (t) => [uniqueIndex('iga_indikator_tahun_kode_uq').on(t.tahun, t.kode), index('iga_indikator_tahun_tipe_idx').on(t.tahun, t.tipe, t.no_urut)],
);

export const igaSkala = pgTable(
  'iga_skala',
  {
    id: serial('id').primaryKey(),
    iga_indikator_id: integer('iga_indikator_id')
      .notNull()
      .references(() => igaIndikator.id, { onDelete: 'cascade' }),
    nilai: doublePrecision('nilai').notNull(),
    mulai_dari: doublePrecision('mulai_dari'),
    sampai_dengan: doublePrecision('sampai_dengan'),
    /** 0: the bound is exclusive ("> 5,23"); 1 (default): inclusive. */
    mulai_inklusif: smallint('mulai_inklusif').notNull().default(1),
    sampai_inklusif: smallint('sampai_inklusif').notNull().default(1),
    keterangan: varchar('keterangan', { length: 500 }).notNull(),
  },
  (t) => [index('iga_skala_indikator_idx').on(t.iga_indikator_id)],
);

// ---------------------------------------------------------------- innovations
export const iga2020Inovasi = pgTable(
  'iga2020_inovasi',
  {
    id: serial('id').primaryKey(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profilPemda.id),
    nama: varchar('nama', { length: 500 }).notNull(),
    created_by: integer('created_by').references(() => usrAsn.id, { onDelete: 'set null' }),
    tahun: integer('tahun').notNull(),
    is_index: smallint('is_index').notNull().default(0),
    /** An admin took the innovation out of the index: the reason (shown to the region), who and when. Null: counted by the rules. */
    keluar_indeks_alasan: varchar('keluar_indeks_alasan', { length: 500 }),
    keluar_indeks_oleh: integer('keluar_indeks_oleh').references(() => usrAsn.id, { onDelete: 'set null' }),
    keluar_indeks_pada: ts('keluar_indeks_pada'),
    inovasi_status: smallint('inovasi_status').notNull().default(0),
    inisiator: varchar('inisiator', { length: 50 }),
    nama_inisiator: varchar('nama_inisiator', { length: 255 }),
    koordinat: varchar('koordinat', { length: 60 }),
    klasifikasi_inovasi: varchar('klasifikasi_inovasi', { length: 100 }),
    jenis_inovasi: varchar('jenis_inovasi', { length: 20 }),
    bentuk_inovasi: integer('bentuk_inovasi').references(() => iga2020BentukInovasi.id),
    is_covid: smallint('is_covid'),
    klaster_covid_id: integer('klaster_covid_id').references(() => iga2020Covid.id, { onDelete: 'set null' }),
    /** Comma-joined ids of iga_urusan_pemerintahan, as the spec's contract. */
    urusan_pemerintah_id: varchar('urusan_pemerintah_id', { length: 500 }),
    waktu: date('waktu', { mode: 'string' }),
    waktu_implementasi: date('waktu_implementasi', { mode: 'string' }),
    is_developed: smallint('is_developed').notNull().default(0),
    waktu_pengembangan: date('waktu_pengembangan', { mode: 'string' }),
    latar_belakang: text('latar_belakang'),
    tujuan: text('tujuan'),
    manfaat: text('manfaat'),
    hasil_inovasi: text('hasil_inovasi'),
    anggaran: varchar('anggaran', { length: 1000 }),
    profil_bisnis: varchar('profil_bisnis', { length: 1000 }),
    haki: varchar('haki', { length: 1000 }),
    penghargaan: varchar('penghargaan', { length: 1000 }),
    /** Self maturity score (sum of the innovation's indicator scores). */
    kematangan: doublePrecision('kematangan').notNull().default(0),
    submitable: smallint('submitable').notNull().default(0),
    /** Words of each rich text (domain jumlahKataInovasi), kept on write: a list judges completeness without reading the texts. */
    jumlah_kata: jsonb('jumlah_kata').$type<JumlahKata>(),
    is_lomba: smallint('is_lomba').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('inovasi_profil_tahun_idx').on(t.profil_id, t.tahun),
    // list sorts end in the tie-breaker id (query.ts orderSql); both directions by a backward scan. Each sort index
    // also carries INCLUDE (is_lomba, profil_id), the columns every list filters on, so a deep page walks the rows
    // it skips in the index alone (decision 129): drizzle cannot say INCLUDE, migration 0028 does
    index('inovasi_tahun_waktu_id_idx').on(t.tahun, t.waktu, t.id),
    index('inovasi_waktu_id_idx').on(t.waktu, t.id),
    index('inovasi_waktu_impl_id_idx').on(t.waktu_implementasi, t.id),
    // every other sort a list offers, within a year (decision 99): the year screen reads 20 rows of an index
    index('inovasi_tahun_impl_id_idx').on(t.tahun, t.waktu_implementasi, t.id),
    index('inovasi_tahun_nama_id_idx').on(t.tahun, t.nama, t.id),
    index('inovasi_tahun_id_idx').on(t.tahun, t.id),
    index('inovasi_tahun_created_id_idx').on(t.tahun, t.created_at, t.id),
    index('inovasi_created_id_idx').on(t.created_at, t.id),
    index('inovasi_tahun_updated_id_idx').on(t.tahun, t.updated_at, t.id),
    index('inovasi_updated_id_idx').on(t.updated_at, t.id),
    // the national list by name (decision 122): searches never use it, they read the narrow copy inovasi_cari
    index('inovasi_nama_id_idx').on(t.nama, t.id),
    // queues and counts that join registrations or scores to innovations of a verifier's regions: index-only
    index('inovasi_id_profil_idx').on(t.id, t.profil_id),
    index('inovasi_created_by_idx').on(t.created_by),
    // rows whose word counts are still to be filled at start (modules/inovasi/turunan.ts): empty once filled
    index('inovasi_tanpa_jumlah_kata_idx').on(t.id).where(sql`jumlah_kata is null`),
    index('inovasi_status_idx').on(t.inovasi_status),
    // index recompute: the innovations marked for the index, per region and application date (hitung.ts)
    index('inovasi_hitung_idx').on(t.profil_id, t.waktu_implementasi).where(sql`inovasi_status >= 2 and keluar_indeks_alasan is null`),
    // name search (pg_trgm GIN) is created conditionally in drizzle/0002_perf_indexes.sql: PGlite lacks the extension.
    // No btree on nama: the planner would count a search by filtering all of it (50 ms) instead of the trigram index (7 ms).
  ],
);

/**
 * Innovations per region and year, kept exact by triggers on iga2020_inovasi (drizzle/0004):
 * the total of a list filtered only by region and year (every national or regional screen's
 * default) is a sum over at most 546 × years rows instead of a count over the innovations.
 */
export const inovasiJumlah = pgTable(
  'inovasi_jumlah',
  {
    profil_id: integer('profil_id').notNull(),
    tahun: integer('tahun').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.profil_id, t.tahun] }), index('inovasi_jumlah_tahun_idx').on(t.tahun)],
);

/**
 * Innovations per region, year and value of one filterable column (`kolom` = the column's name, `nilai` = its value
 * as text; null values are not counted), database innovations only (is_lomba = 0), kept exact by one trigger on
 * iga2020_inovasi (drizzle/0022, decision 115): the total of a list filtered by region/year and one more column
 * (stage, initiator, type, form, theme, author, QC lock) is a sum over the regions in scope, not a count of rows.
 */
export const inovasiJumlahKolom = pgTable(
  'inovasi_jumlah_kolom',
  {
    kolom: varchar('kolom', { length: 40 }).notNull(),
    nilai: text('nilai').notNull(),
    tahun: integer('tahun').notNull(),
    profil_id: integer('profil_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kolom, t.nilai, t.tahun, t.profil_id] })],
);

/**
 * The columns of iga2020_inovasi a name search reads (decision 118): the scope (region, author, year, is_lomba), the
 * name and every sort the list offers, one row per innovation, kept by a trigger in the writing transaction
 * (drizzle/0024). About 100 bytes a row instead of ~2 KB: a search's exact total and its page are read from here, and
 * only the page's rows from iga2020_inovasi (crud/routes.ts, hooks `cari`).
 */
export const inovasiCari = pgTable(
  'inovasi_cari',
  {
    id: integer('id').primaryKey(),
    created_at: ts('created_at').notNull(),
    updated_at: ts('updated_at').notNull(),
    profil_id: integer('profil_id').notNull(),
    tahun: integer('tahun').notNull(),
    created_by: integer('created_by'),
    waktu: date('waktu', { mode: 'string' }),
    waktu_implementasi: date('waktu_implementasi', { mode: 'string' }),
    is_lomba: smallint('is_lomba').notNull(),
    nama: varchar('nama', { length: 500 }).notNull(),
  },
  // a region's or an area's search: the regions' rows, then the name. The year and the name: one GIN index (tahun,
  // nama gin_trgm_ops) created in the migration where pg_trgm and btree_gin exist (no plain btree on the year: the
  // planner would read a whole year through it and test the name on every row)
  (t) => [index('inovasi_cari_profil_tahun_idx').on(t.profil_id, t.tahun)],
);

/** Score totals per innovation (self and verified), as the spec's iga2020_inovasi_skor. */
export const iga2020InovasiSkor = pgTable('iga2020_inovasi_skor', {
  inovasi_id: integer('inovasi_id')
    .primaryKey()
    .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
  total_points: doublePrecision('total_points').notNull().default(0),
  verifikasi_points: doublePrecision('verifikasi_points'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** Registration with the ministry (Kirim ke Kemendagri) and its review and QC state. */
export const nomorRegistrasi = pgTable(
  'nomor_registrasi',
  {
    id: serial('id').primaryKey(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .unique()
      .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
    nomor: varchar('nomor', { length: 60 }),
    /** -1 withdrawn, 0 pending, 1 verified, 2 rejected. */
    status_nomor: smallint('status_nomor').notNull().default(0),
    setuju: smallint('setuju'),
    /** 0 pending, 1 verified, 2 rejected. */
    qc: smallint('qc').notNull().default(0),
    qc_notes: text('qc_notes'),
    deskripsi: text('deskripsi'),
    created_by: integer('created_by').references(() => usrAsn.id, { onDelete: 'set null' }),
    verifikator_id: integer('verifikator_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    qc_by: integer('qc_by').references(() => usrAsn.id, { onDelete: 'set null' }),
    reviewed_at: ts('reviewed_at'),
    qc_at: ts('qc_at'),
    /** The innovation's region, kept by triggers (drizzle/0004): queues filter and count a verifier's regions on this table alone. */
    profil_id: integer('profil_id'),
    ...timestamps,
  },
  (t) => [index('nomor_registrasi_status_idx').on(t.status_nomor, t.qc), index('nomor_registrasi_status_updated_idx').on(t.status_nomor, t.updated_at, t.id)],
);

/** Registrations per region, review state and QC state, kept exact by triggers (drizzle/0004): the totals of the queues. */
export const registrasiJumlah = pgTable(
  'registrasi_jumlah',
  {
    profil_id: integer('profil_id').notNull(),
    status_nomor: smallint('status_nomor').notNull(),
    qc: smallint('qc').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status_nomor, t.qc, t.profil_id] })],
);

export const nomorRegistrasiHistory = pgTable(
  'nomor_registrasi_history',
  {
    id: serial('id').primaryKey(),
    nomor_registrasi_id: integer('nomor_registrasi_id')
      .notNull()
      .references(() => nomorRegistrasi.id, { onDelete: 'cascade' }),
    aksi: varchar('aksi', { length: 40 }).notNull(),
    status_dari: smallint('status_dari'),
    status_ke: smallint('status_ke'),
    qc_dari: smallint('qc_dari'),
    qc_ke: smallint('qc_ke'),
    catatan: text('catatan'),
    /** Approvals: indicators accepted as claimed without a judgement, and the verifier's reason (decision 87). */
    terima_sisa: integer('terima_sisa'),
    alasan_terima_sisa: text('alasan_terima_sisa'),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('nomor_registrasi_history_nr_idx').on(t.nomor_registrasi_id)],
);

// ---------------------------------------------------------------- indicator answers and evidence
const answerColumns = {
  nilai: text('nilai'),
  nilai_sebelum: doublePrecision('nilai_sebelum'),
  nilai_sesudah: doublePrecision('nilai_sesudah'),
  skala_id: integer('skala_id').references(() => igaSkala.id, { onDelete: 'set null' }),
  informasi: text('informasi'),
  skor: doublePrecision('skor').notNull().default(0),
  /** Verified answer and score (set by the verifier's evaluation). */
  verifikasi_nilai: text('verifikasi_nilai'),
  verifikasi_nilai_sebelum: doublePrecision('verifikasi_nilai_sebelum'),
  verifikasi_nilai_sesudah: doublePrecision('verifikasi_nilai_sesudah'),
  verifikasi_skala_id: integer('verifikasi_skala_id').references(() => igaSkala.id, { onDelete: 'set null' }),
  verifikasi_skor: doublePrecision('verifikasi_skor'),
  catatan: text('catatan'),
  alasan: varchar('alasan', { length: 60 }),
  verified_by: integer('verified_by').references(() => usrAsn.id, { onDelete: 'set null' }),
  verified_at: ts('verified_at'),
  updated_by: integer('updated_by').references(() => usrAsn.id, { onDelete: 'set null' }),
  ...timestamps,
};

export const indikatorDaerah = pgTable(
  'indikator_daerah',
  {
    id: serial('id').primaryKey(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profilPemda.id, { onDelete: 'cascade' }),
    tahun: integer('tahun').notNull(),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => igaIndikator.id, { onDelete: 'cascade' }),
    ...answerColumns,
  },
  (t) => [uniqueIndex('indikator_daerah_uq').on(t.profil_id, t.tahun, t.indikator_id)],
);

export const indikatorInovasi = pgTable(
  'indikator_inovasi',
  {
    id: serial('id').primaryKey(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020Inovasi.id, { onDelete: 'cascade' }),
    /** 'penerapan' (the innovation's indicators) or 'ujicoba' (trial results). */
    jenis: varchar('jenis', { length: 10 }).notNull().default('penerapan'),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => igaIndikator.id, { onDelete: 'cascade' }),
    ...answerColumns,
  },
  (t) => [uniqueIndex('indikator_inovasi_uq').on(t.inovasi_id, t.jenis, t.indikator_id)],
);

/** Evidence per indicator, for a region (daerah) or an innovation (inovasi / ujicoba). */
export const dokumenIndikator = pgTable(
  'dokumen_indikator',
  {
    id: serial('id').primaryKey(),
    /** 'daerah' | 'inovasi' | 'ujicoba' */
    pemilik: varchar('pemilik', { length: 10 }).notNull(),
    pemilik_id: integer('pemilik_id').notNull(),
    tahun: integer('tahun'),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => igaIndikator.id, { onDelete: 'cascade' }),
    nomor_surat: varchar('nomor_surat', { length: 150 }),
    tanggal_surat: date('tanggal_surat', { mode: 'string' }),
    nama: varchar('nama', { length: 255 }),
    file_url: varchar('file_url', { length: 1000 }),
    youtube: varchar('youtube', { length: 500 }),
    created_by: integer('created_by').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('dokumen_indikator_owner_idx').on(t.pemilik, t.pemilik_id, t.indikator_id)],
);

/** Every evaluation a verifier saves (the answer tables keep the latest). */
export const evaluasi = pgTable(
  'evaluasi',
  {
    id: serial('id').primaryKey(),
    pemilik: varchar('pemilik', { length: 10 }).notNull(),
    pemilik_id: integer('pemilik_id').notNull(),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => igaIndikator.id, { onDelete: 'cascade' }),
    nilai: jsonb('nilai'),
    skor: doublePrecision('skor'),
    catatan: text('catatan'),
    alasan: varchar('alasan', { length: 60 }),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('evaluasi_owner_idx').on(t.pemilik, t.pemilik_id)],
);

/** Computed index per region and year, from self and from verified answers. */
export const indeksHasil = pgTable(
  'indeks_hasil',
  {
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profilPemda.id, { onDelete: 'cascade' }),
    tahun: integer('tahun').notNull(),
    /** 'self' | 'verified' */
    sumber: varchar('sumber', { length: 10 }).notNull(),
    spd: doublePrecision('spd').notNull().default(0),
    sid: doublePrecision('sid').notNull().default(0),
    skor_jumlah_inovasi: doublePrecision('skor_jumlah_inovasi').notNull().default(0),
    jumlah_inovasi: integer('jumlah_inovasi').notNull().default(0),
    total: doublePrecision('total').notNull().default(0),
    iid: doublePrecision('iid').notNull().default(0),
    predikat: varchar('predikat', { length: 40 }),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profil_id, t.tahun, t.sumber] }), index('indeks_hasil_tahun_idx').on(t.tahun, t.sumber, t.iid)],
);

/** Every change of a score (aspeklog). */
export const aspekLog = pgTable('aspek_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  profil_id: integer('profil_id'),
  tahun: integer('tahun'),
  aspek: varchar('aspek', { length: 40 }).notNull(),
  nilai_lama: doublePrecision('nilai_lama'),
  nilai_baru: doublePrecision('nilai_baru'),
  usr_asn_id: integer('usr_asn_id'),
  created_at: ts('created_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- content
export const contentCategories = pgTable('content_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 150 }).notNull().unique(),
});

export const contents = pgTable('contents', {
  id: serial('id').primaryKey(),
  category_id: integer('category_id')
    .notNull()
    .references(() => contentCategories.id),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description'),
  file: varchar('file', { length: 1000 }),
  ...timestamps,
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  judul: varchar('judul', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 150 }).notNull().unique(),
  content: text('content'),
  file: varchar('file', { length: 1000 }),
  ...timestamps,
});

export const helpFaq = pgTable('help_faq', {
  id: serial('id').primaryKey(),
  question: varchar('question', { length: 500 }).notNull(),
  answer: text('answer').notNull(),
});

export const tuxeContents = pgTable('tuxe_contents', {
  id: serial('id').primaryKey(),
  judul: varchar('judul', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 150 }).notNull(),
  section: varchar('section', { length: 20 }).notNull(),
  content: text('content'),
});

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  excerpt: varchar('excerpt', { length: 1000 }),
  description: text('description'),
  photo_url: varchar('photo_url', { length: 1000 }),
  is_published: smallint('is_published').notNull().default(0),
  ...timestamps,
});

export const albums = pgTable('albums', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

export const gallery = pgTable('gallery', {
  id: serial('id').primaryKey(),
  album_id: integer('album_id')
    .notNull()
    .references(() => albums.id, { onDelete: 'cascade' }),
  judul: varchar('judul', { length: 255 }).notNull(),
  thumb_url: varchar('thumb_url', { length: 1000 }),
  photo_url: varchar('photo_url', { length: 1000 }).notNull(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  judul: varchar('judul', { length: 255 }).notNull(),
  url: varchar('url', { length: 500 }),
  image_url: varchar('image_url', { length: 1000 }).notNull(),
});

export const winnerCategory = pgTable('winner_category', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

export const winners = pgTable('winners', {
  id: serial('id').primaryKey(),
  tahun: integer('tahun').notNull(),
  category_id: integer('category_id')
    .notNull()
    .references(() => winnerCategory.id),
  profil_id: integer('profil_id')
    .notNull()
    .references(() => profilPemda.id),
  urutan: smallint('urutan').notNull().default(0),
});

export const appSettings = pgTable('app_settings', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  setting_value: text('setting_value'),
  keterangan: varchar('keterangan', { length: 500 }),
});

// ---------------------------------------------------------------- training
export const laporanDiklat = pgTable(
  'laporan_diklat',
  {
    id: serial('id').primaryKey(),
    nama_peserta: varchar('nama_peserta', { length: 255 }).notNull(),
    nip: varchar('nip', { length: 30 }).notNull(),
    jabatan: varchar('jabatan', { length: 255 }).notNull(),
    instansi: varchar('instansi', { length: 255 }).notNull(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profilPemda.id),
    nomor_sertifikat_pelatihan: varchar('nomor_sertifikat_pelatihan', { length: 100 }),
    jenis_pelatihan_id: integer('jenis_pelatihan_id')
      .notNull()
      .references(() => jenisPelatihan.id),
    judul_proyek: varchar('judul_proyek', { length: 500 }).notNull(),
    urusan_pemerintah_id: integer('urusan_pemerintah_id').references(() => igaUrusanPemerintahan.id),
    nama_mentor: varchar('nama_mentor', { length: 150 }),
    executive_summary: text('executive_summary'),
    file_laporan: varchar('file_laporan', { length: 1000 }).notNull(),
    file_video: varchar('file_video', { length: 500 }),
    user_id: integer('user_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    /** The innovation this training project produced (migration 0010_diklat; DKL-01 item 8). */
    inovasi_id: integer('inovasi_id').references(() => iga2020Inovasi.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('laporan_diklat_profil_idx').on(t.profil_id), index('laporan_diklat_user_idx').on(t.user_id), index('laporan_diklat_inovasi_idx').on(t.inovasi_id)],
);

// ---------------------------------------------------------------- platform
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: ts('ts').notNull().defaultNow(),
    account_id: integer('account_id'),
    username: varchar('username', { length: 60 }),
    name: varchar('name', { length: 255 }).notNull(),
    data: jsonb('data').$type<{ name: string; value: string }[]>().notNull(),
  },
  (t) => [index('activity_log_ts_idx').on(t.ts), index('activity_log_account_idx').on(t.account_id, t.id)],
);

/** Uploaded files: metadata; content on the storage backend under a generated name. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    file_url: varchar('file_url', { length: 1000 }).notNull().unique(),
    storage_key: varchar('storage_key', { length: 255 }).notNull(),
    original_name: varchar('original_name', { length: 255 }),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploaded_by: integer('uploaded_by').references(() => usrAsn.id, { onDelete: 'set null' }),
    m_daerah_id: integer('m_daerah_id'),
    /** Public files (content images, published documents) are readable without signing in. */
    is_public: smallint('is_public').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('media_uploader_idx').on(t.uploaded_by)],
);

/** Questionnaire (PLT-15): questions and submitted answers. */
export const kuesioner = pgTable('kuesioner', {
  id: serial('id').primaryKey(),
  pertanyaan: text('pertanyaan').notNull(),
  pilihan: jsonb('pilihan').$type<string[]>(),
  urutan: integer('urutan').notNull().default(0),
  aktif: boolean('aktif').notNull().default(true),
  /** The SKM element (domain UNSUR_SKM: U1..U9) the question measures (drizzle/0012). */
  unsur: varchar('unsur', { length: 4 }).notNull(),
});

/** One submitted questionnaire: `jawaban` = [{ kuesioner_id, unsur, nilai }], one per account per period. */
export const kuesionerJawaban = pgTable(
  'kuesioner_jawaban',
  {
    id: serial('id').primaryKey(),
    usr_asn_id: integer('usr_asn_id').references(() => usrAsn.id, { onDelete: 'set null' }),
    jawaban: jsonb('jawaban').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    /** Survey period, a half year: `2026-1`, `2026-2` (domain periodeSkm). */
    periode: varchar('periode', { length: 7 }).notNull(),
    saran: text('saran'),
  },
  (t) => [uniqueIndex('kuesioner_jawaban_akun_periode_uq').on(t.usr_asn_id, t.periode), index('kuesioner_jawaban_periode_idx').on(t.periode)],
);

/** In-app notices (the notification centre: review decisions, QC returns, comments, reminders; module notifikasi). */
export const notifikasi = pgTable(
  'notifikasi',
  {
    id: serial('id').primaryKey(),
    usr_asn_id: integer('usr_asn_id')
      .notNull()
      .references(() => usrAsn.id, { onDelete: 'cascade' }),
    /** The kind (domain JENIS_NOTIFIKASI): its icon and the centre's filter. */
    jenis: varchar('jenis', { length: 30 }).notNull().default('umum'),
    judul: varchar('judul', { length: 255 }).notNull(),
    isi: text('isi'),
    tautan: varchar('tautan', { length: 500 }),
    dibaca_at: ts('dibaca_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifikasi_user_idx').on(t.usr_asn_id, t.id)],
);

/**
 * Seeds that ran once (issue 14 item 10): the demo data is written on the first start of a demo database only, so a
 * record a user deleted or renamed is not brought back on the next restart.
 */
export const seedRiwayat = pgTable('seed_riwayat', {
  nama: varchar('nama', { length: 60 }).primaryKey(),
  dijalankan_pada: ts('dijalankan_pada').notNull().defaultNow(),
});

