-- Custom SQL migration file, put your code below! --
-- The notification centre (decision 109): each notice has a kind; rows written before it get theirs from their link.
ALTER TABLE "notifikasi" ADD COLUMN "jenis" varchar(30) DEFAULT 'umum' NOT NULL;
--> statement-breakpoint
UPDATE "notifikasi" SET "jenis" = CASE
	WHEN "tautan" LIKE '/inovasi/%/review' AND "judul" LIKE 'Keputusan Tolak (QC)%' THEN 'qc_kembali'
	WHEN "tautan" LIKE '/inovasi/%/review' THEN 'keputusan_review'
	WHEN "tautan" = '/dashboard/simulasi-skor' THEN 'pengingat'
	WHEN "tautan" LIKE '%replikasi%' THEN 'replikasi'
	ELSE 'umum'
END;
--> statement-breakpoint
-- a reminder whose e-mail failed still reaches the app; the log keeps why the e-mail did not go
ALTER TABLE "pengingat_log" ADD COLUMN "galat" text;
