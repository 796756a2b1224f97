CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"username" varchar(60),
	"name" varchar(255) NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(255) NOT NULL,
	"slug" varchar(150) NOT NULL,
	"content" text,
	"file" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer NOT NULL,
	"api_key" varchar(64) NOT NULL,
	"secret_hash" varchar(255) NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"setting_value" text,
	"keterangan" varchar(500),
	CONSTRAINT "app_settings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "aspek_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profil_id" integer,
	"tahun" integer,
	"aspek" varchar(40) NOT NULL,
	"nilai_lama" double precision,
	"nilai_baru" double precision,
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(255) NOT NULL,
	"url" varchar(500),
	"image_url" varchar(1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"slug" varchar(150) NOT NULL,
	CONSTRAINT "content_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"file" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dokumen_indikator" (
	"id" serial PRIMARY KEY NOT NULL,
	"pemilik" varchar(10) NOT NULL,
	"pemilik_id" integer NOT NULL,
	"tahun" integer,
	"indikator_id" integer NOT NULL,
	"nomor_surat" varchar(150),
	"tanggal_surat" date,
	"nama" varchar(255),
	"file_url" varchar(1000),
	"youtube" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"pemilik" varchar(10) NOT NULL,
	"pemilik_id" integer NOT NULL,
	"indikator_id" integer NOT NULL,
	"nilai" jsonb,
	"skor" double precision,
	"catatan" text,
	"alasan" varchar(60),
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"judul" varchar(255) NOT NULL,
	"thumb_url" varchar(1000),
	"photo_url" varchar(1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" varchar(500) NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_bentuk_inovasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_covid" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" varchar(255) NOT NULL,
	"group_id" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_inovasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"profil_id" integer NOT NULL,
	"nama" varchar(500) NOT NULL,
	"created_by" integer,
	"tahun" integer NOT NULL,
	"is_index" smallint DEFAULT 0 NOT NULL,
	"inovasi_status" smallint DEFAULT 0 NOT NULL,
	"inisiator" varchar(50),
	"nama_inisiator" varchar(255),
	"koordinat" varchar(60),
	"klasifikasi_inovasi" varchar(100),
	"jenis_inovasi" varchar(20),
	"bentuk_inovasi" integer,
	"is_covid" smallint,
	"klaster_covid_id" integer,
	"urusan_pemerintah_id" varchar(500),
	"waktu" date,
	"waktu_implementasi" date,
	"is_developed" smallint DEFAULT 0 NOT NULL,
	"waktu_pengembangan" date,
	"latar_belakang" text,
	"tujuan" text,
	"manfaat" text,
	"hasil_inovasi" text,
	"anggaran" varchar(1000),
	"profil_bisnis" varchar(1000),
	"haki" varchar(1000),
	"penghargaan" varchar(1000),
	"kematangan" double precision DEFAULT 0 NOT NULL,
	"submitable" smallint DEFAULT 0 NOT NULL,
	"is_lomba" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_inovasi_skor" (
	"inovasi_id" integer PRIMARY KEY NOT NULL,
	"total_points" double precision DEFAULT 0 NOT NULL,
	"verifikasi_points" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga2020_tematik" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" smallint NOT NULL,
	"nama" varchar(255) NOT NULL,
	"keterangan" text,
	"is_legacy" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "iga2020_tematik_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "iga_indikator" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"no_urut" integer NOT NULL,
	"kode" varchar(20),
	"indikator" varchar(500) NOT NULL,
	"keterangan" text,
	"data_pendukung" text,
	"jenis_file" varchar(100),
	"filetypes" varchar(100),
	"bobot" double precision,
	"satuan" varchar(50),
	"parent_id" integer,
	"tipe" varchar(1) NOT NULL,
	"document_type" varchar(10),
	"jenis" varchar(1) NOT NULL,
	"group_id" smallint,
	"required" smallint DEFAULT 0 NOT NULL,
	"skor_maks" double precision,
	"sumber" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "iga_klaster" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(30) NOT NULL,
	"klaster" varchar(255) NOT NULL,
	CONSTRAINT "iga_klaster_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "iga_klaster_daerah" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_klaster_id" integer NOT NULL,
	"iga_daerah_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_penilai" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer,
	"nama" varchar(255) NOT NULL,
	"instansi" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_skala" (
	"id" serial PRIMARY KEY NOT NULL,
	"iga_indikator_id" integer NOT NULL,
	"nilai" double precision NOT NULL,
	"mulai_dari" double precision,
	"sampai_dengan" double precision,
	"keterangan" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iga_urusan_pemerintahan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" varchar(255) NOT NULL,
	"kategori" varchar(100),
	"kode" varchar(20),
	"yandas" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indeks_hasil" (
	"profil_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"sumber" varchar(10) NOT NULL,
	"spd" double precision DEFAULT 0 NOT NULL,
	"sid" double precision DEFAULT 0 NOT NULL,
	"skor_jumlah_inovasi" double precision DEFAULT 0 NOT NULL,
	"jumlah_inovasi" integer DEFAULT 0 NOT NULL,
	"total" double precision DEFAULT 0 NOT NULL,
	"iid" double precision DEFAULT 0 NOT NULL,
	"predikat" varchar(40),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indeks_hasil_profil_id_tahun_sumber_pk" PRIMARY KEY("profil_id","tahun","sumber")
);
--> statement-breakpoint
CREATE TABLE "indikator_daerah" (
	"id" serial PRIMARY KEY NOT NULL,
	"profil_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"indikator_id" integer NOT NULL,
	"nilai" text,
	"nilai_sebelum" double precision,
	"nilai_sesudah" double precision,
	"skala_id" integer,
	"informasi" text,
	"skor" double precision DEFAULT 0 NOT NULL,
	"verifikasi_nilai" text,
	"verifikasi_nilai_sebelum" double precision,
	"verifikasi_nilai_sesudah" double precision,
	"verifikasi_skala_id" integer,
	"verifikasi_skor" double precision,
	"catatan" text,
	"alasan" varchar(60),
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indikator_inovasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"jenis" varchar(10) DEFAULT 'penerapan' NOT NULL,
	"indikator_id" integer NOT NULL,
	"nilai" text,
	"nilai_sebelum" double precision,
	"nilai_sesudah" double precision,
	"skala_id" integer,
	"informasi" text,
	"skor" double precision DEFAULT 0 NOT NULL,
	"verifikasi_nilai" text,
	"verifikasi_nilai_sebelum" double precision,
	"verifikasi_nilai_sesudah" double precision,
	"verifikasi_skala_id" integer,
	"verifikasi_skor" double precision,
	"catatan" text,
	"alasan" varchar(60),
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jenis_pelatihan" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kuesioner" (
	"id" serial PRIMARY KEY NOT NULL,
	"pertanyaan" text NOT NULL,
	"pilihan" jsonb,
	"urutan" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kuesioner_jawaban" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer,
	"jawaban" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laporan_diklat" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_peserta" varchar(255) NOT NULL,
	"nip" varchar(30) NOT NULL,
	"jabatan" varchar(255) NOT NULL,
	"instansi" varchar(255) NOT NULL,
	"profil_id" integer NOT NULL,
	"nomor_sertifikat_pelatihan" varchar(100),
	"jenis_pelatihan_id" integer NOT NULL,
	"judul_proyek" varchar(500) NOT NULL,
	"urusan_pemerintah_id" integer,
	"nama_mentor" varchar(150),
	"executive_summary" text,
	"file_laporan" varchar(1000) NOT NULL,
	"file_video" varchar(500),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_daerah" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(13) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"tingkat" smallint NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"parent_id" integer,
	"wilayah_id" integer
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_url" varchar(1000) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"original_name" varchar(255),
	"mime" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"m_daerah_id" integer,
	"is_public" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_file_url_unique" UNIQUE("file_url")
);
--> statement-breakpoint
CREATE TABLE "metodologi" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"k" double precision,
	"skor_maks_total" double precision,
	"skor_maks_spd" double precision,
	"skor_maks_kematangan" double precision,
	"skor_jumlah_inovasi" jsonb,
	"predikat" jsonb,
	"kelayakan" jsonb,
	"sumber" jsonb,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metodologi_tahun_unique" UNIQUE("tahun")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"excerpt" varchar(1000),
	"description" text,
	"photo_url" varchar(1000),
	"is_published" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomor_registrasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"inovasi_id" integer NOT NULL,
	"nomor" varchar(60),
	"status_nomor" smallint DEFAULT 0 NOT NULL,
	"setuju" smallint,
	"qc" smallint DEFAULT 0 NOT NULL,
	"qc_notes" text,
	"deskripsi" text,
	"created_by" integer,
	"verifikator_id" integer,
	"qc_by" integer,
	"reviewed_at" timestamp with time zone,
	"qc_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nomor_registrasi_inovasi_id_unique" UNIQUE("inovasi_id")
);
--> statement-breakpoint
CREATE TABLE "nomor_registrasi_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomor_registrasi_id" integer NOT NULL,
	"aksi" varchar(40) NOT NULL,
	"status_dari" smallint,
	"status_ke" smallint,
	"qc_dari" smallint,
	"qc_ke" smallint,
	"catatan" text,
	"usr_asn_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opd_perangkat" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"nama" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" serial PRIMARY KEY NOT NULL,
	"usr_asn_id" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "profil_pemda" (
	"id" integer PRIMARY KEY NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"nama" varchar(255) NOT NULL,
	"nama_opd" varchar(50),
	"alamat" text,
	"email" varchar(255),
	"no_telp" varchar(30),
	"nama_admin" varchar(150),
	"map_embed" text,
	"logo_url" varchar(1000),
	"files" jsonb,
	"pakta_pemda_filename" varchar(1000),
	"is_iga" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profil_pemda_m_daerah_id_unique" UNIQUE("m_daerah_id")
);
--> statement-breakpoint
CREATE TABLE "tuxe_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(255) NOT NULL,
	"slug" varchar(150) NOT NULL,
	"section" varchar(20) NOT NULL,
	"content" text
);
--> statement-breakpoint
CREATE TABLE "upt" (
	"id" serial PRIMARY KEY NOT NULL,
	"opd_perangkat_id" integer NOT NULL,
	"m_daerah_id" integer NOT NULL,
	"nama" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usr_asn" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(60) NOT NULL,
	"password" varchar(255) NOT NULL,
	"role" varchar(40) NOT NULL,
	"area" smallint DEFAULT 0 NOT NULL,
	"m_daerah_id" integer,
	"opd_perangkat_id" integer,
	"upt_id" integer,
	"nama_lengkap" varchar(255) NOT NULL,
	"nama_panggilan" varchar(100),
	"email" varchar(255),
	"is_active" smallint DEFAULT 1 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usr_asn_daerah" (
	"usr_asn_id" integer NOT NULL,
	"m_daerah_id" integer NOT NULL,
	CONSTRAINT "usr_asn_daerah_usr_asn_id_m_daerah_id_pk" PRIMARY KEY("usr_asn_id","m_daerah_id")
);
--> statement-breakpoint
CREATE TABLE "wilayah" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wilayah_daerah" (
	"id" serial PRIMARY KEY NOT NULL,
	"wilayah_id" integer NOT NULL,
	"m_daerah_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winner_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"category_id" integer NOT NULL,
	"profil_id" integer NOT NULL,
	"urutan" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_indikator" ADD CONSTRAINT "dokumen_indikator_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_indikator" ADD CONSTRAINT "dokumen_indikator_created_by_usr_asn_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluasi" ADD CONSTRAINT "evaluasi_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluasi" ADD CONSTRAINT "evaluasi_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery" ADD CONSTRAINT "gallery_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_created_by_usr_asn_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_bentuk_inovasi_iga2020_bentuk_inovasi_id_fk" FOREIGN KEY ("bentuk_inovasi") REFERENCES "public"."iga2020_bentuk_inovasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi" ADD CONSTRAINT "iga2020_inovasi_klaster_covid_id_iga2020_covid_id_fk" FOREIGN KEY ("klaster_covid_id") REFERENCES "public"."iga2020_covid"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga2020_inovasi_skor" ADD CONSTRAINT "iga2020_inovasi_skor_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_klaster_daerah" ADD CONSTRAINT "iga_klaster_daerah_iga_klaster_id_iga_klaster_id_fk" FOREIGN KEY ("iga_klaster_id") REFERENCES "public"."iga_klaster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_klaster_daerah" ADD CONSTRAINT "iga_klaster_daerah_iga_daerah_id_m_daerah_id_fk" FOREIGN KEY ("iga_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_penilai" ADD CONSTRAINT "iga_penilai_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iga_skala" ADD CONSTRAINT "iga_skala_iga_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("iga_indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indeks_hasil" ADD CONSTRAINT "indeks_hasil_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_daerah" ADD CONSTRAINT "indikator_daerah_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_daerah" ADD CONSTRAINT "indikator_daerah_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_daerah" ADD CONSTRAINT "indikator_daerah_skala_id_iga_skala_id_fk" FOREIGN KEY ("skala_id") REFERENCES "public"."iga_skala"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_daerah" ADD CONSTRAINT "indikator_daerah_verifikasi_skala_id_iga_skala_id_fk" FOREIGN KEY ("verifikasi_skala_id") REFERENCES "public"."iga_skala"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_daerah" ADD CONSTRAINT "indikator_daerah_verified_by_usr_asn_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_daerah" ADD CONSTRAINT "indikator_daerah_updated_by_usr_asn_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_inovasi" ADD CONSTRAINT "indikator_inovasi_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_inovasi" ADD CONSTRAINT "indikator_inovasi_indikator_id_iga_indikator_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."iga_indikator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_inovasi" ADD CONSTRAINT "indikator_inovasi_skala_id_iga_skala_id_fk" FOREIGN KEY ("skala_id") REFERENCES "public"."iga_skala"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_inovasi" ADD CONSTRAINT "indikator_inovasi_verifikasi_skala_id_iga_skala_id_fk" FOREIGN KEY ("verifikasi_skala_id") REFERENCES "public"."iga_skala"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_inovasi" ADD CONSTRAINT "indikator_inovasi_verified_by_usr_asn_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_inovasi" ADD CONSTRAINT "indikator_inovasi_updated_by_usr_asn_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuesioner_jawaban" ADD CONSTRAINT "kuesioner_jawaban_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_jenis_pelatihan_id_jenis_pelatihan_id_fk" FOREIGN KEY ("jenis_pelatihan_id") REFERENCES "public"."jenis_pelatihan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_urusan_pemerintah_id_iga_urusan_pemerintahan_id_fk" FOREIGN KEY ("urusan_pemerintah_id") REFERENCES "public"."iga_urusan_pemerintahan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_diklat" ADD CONSTRAINT "laporan_diklat_user_id_usr_asn_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_daerah" ADD CONSTRAINT "m_daerah_wilayah_id_wilayah_id_fk" FOREIGN KEY ("wilayah_id") REFERENCES "public"."wilayah"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_usr_asn_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_registrasi" ADD CONSTRAINT "nomor_registrasi_inovasi_id_iga2020_inovasi_id_fk" FOREIGN KEY ("inovasi_id") REFERENCES "public"."iga2020_inovasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_registrasi" ADD CONSTRAINT "nomor_registrasi_created_by_usr_asn_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_registrasi" ADD CONSTRAINT "nomor_registrasi_verifikator_id_usr_asn_id_fk" FOREIGN KEY ("verifikator_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_registrasi" ADD CONSTRAINT "nomor_registrasi_qc_by_usr_asn_id_fk" FOREIGN KEY ("qc_by") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_registrasi_history" ADD CONSTRAINT "nomor_registrasi_history_nomor_registrasi_id_nomor_registrasi_id_fk" FOREIGN KEY ("nomor_registrasi_id") REFERENCES "public"."nomor_registrasi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_registrasi_history" ADD CONSTRAINT "nomor_registrasi_history_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_perangkat" ADD CONSTRAINT "opd_perangkat_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profil_pemda" ADD CONSTRAINT "profil_pemda_id_m_daerah_id_fk" FOREIGN KEY ("id") REFERENCES "public"."m_daerah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profil_pemda" ADD CONSTRAINT "profil_pemda_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upt" ADD CONSTRAINT "upt_opd_perangkat_id_opd_perangkat_id_fk" FOREIGN KEY ("opd_perangkat_id") REFERENCES "public"."opd_perangkat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upt" ADD CONSTRAINT "upt_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usr_asn" ADD CONSTRAINT "usr_asn_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usr_asn" ADD CONSTRAINT "usr_asn_opd_perangkat_id_opd_perangkat_id_fk" FOREIGN KEY ("opd_perangkat_id") REFERENCES "public"."opd_perangkat"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usr_asn" ADD CONSTRAINT "usr_asn_upt_id_upt_id_fk" FOREIGN KEY ("upt_id") REFERENCES "public"."upt"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usr_asn_daerah" ADD CONSTRAINT "usr_asn_daerah_usr_asn_id_usr_asn_id_fk" FOREIGN KEY ("usr_asn_id") REFERENCES "public"."usr_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usr_asn_daerah" ADD CONSTRAINT "usr_asn_daerah_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wilayah_daerah" ADD CONSTRAINT "wilayah_daerah_wilayah_id_wilayah_id_fk" FOREIGN KEY ("wilayah_id") REFERENCES "public"."wilayah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wilayah_daerah" ADD CONSTRAINT "wilayah_daerah_m_daerah_id_m_daerah_id_fk" FOREIGN KEY ("m_daerah_id") REFERENCES "public"."m_daerah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_category_id_winner_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."winner_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_profil_id_profil_pemda_id_fk" FOREIGN KEY ("profil_id") REFERENCES "public"."profil_pemda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_ts_idx" ON "activity_log" USING btree ("ts");--> statement-breakpoint
CREATE INDEX "activity_log_account_idx" ON "activity_log" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("usr_asn_id");--> statement-breakpoint
CREATE INDEX "dokumen_indikator_owner_idx" ON "dokumen_indikator" USING btree ("pemilik","pemilik_id","indikator_id");--> statement-breakpoint
CREATE INDEX "evaluasi_owner_idx" ON "evaluasi" USING btree ("pemilik","pemilik_id");--> statement-breakpoint
CREATE INDEX "iga2020_covid_group_idx" ON "iga2020_covid" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "inovasi_profil_tahun_idx" ON "iga2020_inovasi" USING btree ("profil_id","tahun");--> statement-breakpoint
CREATE INDEX "inovasi_tahun_waktu_idx" ON "iga2020_inovasi" USING btree ("tahun","waktu");--> statement-breakpoint
CREATE INDEX "inovasi_created_by_idx" ON "iga2020_inovasi" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "inovasi_status_idx" ON "iga2020_inovasi" USING btree ("inovasi_status");--> statement-breakpoint
CREATE UNIQUE INDEX "iga_indikator_tahun_kode_uq" ON "iga_indikator" USING btree ("tahun","kode");--> statement-breakpoint
CREATE INDEX "iga_indikator_tahun_tipe_idx" ON "iga_indikator" USING btree ("tahun","tipe","no_urut");--> statement-breakpoint
CREATE UNIQUE INDEX "iga_klaster_daerah_uq" ON "iga_klaster_daerah" USING btree ("iga_klaster_id","iga_daerah_id");--> statement-breakpoint
CREATE INDEX "iga_klaster_daerah_daerah_idx" ON "iga_klaster_daerah" USING btree ("iga_daerah_id");--> statement-breakpoint
CREATE INDEX "iga_skala_indikator_idx" ON "iga_skala" USING btree ("iga_indikator_id");--> statement-breakpoint
CREATE INDEX "indeks_hasil_tahun_idx" ON "indeks_hasil" USING btree ("tahun","sumber","iid");--> statement-breakpoint
CREATE UNIQUE INDEX "indikator_daerah_uq" ON "indikator_daerah" USING btree ("profil_id","tahun","indikator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "indikator_inovasi_uq" ON "indikator_inovasi" USING btree ("inovasi_id","jenis","indikator_id");--> statement-breakpoint
CREATE INDEX "laporan_diklat_profil_idx" ON "laporan_diklat" USING btree ("profil_id");--> statement-breakpoint
CREATE INDEX "laporan_diklat_user_idx" ON "laporan_diklat" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "m_daerah_kode_uq" ON "m_daerah" USING btree ("kode");--> statement-breakpoint
CREATE INDEX "m_daerah_parent_idx" ON "m_daerah" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "m_daerah_nama_idx" ON "m_daerah" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "media_uploader_idx" ON "media" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "nomor_registrasi_status_idx" ON "nomor_registrasi" USING btree ("status_nomor","qc");--> statement-breakpoint
CREATE INDEX "nomor_registrasi_history_nr_idx" ON "nomor_registrasi_history" USING btree ("nomor_registrasi_id");--> statement-breakpoint
CREATE INDEX "opd_perangkat_daerah_idx" ON "opd_perangkat" USING btree ("m_daerah_id");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset" USING btree ("usr_asn_id");--> statement-breakpoint
CREATE INDEX "upt_opd_idx" ON "upt" USING btree ("opd_perangkat_id");--> statement-breakpoint
CREATE INDEX "upt_daerah_idx" ON "upt" USING btree ("m_daerah_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usr_asn_username_uq" ON "usr_asn" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "usr_asn_daerah_idx" ON "usr_asn" USING btree ("m_daerah_id");--> statement-breakpoint
CREATE INDEX "usr_asn_role_idx" ON "usr_asn" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "wilayah_daerah_uq" ON "wilayah_daerah" USING btree ("wilayah_id","m_daerah_id");--> statement-breakpoint
CREATE INDEX "wilayah_daerah_daerah_idx" ON "wilayah_daerah" USING btree ("m_daerah_id");