-- Custom SQL migration file, put your code below! --
-- Every sort the innovation list offers, within a year and without one (decision 99; bench --shapes).
CREATE INDEX "inovasi_tahun_impl_id_idx" ON "iga2020_inovasi" USING btree ("tahun","waktu_implementasi","id");--> statement-breakpoint
CREATE INDEX "inovasi_tahun_nama_id_idx" ON "iga2020_inovasi" USING btree ("tahun","nama","id");--> statement-breakpoint
CREATE INDEX "inovasi_tahun_id_idx" ON "iga2020_inovasi" USING btree ("tahun","id");--> statement-breakpoint
CREATE INDEX "inovasi_tahun_created_id_idx" ON "iga2020_inovasi" USING btree ("tahun","created_at","id");--> statement-breakpoint
CREATE INDEX "inovasi_created_id_idx" ON "iga2020_inovasi" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inovasi_tahun_updated_id_idx" ON "iga2020_inovasi" USING btree ("tahun","updated_at","id");--> statement-breakpoint
CREATE INDEX "inovasi_updated_id_idx" ON "iga2020_inovasi" USING btree ("updated_at","id");
