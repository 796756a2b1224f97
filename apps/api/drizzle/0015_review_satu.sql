-- Custom SQL migration file, put your code below! --
ALTER TABLE "nomor_registrasi_history" ADD COLUMN "terima_sisa" integer;--> statement-breakpoint
ALTER TABLE "nomor_registrasi_history" ADD COLUMN "alasan_terima_sisa" text;
