CREATE TABLE "inovasi_jumlah_kolom" (
	"kolom" varchar(40) NOT NULL,
	"nilai" text NOT NULL,
	"tahun" integer NOT NULL,
	"profil_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inovasi_jumlah_kolom_kolom_nilai_tahun_profil_id_pk" PRIMARY KEY("kolom","nilai","tahun","profil_id")
);
--> statement-breakpoint
-- a total sums the rows of one (kolom, nilai, tahun) over the regions: the rebuild writes them in key order, so they
-- share a few pages, and the space left in each page keeps a counter's update on its page (HOT), so they stay there
ALTER TABLE "inovasi_jumlah_kolom" SET (fillfactor = 70);
--> statement-breakpoint
-- The columns a list filters on besides region and year, as inovasi_jumlah_kolom counts them (decision 115): one
-- (kolom, nilai) per column whose value is not null. The API's list (modules/inovasi/hooks.ts KOLOM_TERHITUNG)
-- names the same columns; a test keeps the two in step.
CREATE OR REPLACE FUNCTION inovasi_jumlah_kolom_nilai(i iga2020_inovasi) RETURNS TABLE (kolom text, nilai text) LANGUAGE sql IMMUTABLE AS $$
  SELECT v.kolom, v.nilai FROM (VALUES
    ('inovasi_status', i.inovasi_status::text),
    ('inisiator', i.inisiator::text),
    ('klasifikasi_inovasi', i.klasifikasi_inovasi::text),
    ('jenis_inovasi', i.jenis_inovasi::text),
    ('bentuk_inovasi', i.bentuk_inovasi::text),
    ('is_covid', i.is_covid::text),
    ('is_index', i.is_index::text),
    ('created_by', i.created_by::text)
  ) AS v(kolom, nilai) WHERE v.nilai IS NOT NULL
$$;
--> statement-breakpoint
-- inovasi_jumlah_kolom stays exact inside every writing transaction: the old row's values leave (-1), the new row's
-- arrive (+1), database innovations only (is_lomba = 0, decision 64); a value that stays in place nets to 0 and is not
-- written. One statement per row change, its counter rows locked in key order (no deadlock between two writers).
CREATE OR REPLACE FUNCTION inovasi_jumlah_kolom_catat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inovasi_jumlah_kolom AS j (kolom, nilai, tahun, profil_id, n)
  SELECT d.kolom, d.nilai, d.tahun, d.profil_id, sum(d.n)::int
  FROM (
    SELECT c.kolom, c.nilai, OLD.tahun AS tahun, OLD.profil_id AS profil_id, -1 AS n
      FROM inovasi_jumlah_kolom_nilai(OLD) c WHERE TG_OP <> 'INSERT' AND OLD.is_lomba = 0
    UNION ALL
    SELECT c.kolom, c.nilai, NEW.tahun, NEW.profil_id, 1
      FROM inovasi_jumlah_kolom_nilai(NEW) c WHERE TG_OP <> 'DELETE' AND NEW.is_lomba = 0
  ) d
  GROUP BY d.kolom, d.nilai, d.tahun, d.profil_id
  HAVING sum(d.n) <> 0
  ORDER BY d.kolom, d.nilai, d.tahun, d.profil_id
  ON CONFLICT (kolom, nilai, tahun, profil_id) DO UPDATE SET n = j.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inovasi_jumlah_kolom_tambah_hapus AFTER INSERT OR DELETE ON iga2020_inovasi FOR EACH ROW EXECUTE FUNCTION inovasi_jumlah_kolom_catat();
--> statement-breakpoint
-- an update fires only when a counted column, the region, the year or is_lomba really changes (a form save sends
-- every column; a save of texts, dates, maturity or the submit flag writes no counter)
CREATE TRIGGER inovasi_jumlah_kolom_ubah AFTER UPDATE OF profil_id, tahun, is_lomba, inovasi_status, inisiator, klasifikasi_inovasi, jenis_inovasi, bentuk_inovasi, is_covid, is_index, created_by ON iga2020_inovasi FOR EACH ROW
  WHEN ((OLD.profil_id, OLD.tahun, OLD.is_lomba, OLD.inovasi_status, OLD.inisiator, OLD.klasifikasi_inovasi, OLD.jenis_inovasi, OLD.bentuk_inovasi, OLD.is_covid, OLD.is_index, OLD.created_by)
    IS DISTINCT FROM (NEW.profil_id, NEW.tahun, NEW.is_lomba, NEW.inovasi_status, NEW.inisiator, NEW.klasifikasi_inovasi, NEW.jenis_inovasi, NEW.bentuk_inovasi, NEW.is_covid, NEW.is_index, NEW.created_by))
  EXECUTE FUNCTION inovasi_jumlah_kolom_catat();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inovasi_jumlah_kolom_kosongkan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inovasi_jumlah_kolom;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inovasi_jumlah_kolom_truncate AFTER TRUNCATE ON iga2020_inovasi FOR EACH STATEMENT EXECUTE FUNCTION inovasi_jumlah_kolom_kosongkan();
--> statement-breakpoint
-- the counter rebuilt from the rows (this migration's backfill; the bench loader after writing with triggers off).
-- The SHARE lock waits for writers in flight and holds new ones until the caller commits: no write falls between
-- the count and the counter.
CREATE OR REPLACE FUNCTION inovasi_jumlah_kolom_bangun() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE baris integer;
BEGIN
  LOCK TABLE iga2020_inovasi IN SHARE MODE;
  DELETE FROM inovasi_jumlah_kolom;
  INSERT INTO inovasi_jumlah_kolom (kolom, nilai, tahun, profil_id, n)
    SELECT c.kolom, c.nilai, i.tahun, i.profil_id, count(*)::int
    FROM iga2020_inovasi i CROSS JOIN LATERAL inovasi_jumlah_kolom_nilai(i) c
    WHERE i.is_lomba = 0
    GROUP BY c.kolom, c.nilai, i.tahun, i.profil_id
    ORDER BY c.kolom, c.nilai, i.tahun, i.profil_id;
  GET DIAGNOSTICS baris = ROW_COUNT;
  RETURN baris;
END $$;
--> statement-breakpoint
SELECT inovasi_jumlah_kolom_bangun();
