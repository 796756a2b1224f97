-- the pieces move to the storage (decision 125): uploads still in progress when this runs start again (their bytes were in
-- the column dropped here); finished records stay
DELETE FROM "unggah_sebagian" WHERE "posisi" < "ukuran";--> statement-breakpoint
DELETE FROM "unggah_potongan";--> statement-breakpoint
ALTER TABLE "unggah_potongan" ADD COLUMN "panjang" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "unggah_potongan" ADD COLUMN "kunci" varchar(200) NOT NULL;--> statement-breakpoint
ALTER TABLE "unggah_potongan" DROP COLUMN "data";