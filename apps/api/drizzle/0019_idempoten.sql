-- Custom SQL migration file, put your code below! --
CREATE TABLE "kunci_idempoten" (
	"usr_asn_id" integer NOT NULL,
	"kunci" varchar(100) NOT NULL,
	"metode" varchar(10) NOT NULL,
	"alamat" text NOT NULL,
	"sidik" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'jalan' NOT NULL,
	"kode_http" smallint,
	"jenis_konten" varchar(120),
	"jawaban" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kunci_idempoten_usr_asn_id_kunci_pk" PRIMARY KEY("usr_asn_id","kunci")
);
--> statement-breakpoint
ALTER TABLE "kunci_idempoten" ADD CONSTRAINT "kunci_idempoten_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "kunci_idempoten_waktu_idx" ON "kunci_idempoten" USING btree ("created_at");
