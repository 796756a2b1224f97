DROP INDEX "inovasi_indeks_idx";--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD COLUMN "keluar_indeks_alasan" varchar(500);--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD COLUMN "keluar_indeks_oleh" integer;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD COLUMN "keluar_indeks_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "iga_indikator" ADD COLUMN "rumus" varchar(20);--> statement-breakpoint
ALTER TABLE "iga_skala" ADD COLUMN "mulai_inklusif" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "iga_skala" ADD COLUMN "sampai_inklusif" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_keluar_indeks_oleh_usr_asn_id_fk" FOREIGN KEY ("keluar_indeks_oleh") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inovasi_hitung_idx" ON "iga2020_inovasi" USING btree ("profil_id","waktu_implementasi") WHERE inovasi_status >= 2 and keluar_indeks_alasan is null;--> statement-breakpoint
-- the 2026 "progres penurunan" rows score a decrease in points (T1 - T2), not a percent change (methodology 4.7)
UPDATE "iga_indikator" SET "rumus" = 'selisih_turun' WHERE "tahun" = 2026 AND "kode" IN ('SPD-05a', 'SPD-10a') AND "rumus" IS NULL;--> statement-breakpoint
-- SPD-04: "> 5,23 -> parameter 3" (catalogue note): the shared bound belongs to level 2
UPDATE "iga_skala" SET "mulai_inklusif" = 0 WHERE "nilai" = 3 AND "mulai_dari" = 5.23 AND "iga_indikator_id" IN (SELECT "id" FROM "iga_indikator" WHERE "tahun" = 2026 AND "kode" = 'SPD-04');--> statement-breakpoint
-- counting no longer reads a hand-set flag; provenance per eligibility rule
UPDATE "metodologi" SET "kelayakan" = "kelayakan" - 'is_index' WHERE "kelayakan" ? 'is_index';--> statement-breakpoint
UPDATE "metodologi" SET "sumber" = ("sumber" - 'kelayakan') || '{"kelayakan.waktu_penerapan": "pihak ketiga (S5, S8)", "katalog": "pihak ketiga (S5)"}'::jsonb WHERE "tahun" = 2026 AND "sumber" ? 'kelayakan';--> statement-breakpoint
UPDATE "metodologi" SET "sumber" = ("sumber" - 'kelayakan') || '{"kelayakan.tahun_terakhir": "resmi 2022 (S15), diasumsikan berlaku", "katalog": "SID: pihak ketiga (S6); SPD 2023 tidak diketahui"}'::jsonb WHERE "tahun" = 2023 AND "sumber" ? 'kelayakan';--> statement-breakpoint
-- is_index is the workflow's lock: set where quality control confirmed an approval, nowhere else
UPDATE "iga2020_inovasi" i SET "is_index" = CASE WHEN EXISTS (SELECT 1 FROM "nomor_registrasi" r WHERE r."inovasi_id" = i."id" AND r."status_nomor" = 1 AND r."qc" = 1) THEN 1 ELSE 0 END;--> statement-breakpoint
-- verified maturity: an answer without evidence that no verifier accepted scores 0
UPDATE "iga2020_inovasi_skor" s SET "verifikasi_points" = (
  SELECT coalesce(sum(coalesce(a."verifikasi_skor", CASE WHEN a."skor" IS NULL THEN NULL WHEN EXISTS (
    SELECT 1 FROM "dokumen_indikator" d WHERE d."pemilik" = 'inovasi' AND d."pemilik_id" = a."inovasi_id" AND d."indikator_id" = a."indikator_id"
      AND (coalesce(d."file_url", '') <> '' OR coalesce(d."youtube", '') <> '')) THEN a."skor" ELSE 0 END)), 0)
  FROM "indikator_inovasi" a WHERE a."inovasi_id" = s."inovasi_id" AND a."jenis" = 'penerapan'
) WHERE EXISTS (SELECT 1 FROM "indikator_inovasi" a WHERE a."inovasi_id" = s."inovasi_id");--> statement-breakpoint
-- stored results are recomputed with these rules on the next read of each year
DELETE FROM "indeks_hasil";
