CREATE TABLE "seed_riwayat" (
	"nama" varchar(60) PRIMARY KEY NOT NULL,
	"dijalankan_pada" timestamp with time zone DEFAULT now() NOT NULL
);
