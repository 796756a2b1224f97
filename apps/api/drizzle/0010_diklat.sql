-- Custom SQL migration file, put your code below! --
ALTER TABLE "laporan_diklat" ADD COLUMN "inovasi_id" integer;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laporan_diklat_inovasi_idx" ON "laporan_diklat" USING btree ("inovasi_id");
