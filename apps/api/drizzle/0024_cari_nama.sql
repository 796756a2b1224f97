CREATE TABLE "inovasi_cari" (
	"id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"profil_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"created_by" integer,
	"waktu" date,
	"waktu_implementasi" date,
	"is_lomba" smallint NOT NULL,
	"nama" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inovasi_cari_profil_tahun_idx" ON "inovasi_cari" USING btree ("profil_id","tahun");
--> statement-breakpoint
-- Name search over a narrow copy of the innovations (decision 118): one row per iga2020_inovasi row with the columns
-- a search's WHERE and ORDER BY read (scope: region, author, year, is_lomba; the name; every sort of the list), about
-- 100 bytes instead of ~2 KB. A search's exact total and its page are read here; only the page's rows from the wide
-- table. Every save of the form changes updated_at: the space left in each page keeps that update on its page (HOT:
-- no index touched, the trigram index included).
ALTER TABLE "inovasi_cari" SET (fillfactor = 90);
--> statement-breakpoint
-- inovasi_cari stays equal to the innovations inside every writing transaction: an insert or an update writes the
-- row's copy (upsert, so a copy missing for any reason comes back), a delete removes it. The write is on the copy's
-- primary key, the same key the writer already holds locked in iga2020_inovasi: no new lock order between writers.
CREATE OR REPLACE FUNCTION inovasi_cari_catat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inovasi_cari WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.id <> NEW.id THEN
    DELETE FROM inovasi_cari WHERE id = OLD.id;
  END IF;
  INSERT INTO inovasi_cari AS c (id, created_at, updated_at, profil_id, tahun, created_by, waktu, waktu_implementasi, is_lomba, nama)
  VALUES (NEW.id, NEW.created_at, NEW.updated_at, NEW.profil_id, NEW.tahun, NEW.created_by, NEW.waktu, NEW.waktu_implementasi, NEW.is_lomba, NEW.nama)
  ON CONFLICT (id) DO UPDATE SET created_at = excluded.created_at, updated_at = excluded.updated_at, profil_id = excluded.profil_id,
    tahun = excluded.tahun, created_by = excluded.created_by, waktu = excluded.waktu, waktu_implementasi = excluded.waktu_implementasi,
    is_lomba = excluded.is_lomba, nama = excluded.nama;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inovasi_cari_tambah_hapus AFTER INSERT OR DELETE ON iga2020_inovasi FOR EACH ROW EXECUTE FUNCTION inovasi_cari_catat();
--> statement-breakpoint
-- an update fires only when a copied column really changes (a save of the form always does: updated_at; the
-- maturity score, the submit flag, the word counts and the QC lock do not)
CREATE TRIGGER inovasi_cari_ubah AFTER UPDATE OF id, created_at, updated_at, profil_id, tahun, created_by, waktu, waktu_implementasi, is_lomba, nama ON iga2020_inovasi FOR EACH ROW
  WHEN ((OLD.id, OLD.created_at, OLD.updated_at, OLD.profil_id, OLD.tahun, OLD.created_by, OLD.waktu, OLD.waktu_implementasi, OLD.is_lomba, OLD.nama)
    IS DISTINCT FROM (NEW.id, NEW.created_at, NEW.updated_at, NEW.profil_id, NEW.tahun, NEW.created_by, NEW.waktu, NEW.waktu_implementasi, NEW.is_lomba, NEW.nama))
  EXECUTE FUNCTION inovasi_cari_catat();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inovasi_cari_kosongkan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inovasi_cari;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inovasi_cari_truncate AFTER TRUNCATE ON iga2020_inovasi FOR EACH STATEMENT EXECUTE FUNCTION inovasi_cari_kosongkan();
--> statement-breakpoint
-- the copy rebuilt from the rows (this migration's backfill; the bench loader after writing with triggers off). The
-- SHARE lock waits for writers in flight and holds new ones until the caller commits: no write falls between the
-- read and the copy. Written in year order: a year's rows share pages, so a search within a year reads fewer of them.
CREATE OR REPLACE FUNCTION inovasi_cari_bangun() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE baris integer;
BEGIN
  LOCK TABLE iga2020_inovasi IN SHARE MODE;
  DELETE FROM inovasi_cari;
  INSERT INTO inovasi_cari (id, created_at, updated_at, profil_id, tahun, created_by, waktu, waktu_implementasi, is_lomba, nama)
    SELECT id, created_at, updated_at, profil_id, tahun, created_by, waktu, waktu_implementasi, is_lomba, nama
    FROM iga2020_inovasi ORDER BY tahun, id;
  GET DIAGNOSTICS baris = ROW_COUNT;
  RETURN baris;
END $$;
--> statement-breakpoint
SELECT inovasi_cari_bangun();
--> statement-breakpoint
-- The search's index, built after the backfill: the name's trigrams and the year in one GIN index (a year's search
-- reads the year's matches only). Only where pg_trgm is available (PostgreSQL; PGlite has no extension: there a search
-- reads the narrow table whole, still a fraction of the innovations' pages); the year needs btree_gin (shipped with
-- pg_trgm in PostgreSQL's contrib), without it the index holds the name alone. The wide table's own trigram index
-- (inovasi_nama_trgm_idx, 0002) stays for the other readers of iga2020_inovasi.nama.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
      CREATE EXTENSION IF NOT EXISTS btree_gin;
      EXECUTE 'CREATE INDEX IF NOT EXISTS inovasi_cari_tahun_nama_trgm_idx ON inovasi_cari USING gin (tahun, nama gin_trgm_ops)';
    ELSE
      EXECUTE 'CREATE INDEX IF NOT EXISTS inovasi_cari_nama_trgm_idx ON inovasi_cari USING gin (nama gin_trgm_ops)';
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
-- statistics of the new table now: the first searches are planned on its real size, not on an empty table's guess
ANALYZE inovasi_cari;
