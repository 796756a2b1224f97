-- Custom SQL migration file, put your code below! --
CREATE TABLE "batas_laju" (
	"bucket" varchar(200) NOT NULL,
	"kunci" varchar(200) NOT NULL,
	"jumlah" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	CONSTRAINT "batas_laju_bucket_kunci_pk" PRIMARY KEY("bucket","kunci")
);
--> statement-breakpoint
CREATE INDEX "batas_laju_end_idx" ON "batas_laju" USING btree ("window_end");
--> statement-breakpoint
-- Session cache invalidation (plugins/auth.ts, decision 95): every change of what a token needs is announced on the
-- channel sigap_akun when its transaction commits. Payload: an account id, or '*' (regions changed: every account).
CREATE FUNCTION "sigap_akun_berubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'usr_asn' THEN
		PERFORM pg_notify('sigap_akun', OLD.id::text);
	ELSIF TG_TABLE_NAME = 'usr_asn_daerah' THEN
		IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM pg_notify('sigap_akun', NEW.usr_asn_id::text); END IF;
		IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM pg_notify('sigap_akun', OLD.usr_asn_id::text); END IF;
	ELSE
		PERFORM pg_notify('sigap_akun', '*');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "usr_asn_berubah" AFTER UPDATE ON "usr_asn" FOR EACH ROW
	WHEN ((OLD.username, OLD.role, OLD.area, OLD.m_daerah_id, OLD.opd_perangkat_id, OLD.upt_id, OLD.nama_lengkap, OLD.email, OLD.is_active, OLD.token_version)
		IS DISTINCT FROM (NEW.username, NEW.role, NEW.area, NEW.m_daerah_id, NEW.opd_perangkat_id, NEW.upt_id, NEW.nama_lengkap, NEW.email, NEW.is_active, NEW.token_version))
	EXECUTE FUNCTION "sigap_akun_berubah"();
--> statement-breakpoint
CREATE TRIGGER "usr_asn_hapus" AFTER DELETE ON "usr_asn" FOR EACH ROW EXECUTE FUNCTION "sigap_akun_berubah"();
--> statement-breakpoint
CREATE TRIGGER "usr_asn_daerah_berubah" AFTER INSERT OR UPDATE OR DELETE ON "usr_asn_daerah" FOR EACH ROW EXECUTE FUNCTION "sigap_akun_berubah"();
--> statement-breakpoint
CREATE TRIGGER "wilayah_daerah_berubah" AFTER INSERT OR UPDATE OR DELETE ON "wilayah_daerah" FOR EACH STATEMENT EXECUTE FUNCTION "sigap_akun_berubah"();
--> statement-breakpoint
CREATE TRIGGER "m_daerah_tambah_hapus" AFTER INSERT OR DELETE ON "m_daerah" FOR EACH STATEMENT EXECUTE FUNCTION "sigap_akun_berubah"();
--> statement-breakpoint
CREATE TRIGGER "m_daerah_induk" AFTER UPDATE ON "m_daerah" FOR EACH ROW
	WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION "sigap_akun_berubah"();
--> statement-breakpoint
CREATE TRIGGER "profil_pemda_tambah_hapus" AFTER INSERT OR DELETE ON "profil_pemda" FOR EACH STATEMENT EXECUTE FUNCTION "sigap_akun_berubah"();
--> statement-breakpoint
CREATE TRIGGER "profil_pemda_daerah" AFTER UPDATE ON "profil_pemda" FOR EACH ROW
	WHEN (OLD.m_daerah_id IS DISTINCT FROM NEW.m_daerah_id) EXECUTE FUNCTION "sigap_akun_berubah"();
