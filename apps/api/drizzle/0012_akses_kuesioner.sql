-- Custom SQL migration file, put your code below! --
ALTER TABLE "api_keys" ADD COLUMN "nama" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "jumlah_tukar" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "jendela_mulai" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "jendela_jumlah" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_aktif_uq" ON "api_keys" USING btree ("usr_asn_id") WHERE revoked_at is null;
--> statement-breakpoint
ALTER TABLE "kuesioner" ADD COLUMN "unsur" varchar(4) DEFAULT 'U1' NOT NULL;
--> statement-breakpoint
ALTER TABLE "kuesioner" ALTER COLUMN "unsur" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "kuesioner_jawaban" ADD COLUMN "periode" varchar(7) DEFAULT '2026-1' NOT NULL;
--> statement-breakpoint
UPDATE "kuesioner_jawaban" SET "periode" = to_char("created_at" AT TIME ZONE 'Asia/Jakarta', 'YYYY') || '-' || CASE WHEN extract(month FROM "created_at" AT TIME ZONE 'Asia/Jakarta') <= 6 THEN '1' ELSE '2' END;
--> statement-breakpoint
ALTER TABLE "kuesioner_jawaban" ALTER COLUMN "periode" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "kuesioner_jawaban" ADD COLUMN "saran" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "kuesioner_jawaban_akun_periode_uq" ON "kuesioner_jawaban" USING btree ("usr_asn_id","periode");
--> statement-breakpoint
CREATE INDEX "kuesioner_jawaban_periode_idx" ON "kuesioner_jawaban" USING btree ("periode");
--> statement-breakpoint
CREATE TABLE "api_akses_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_key_id" integer,
	"usr_asn_id" integer,
	"api_key" varchar(64) NOT NULL,
	"hasil" varchar(30) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_akses_log" ADD CONSTRAINT "api_akses_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "api_akses_log" ADD CONSTRAINT "api_akses_log_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "api_akses_log_kunci_idx" ON "api_akses_log" USING btree ("api_key_id","id");
--> statement-breakpoint
CREATE INDEX "api_akses_log_waktu_idx" ON "api_akses_log" USING btree ("created_at");
