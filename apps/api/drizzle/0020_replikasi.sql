-- Custom SQL migration file, put your code below! --
CREATE TABLE "replikasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"pemilik_profil_id" integer NOT NULL,
	"peminta_profil_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'diajukan' NOT NULL,
	"catatan" text,
	"alasan_tolak" text,
	"replika_inovasi_id" integer,
	"file_url" varchar(1000),
	"file_url_pemilik" varchar(1000),
	"tanggal_terlaksana" date,
	"dokumen_id" integer,
	"diminta_oleh" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replikasi" ADD CONSTRAINT "replikasi_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "replikasi" ADD CONSTRAINT "replikasi_pemilik_profil_id_profil_pemda_id_fk" FOREIGN KEY ("pemilik_profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "replikasi" ADD CONSTRAINT "replikasi_peminta_profil_id_profil_pemda_id_fk" FOREIGN KEY ("peminta_profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "replikasi" ADD CONSTRAINT "replikasi_replika_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("replika_inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "replikasi" ADD CONSTRAINT "replikasi_dokumen_id_dokumen_indikator_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."dokumen_indikator"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "replikasi" ADD CONSTRAINT "replikasi_diminta_oleh_usr_asn_id_fk" FOREIGN KEY ("diminta_oleh") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "replikasi_terbuka_uq" ON "replikasi" USING btree ("inovasi_id","peminta_profil_id") WHERE "replikasi"."status" not in ('ditolak', 'dibatalkan');
--> statement-breakpoint
CREATE INDEX "replikasi_peminta_idx" ON "replikasi" USING btree ("peminta_profil_id");
--> statement-breakpoint
CREATE INDEX "replikasi_pemilik_idx" ON "replikasi" USING btree ("pemilik_profil_id");
--> statement-breakpoint
CREATE INDEX "replikasi_replika_idx" ON "replikasi" USING btree ("replika_inovasi_id");
--> statement-breakpoint
CREATE TABLE "replikasi_riwayat" (
	"id" serial PRIMARY KEY NOT NULL,
	"replikasi_id" integer NOT NULL,
	"aksi" varchar(12) NOT NULL,
	"status" varchar(12) NOT NULL,
	"tanggal" date NOT NULL,
	"catatan" text,
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replikasi_riwayat" ADD CONSTRAINT "replikasi_riwayat_replikasi_id_replikasi_id_fk" FOREIGN KEY ("replikasi_id") REFERENCES "public"."replikasi"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "replikasi_riwayat" ADD CONSTRAINT "replikasi_riwayat_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "replikasi_riwayat_replikasi_idx" ON "replikasi_riwayat" USING btree ("replikasi_id","id");
