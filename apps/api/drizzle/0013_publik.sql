-- Custom SQL migration file, put your code below! --
CREATE TABLE "tautan_pendek" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(12) NOT NULL,
	"tujuan" varchar(300) NOT NULL,
	"dibuka" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terakhir_dibuka" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tautan_pendek_kode_uq" ON "tautan_pendek" USING btree ("kode");
--> statement-breakpoint
CREATE UNIQUE INDEX "tautan_pendek_tujuan_uq" ON "tautan_pendek" USING btree ("tujuan");
