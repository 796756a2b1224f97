CREATE TABLE "inovasi_jumlah" (
	"profil_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inovasi_jumlah_profil_id_tahun_pk" PRIMARY KEY("profil_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "registrasi_jumlah" (
	"profil_id" integer NOT NULL,
	"status_nomor" smallint NOT NULL,
	"qc" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registrasi_jumlah_status_nomor_qc_profil_id_pk" PRIMARY KEY("status_nomor","qc","profil_id")
);
--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD COLUMN "jumlah_kata" jsonb;--> statement-breakpoint
ALTER TABLE "nomor_registrasi" ADD COLUMN "profil_id" integer;--> statement-breakpoint
CREATE INDEX "inovasi_jumlah_tahun_idx" ON "inovasi_jumlah" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "inovasi_tanpa_jumlah_kata_idx" ON "iga2020_inovasi" USING btree ("id") WHERE jumlah_kata is null;--> statement-breakpoint
-- inovasi_jumlah stays exact inside every writing transaction (insert, delete, a change of region or year)
CREATE OR REPLACE FUNCTION inovasi_jumlah_catat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE inovasi_jumlah SET n = n - 1 WHERE profil_id = OLD.profil_id AND tahun = OLD.tahun;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inovasi_jumlah (profil_id, tahun, n) VALUES (NEW.profil_id, NEW.tahun, 1)
      ON CONFLICT (profil_id, tahun) DO UPDATE SET n = inovasi_jumlah.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inovasi_jumlah_tambah_hapus AFTER INSERT OR DELETE ON iga2020_inovasi FOR EACH ROW EXECUTE FUNCTION inovasi_jumlah_catat();
--> statement-breakpoint
CREATE TRIGGER inovasi_jumlah_ubah AFTER UPDATE OF profil_id, tahun ON iga2020_inovasi FOR EACH ROW
  WHEN (OLD.profil_id IS DISTINCT FROM NEW.profil_id OR OLD.tahun IS DISTINCT FROM NEW.tahun) EXECUTE FUNCTION inovasi_jumlah_catat();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inovasi_jumlah_kosongkan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inovasi_jumlah;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inovasi_jumlah_truncate AFTER TRUNCATE ON iga2020_inovasi FOR EACH STATEMENT EXECUTE FUNCTION inovasi_jumlah_kosongkan();
--> statement-breakpoint
INSERT INTO inovasi_jumlah (profil_id, tahun, n) SELECT profil_id, tahun, count(*)::int FROM iga2020_inovasi GROUP BY profil_id, tahun;
--> statement-breakpoint
-- nomor_registrasi.profil_id follows its innovation: set on insert, moved when the innovation changes region
CREATE OR REPLACE FUNCTION nomor_registrasi_profil() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.profil_id := (SELECT profil_id FROM iga2020_inovasi WHERE id = NEW.inovasi_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER nomor_registrasi_profil BEFORE INSERT OR UPDATE OF inovasi_id, profil_id ON nomor_registrasi FOR EACH ROW EXECUTE FUNCTION nomor_registrasi_profil();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inovasi_profil_registrasi() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE nomor_registrasi SET profil_id = NEW.profil_id WHERE inovasi_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inovasi_profil_registrasi AFTER UPDATE OF profil_id ON iga2020_inovasi FOR EACH ROW
  WHEN (OLD.profil_id IS DISTINCT FROM NEW.profil_id) EXECUTE FUNCTION inovasi_profil_registrasi();
--> statement-breakpoint
-- registrasi_jumlah stays exact inside every writing transaction (send, decision, QC, withdrawal, delete)
CREATE OR REPLACE FUNCTION registrasi_jumlah_catat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.profil_id IS NOT NULL THEN
    UPDATE registrasi_jumlah SET n = n - 1 WHERE status_nomor = OLD.status_nomor AND qc = OLD.qc AND profil_id = OLD.profil_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.profil_id IS NOT NULL THEN
    INSERT INTO registrasi_jumlah (profil_id, status_nomor, qc, n) VALUES (NEW.profil_id, NEW.status_nomor, NEW.qc, 1)
      ON CONFLICT (status_nomor, qc, profil_id) DO UPDATE SET n = registrasi_jumlah.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER registrasi_jumlah_tambah_hapus AFTER INSERT OR DELETE ON nomor_registrasi FOR EACH ROW EXECUTE FUNCTION registrasi_jumlah_catat();
--> statement-breakpoint
CREATE TRIGGER registrasi_jumlah_ubah AFTER UPDATE OF status_nomor, qc, profil_id ON nomor_registrasi FOR EACH ROW
  WHEN (OLD.status_nomor IS DISTINCT FROM NEW.status_nomor OR OLD.qc IS DISTINCT FROM NEW.qc OR OLD.profil_id IS DISTINCT FROM NEW.profil_id)
  EXECUTE FUNCTION registrasi_jumlah_catat();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registrasi_jumlah_kosongkan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM registrasi_jumlah;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER registrasi_jumlah_truncate AFTER TRUNCATE ON nomor_registrasi FOR EACH STATEMENT EXECUTE FUNCTION registrasi_jumlah_kosongkan();
--> statement-breakpoint
UPDATE nomor_registrasi r SET profil_id = i.profil_id FROM iga2020_inovasi i WHERE i.id = r.inovasi_id;
--> statement-breakpoint
DELETE FROM registrasi_jumlah;
--> statement-breakpoint
INSERT INTO registrasi_jumlah (profil_id, status_nomor, qc, n)
  SELECT profil_id, status_nomor, qc, count(*)::int FROM nomor_registrasi WHERE profil_id IS NOT NULL GROUP BY profil_id, status_nomor, qc;
