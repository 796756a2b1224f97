DROP INDEX "inovasi_tahun_waktu_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_waktu_id_idx" ON "iga2020_inovasi" USING btree ("tahun","waktu","id");--> statement-breakpoint
CREATE INDEX "inovasi_waktu_id_idx" ON "iga2020_inovasi" USING btree ("waktu","id");--> statement-breakpoint
CREATE INDEX "inovasi_waktu_impl_id_idx" ON "iga2020_inovasi" USING btree ("waktu_implementasi","id");--> statement-breakpoint
CREATE INDEX "inovasi_indeks_idx" ON "iga2020_inovasi" USING btree ("profil_id","waktu_implementasi") WHERE is_index = 1;--> statement-breakpoint
CREATE INDEX "nomor_registrasi_status_updated_idx" ON "nomor_registrasi" USING btree ("status_nomor","updated_at","id");--> statement-breakpoint
-- Name search (ILIKE '%…%' in crud/query.ts and the review queues) through a trigram GIN index.
-- Only where the pg_trgm extension is available (Debian's PostgreSQL 15 ships it; PGlite does
-- not unless loaded as a plugin): without it the search stays a sequential scan, still correct.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXECUTE 'CREATE INDEX IF NOT EXISTS inovasi_nama_trgm_idx ON iga2020_inovasi USING gin (nama gin_trgm_ops)';
  END IF;
END
$$;
