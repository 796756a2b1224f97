CREATE TABLE "notifikasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer NOT NULL,
	"judul" varchar(255) NOT NULL,
	"isi" text,
	"tautan" varchar(500),
	"dibaca_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifikasi" ADD CONSTRAINT "notifikasi_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifikasi_user_idx" ON "notifikasi" USING btree ("usr_asn_id","id");