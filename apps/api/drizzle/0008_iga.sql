-- Custom SQL migration file, put your code below! --
ALTER TABLE "iga_penilai" ADD COLUMN "provinsi_id" integer;
--> statement-breakpoint
ALTER TABLE "iga_penilai" ADD COLUMN "asal_daerah_id" integer;
--> statement-breakpoint
CREATE TABLE "iga_tahun" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"tahap" varchar(30) DEFAULT 'nominasi' NOT NULL,
	"status" varchar(10) DEFAULT 'buka' NOT NULL,
	"bobot" jsonb NOT NULL,
	"kriteria_presentasi" jsonb NOT NULL,
	"indikator_validasi" jsonb NOT NULL,
	"aturan_outlier" jsonb NOT NULL,
	"juri_per_nomine" smallint DEFAULT 3 NOT NULL,
	"jumlah_pemenang" smallint DEFAULT 3 NOT NULL,
	"pleno_at" timestamp with time zone,
	"diumumkan_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_tahap_riwayat" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_tahun_id" integer NOT NULL,
	"aksi" varchar(30) NOT NULL,
	"tahap_dari" varchar(30),
	"status_dari" varchar(10),
	"tahap_ke" varchar(30) NOT NULL,
	"status_ke" varchar(10) NOT NULL,
	"alasan" text,
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_nomine" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_tahun_id" integer NOT NULL,
	"profil_id" integer NOT NULL,
	"skor_indeks" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_juri" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_tahun_id" integer NOT NULL,
	"penilai_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_penugasan" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_tahun_id" integer NOT NULL,
	"nomine_id" integer NOT NULL,
	"penilai_id" integer NOT NULL,
	"cara" varchar(10) DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_konflik" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_tahun_id" integer NOT NULL,
	"nomine_id" integer NOT NULL,
	"penilai_id" integer NOT NULL,
	"alasan" text NOT NULL,
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_lembar" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_tahun_id" integer NOT NULL,
	"nomine_id" integer NOT NULL,
	"penilai_id" integer NOT NULL,
	"tahap" varchar(30) NOT NULL,
	"status" varchar(10) DEFAULT 'draf' NOT NULL,
	"total" double precision,
	"catatan" text,
	"dikirim_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_lembar_nilai" (
	"id" serial PRIMARY KEY NOT NULL,
	"lembar_id" integer NOT NULL,
	"indikator_id" integer NOT NULL,
	"nilai" double precision,
	"catatan" text,
	"foto" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_koreksi" (
	"id" serial PRIMARY KEY NOT NULL,
	"lembar_id" integer NOT NULL,
	"alasan" text NOT NULL,
	"total_sebelum" double precision,
	"total_sesudah" double precision,
	"sebelum" jsonb NOT NULL,
	"sesudah" jsonb NOT NULL,
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iga_penilai" ADD CONSTRAINT "iga_penilai_provinsi_id_m_daerah_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."m_daerah"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_penilai" ADD CONSTRAINT "iga_penilai_asal_daerah_id_m_daerah_id_fk" FOREIGN KEY ("asal_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_tahap_riwayat" ADD CONSTRAINT "iga_tahap_riwayat_iga_tahun_id_iga_tahun_id_fk" FOREIGN KEY ("iga_tahun_id") REFERENCES "public"."iga_tahun"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_tahap_riwayat" ADD CONSTRAINT "iga_tahap_riwayat_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_nomine" ADD CONSTRAINT "iga_nomine_iga_tahun_id_iga_tahun_id_fk" FOREIGN KEY ("iga_tahun_id") REFERENCES "public"."iga_tahun"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_nomine" ADD CONSTRAINT "iga_nomine_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_juri" ADD CONSTRAINT "iga_juri_iga_tahun_id_iga_tahun_id_fk" FOREIGN KEY ("iga_tahun_id") REFERENCES "public"."iga_tahun"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_juri" ADD CONSTRAINT "iga_juri_penilai_id_iga_penilai_id_fk" FOREIGN KEY ("penilai_id") REFERENCES "public"."iga_penilai"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_penugasan" ADD CONSTRAINT "iga_penugasan_iga_tahun_id_iga_tahun_id_fk" FOREIGN KEY ("iga_tahun_id") REFERENCES "public"."iga_tahun"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_penugasan" ADD CONSTRAINT "iga_penugasan_nomine_id_iga_nomine_id_fk" FOREIGN KEY ("nomine_id") REFERENCES "public"."iga_nomine"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_penugasan" ADD CONSTRAINT "iga_penugasan_penilai_id_iga_penilai_id_fk" FOREIGN KEY ("penilai_id") REFERENCES "public"."iga_penilai"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_konflik" ADD CONSTRAINT "iga_konflik_iga_tahun_id_iga_tahun_id_fk" FOREIGN KEY ("iga_tahun_id") REFERENCES "public"."iga_tahun"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_konflik" ADD CONSTRAINT "iga_konflik_nomine_id_iga_nomine_id_fk" FOREIGN KEY ("nomine_id") REFERENCES "public"."iga_nomine"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_konflik" ADD CONSTRAINT "iga_konflik_penilai_id_iga_penilai_id_fk" FOREIGN KEY ("penilai_id") REFERENCES "public"."iga_penilai"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_konflik" ADD CONSTRAINT "iga_konflik_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_lembar" ADD CONSTRAINT "iga_lembar_iga_tahun_id_iga_tahun_id_fk" FOREIGN KEY ("iga_tahun_id") REFERENCES "public"."iga_tahun"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_lembar" ADD CONSTRAINT "iga_lembar_nomine_id_iga_nomine_id_fk" FOREIGN KEY ("nomine_id") REFERENCES "public"."iga_nomine"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_lembar" ADD CONSTRAINT "iga_lembar_penilai_id_iga_penilai_id_fk" FOREIGN KEY ("penilai_id") REFERENCES "public"."iga_penilai"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_lembar_nilai" ADD CONSTRAINT "iga_lembar_nilai_lembar_id_iga_lembar_id_fk" FOREIGN KEY ("lembar_id") REFERENCES "public"."iga_lembar"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_lembar_nilai" ADD CONSTRAINT "iga_lembar_nilai_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_koreksi" ADD CONSTRAINT "iga_koreksi_lembar_id_iga_lembar_id_fk" FOREIGN KEY ("lembar_id") REFERENCES "public"."iga_lembar"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "iga_koreksi" ADD CONSTRAINT "iga_koreksi_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "iga_tahun_tahun_uq" ON "iga_tahun" USING btree ("tahun");
--> statement-breakpoint
CREATE INDEX "iga_tahap_riwayat_tahun_idx" ON "iga_tahap_riwayat" USING btree ("iga_tahun_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "iga_nomine_uq" ON "iga_nomine" USING btree ("iga_tahun_id","profil_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "iga_juri_uq" ON "iga_juri" USING btree ("iga_tahun_id","penilai_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "iga_penugasan_uq" ON "iga_penugasan" USING btree ("nomine_id","penilai_id");
--> statement-breakpoint
CREATE INDEX "iga_penugasan_penilai_idx" ON "iga_penugasan" USING btree ("iga_tahun_id","penilai_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "iga_konflik_uq" ON "iga_konflik" USING btree ("nomine_id","penilai_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "iga_lembar_uq" ON "iga_lembar" USING btree ("nomine_id","penilai_id","tahap");
--> statement-breakpoint
CREATE INDEX "iga_lembar_tahun_idx" ON "iga_lembar" USING btree ("iga_tahun_id","tahap");
--> statement-breakpoint
CREATE UNIQUE INDEX "iga_lembar_nilai_uq" ON "iga_lembar_nilai" USING btree ("lembar_id","indikator_id");
--> statement-breakpoint
CREATE INDEX "iga_koreksi_lembar_idx" ON "iga_koreksi" USING btree ("lembar_id");
