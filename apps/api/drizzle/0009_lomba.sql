-- Custom SQL migration file, put your code below! --
CREATE TABLE "lomba_kiriman" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"dikirim_oleh" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lomba_riwayat" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"aksi" varchar(40) NOT NULL,
	"catatan" text,
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lomba_kriteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"nama" varchar(200) NOT NULL,
	"keterangan" text,
	"bobot" integer NOT NULL,
	"skor_maks" integer DEFAULT 10 NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lomba_lembar" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"penilai_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'draf' NOT NULL,
	"total" double precision,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lomba_nilai" (
	"lembar_id" integer NOT NULL,
	"kriteria_id" integer NOT NULL,
	"skor" double precision NOT NULL,
	CONSTRAINT "lomba_nilai_lembar_id_kriteria_id_pk" PRIMARY KEY("lembar_id","kriteria_id")
);
--> statement-breakpoint
CREATE TABLE "lomba_pengumuman" (
	"tahun" integer PRIMARY KEY NOT NULL,
	"jumlah_pemenang" integer NOT NULL,
	"diumumkan_oleh" integer,
	"diumumkan_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lomba_hasil" (
	"tahun" integer NOT NULL,
	"inovasi_id" integer NOT NULL,
	"peringkat" integer NOT NULL,
	"nilai" double precision NOT NULL,
	"jumlah_juri" integer NOT NULL,
	"pemenang" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lomba_hasil_tahun_inovasi_id_pk" PRIMARY KEY("tahun","inovasi_id")
);
--> statement-breakpoint
ALTER TABLE "lomba_kiriman" ADD CONSTRAINT "lomba_kiriman_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_kiriman" ADD CONSTRAINT "lomba_kiriman_dikirim_oleh_usr_asn_id_fk" FOREIGN KEY ("dikirim_oleh") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_riwayat" ADD CONSTRAINT "lomba_riwayat_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_riwayat" ADD CONSTRAINT "lomba_riwayat_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_lembar" ADD CONSTRAINT "lomba_lembar_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_lembar" ADD CONSTRAINT "lomba_lembar_penilai_id_usr_asn_id_fk" FOREIGN KEY ("penilai_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_nilai" ADD CONSTRAINT "lomba_nilai_lembar_id_lomba_lembar_id_fk" FOREIGN KEY ("lembar_id") REFERENCES "public"."lomba_lembar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_nilai" ADD CONSTRAINT "lomba_nilai_kriteria_id_lomba_kriteria_id_fk" FOREIGN KEY ("kriteria_id") REFERENCES "public"."lomba_kriteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_pengumuman" ADD CONSTRAINT "lomba_pengumuman_diumumkan_oleh_usr_asn_id_fk" FOREIGN KEY ("diumumkan_oleh") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_hasil" ADD CONSTRAINT "lomba_hasil_tahun_lomba_pengumuman_tahun_fk" FOREIGN KEY ("tahun") REFERENCES "public"."lomba_pengumuman"("tahun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lomba_hasil" ADD CONSTRAINT "lomba_hasil_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lomba_kiriman_inovasi_uq" ON "lomba_kiriman" USING btree ("inovasi_id");--> statement-breakpoint
CREATE INDEX "lomba_kiriman_tahun_idx" ON "lomba_kiriman" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "lomba_riwayat_inovasi_idx" ON "lomba_riwayat" USING btree ("inovasi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lomba_kriteria_tahun_nama_uq" ON "lomba_kriteria" USING btree ("tahun","nama");--> statement-breakpoint
CREATE UNIQUE INDEX "lomba_lembar_inovasi_penilai_uq" ON "lomba_lembar" USING btree ("inovasi_id","penilai_id");--> statement-breakpoint
CREATE INDEX "lomba_lembar_penilai_idx" ON "lomba_lembar" USING btree ("penilai_id");--> statement-breakpoint
CREATE INDEX "lomba_nilai_kriteria_idx" ON "lomba_nilai" USING btree ("kriteria_id");--> statement-breakpoint
CREATE INDEX "lomba_hasil_inovasi_idx" ON "lomba_hasil" USING btree ("inovasi_id");--> statement-breakpoint
-- competition entries (is_lomba = 1) are not database innovations: the maintained count of the database list
-- (inovasi_jumlah, the list's fast total) counts only is_lomba = 0 rows (decision 64)
CREATE OR REPLACE FUNCTION inovasi_jumlah_catat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.is_lomba = 0 THEN
    UPDATE inovasi_jumlah SET n = n - 1 WHERE profil_id = OLD.profil_id AND tahun = OLD.tahun;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_lomba = 0 THEN
    INSERT INTO inovasi_jumlah (profil_id, tahun, n) VALUES (NEW.profil_id, NEW.tahun, 1)
      ON CONFLICT (profil_id, tahun) DO UPDATE SET n = inovasi_jumlah.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS inovasi_jumlah_ubah ON iga2020_inovasi;
--> statement-breakpoint
CREATE TRIGGER inovasi_jumlah_ubah AFTER UPDATE OF profil_id, tahun, is_lomba ON iga2020_inovasi FOR EACH ROW
  WHEN (OLD.profil_id IS DISTINCT FROM NEW.profil_id OR OLD.tahun IS DISTINCT FROM NEW.tahun OR OLD.is_lomba IS DISTINCT FROM NEW.is_lomba) EXECUTE FUNCTION inovasi_jumlah_catat();
--> statement-breakpoint
DELETE FROM inovasi_jumlah;
--> statement-breakpoint
INSERT INTO inovasi_jumlah (profil_id, tahun, n) SELECT profil_id, tahun, count(*)::int FROM iga2020_inovasi WHERE is_lomba = 0 GROUP BY profil_id, tahun;
