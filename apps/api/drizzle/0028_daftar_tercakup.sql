-- Decision 129: the list's sort indexes carry the columns every list filters on (is_lomba: the innovation
-- database's extra rule; profil_id: a verifier's or operator's regions), so the rows a deep page skips are
-- walked in the index alone (an index-only scan) and never read from the wide table.
DROP INDEX IF EXISTS "inovasi_tahun_waktu_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_waktu_id_idx" ON "iga2020_inovasi" USING btree ("tahun","waktu","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_waktu_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_waktu_id_idx" ON "iga2020_inovasi" USING btree ("waktu","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_waktu_impl_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_waktu_impl_id_idx" ON "iga2020_inovasi" USING btree ("waktu_implementasi","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_tahun_impl_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_impl_id_idx" ON "iga2020_inovasi" USING btree ("tahun","waktu_implementasi","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_tahun_nama_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_nama_id_idx" ON "iga2020_inovasi" USING btree ("tahun","nama","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_tahun_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_id_idx" ON "iga2020_inovasi" USING btree ("tahun","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_tahun_created_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_created_id_idx" ON "iga2020_inovasi" USING btree ("tahun","created_at","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_created_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_created_id_idx" ON "iga2020_inovasi" USING btree ("created_at","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_tahun_updated_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_tahun_updated_id_idx" ON "iga2020_inovasi" USING btree ("tahun","updated_at","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_updated_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_updated_id_idx" ON "iga2020_inovasi" USING btree ("updated_at","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_nama_id_idx";--> statement-breakpoint
CREATE INDEX "inovasi_nama_id_idx" ON "iga2020_inovasi" USING btree ("nama","id") INCLUDE ("is_lomba","profil_id");--> statement-breakpoint
DROP INDEX IF EXISTS "inovasi_id_profil_idx";--> statement-breakpoint
CREATE INDEX "inovasi_id_profil_idx" ON "iga2020_inovasi" USING btree ("id","profil_id") INCLUDE ("is_lomba");--> statement-breakpoint
-- the index-only walk needs the visibility map kept current: vacuum after 5% of the rows changed, not 20%
ALTER TABLE "iga2020_inovasi" SET (autovacuum_vacuum_scale_factor = 0.05, autovacuum_vacuum_insert_scale_factor = 0.05);
