CREATE TABLE "batas_masuk" (
	"kunci" varchar(200) PRIMARY KEY NOT NULL,
	"gagal" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"window_start" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "batas_masuk_updated_idx" ON "batas_masuk" USING btree ("updated_at");