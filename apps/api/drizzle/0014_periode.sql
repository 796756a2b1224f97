-- Custom SQL migration file, put your code below! --
-- decision 83: the period of 2026 counts applications 2024-01-01..2025-12-31; settings still holding the old
-- defaults (form 2023-01-01.., sending 2023-2024) move to the window the methodology counts. Values an admin
-- changed are left alone (the period definition narrows them and says so).
UPDATE "app_settings" SET "setting_value" = '2024-01-01' WHERE "name" = 'tanggal_penerapan_min' AND "setting_value" = '2023-01-01';
--> statement-breakpoint
UPDATE "app_settings" SET "setting_value" = '2024' WHERE "name" = 'tahun_kirim_min' AND "setting_value" = '2023';
--> statement-breakpoint
UPDATE "app_settings" SET "setting_value" = '2025' WHERE "name" = 'tahun_kirim_max' AND "setting_value" = '2024';
