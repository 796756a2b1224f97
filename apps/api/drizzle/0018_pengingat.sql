-- Custom SQL migration file, put your code below! --
CREATE TABLE "antrian_tugas" (
	"id" serial PRIMARY KEY NOT NULL,
	"jenis" varchar(60) NOT NULL,
	"kunci" varchar(200) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'menunggu' NOT NULL,
	"percobaan" smallint DEFAULT 0 NOT NULL,
	"jalankan_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"dikunci_sampai" timestamp with time zone,
	"galat" text,
	"selesai_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "antrian_tugas_kunci_uq" ON "antrian_tugas" USING btree ("kunci");
--> statement-breakpoint
CREATE INDEX "antrian_tugas_siap_idx" ON "antrian_tugas" USING btree ("status","jalankan_pada");
--> statement-breakpoint
CREATE TABLE "pengingat_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer,
	"profil_id" integer,
	"tahun" integer NOT NULL,
	"periode_selesai" varchar(10) NOT NULL,
	"titik" smallint NOT NULL,
	"email" varchar(255),
	"status" varchar(12) NOT NULL,
	"judul" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pengingat_log" ADD CONSTRAINT "pengingat_log_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pengingat_log_waktu_idx" ON "pengingat_log" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "pengingat_log_akun_idx" ON "pengingat_log" USING btree ("usr_asn_id");
--> statement-breakpoint
CREATE TABLE "pengingat_berhenti" (
	"usr_asn_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pengingat_berhenti" ADD CONSTRAINT "pengingat_berhenti_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;
