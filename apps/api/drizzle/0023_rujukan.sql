-- Reference-data cache invalidation (lib/rujukan.ts, decision 117): the indicator catalogue and its scales, the
-- methodology and the basic-service affairs are read on every save of an answer or an innovation; each process
-- keeps them in memory and drops them when a change is announced on the channel sigap_rujukan, when its
-- transaction commits (payload: the table). Statement-level: one notification per statement, TRUNCATE included.
CREATE FUNCTION "sigap_rujukan_berubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('sigap_rujukan', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "iga_indikator_rujukan" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "iga_indikator" FOR EACH STATEMENT EXECUTE FUNCTION "sigap_rujukan_berubah"();
--> statement-breakpoint
CREATE TRIGGER "iga_skala_rujukan" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "iga_skala" FOR EACH STATEMENT EXECUTE FUNCTION "sigap_rujukan_berubah"();
--> statement-breakpoint
CREATE TRIGGER "metodologi_rujukan" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metodologi" FOR EACH STATEMENT EXECUTE FUNCTION "sigap_rujukan_berubah"();
--> statement-breakpoint
CREATE TRIGGER "iga_urusan_pemerintahan_rujukan" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "iga_urusan_pemerintahan" FOR EACH STATEMENT EXECUTE FUNCTION "sigap_rujukan_berubah"();
