CREATE TABLE "unggah_potongan" (
	"unggah_id" varchar(64) NOT NULL,
	"mulai" bigint NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "unggah_potongan_unggah_id_mulai_pk" PRIMARY KEY("unggah_id","mulai")
);
--> statement-breakpoint
CREATE TABLE "unggah_sebagian" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"ukuran" bigint NOT NULL,
	"posisi" bigint DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unggah_potongan" ADD CONSTRAINT "unggah_potongan_unggah_id_unggah_sebagian_id_fk" FOREIGN KEY ("unggah_id") REFERENCES "public"."unggah_sebagian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unggah_sebagian_created_idx" ON "unggah_sebagian" USING btree ("created_at");--> statement-breakpoint
-- the pieces are PDFs and images, already compressed: stored out of line without another compression attempt
ALTER TABLE "unggah_potongan" ALTER COLUMN "data" SET STORAGE EXTERNAL;