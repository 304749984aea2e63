CREATE TABLE "dms_search_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dms_search_generation_one_row" CHECK ("dms_search_generation"."id" = 1)
);
--> statement-breakpoint
-- The generation of the search data (docs/dms.md "Search answer cache"; search-generation.table.ts).
-- Every transaction that writes a table the search statement reads bumps it once, at commit (deferred
-- constraint triggers: the row lock on the generation is held only while committing, so writers that lock
-- documents in different orders cannot deadlock on it), so the new value becomes visible together with
-- the data. The search cache test (dms-search-cache.integration.test.ts) checks that every table of every
-- search statement's plan carries these triggers.
INSERT INTO "dms_search_generation" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dms_search_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: the transaction-local flag resets when the transaction ends.
  IF coalesce(current_setting('keel.dms_search_bumped', true), '') <> '1' THEN
    UPDATE dms_search_generation SET value = value + 1 WHERE id = 1;
    PERFORM set_config('keel.dms_search_bumped', '1', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dms_search_generation_revisions AFTER INSERT OR UPDATE OR DELETE ON dms_revisions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dms_search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER dms_search_generation_revisions_truncate AFTER TRUNCATE ON dms_revisions
  FOR EACH STATEMENT EXECUTE FUNCTION dms_search_generation_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dms_search_generation_documents AFTER INSERT OR UPDATE OR DELETE ON dms_documents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dms_search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER dms_search_generation_documents_truncate AFTER TRUNCATE ON dms_documents
  FOR EACH STATEMENT EXECUTE FUNCTION dms_search_generation_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dms_search_generation_ships AFTER INSERT OR UPDATE OR DELETE ON ships
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dms_search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER dms_search_generation_ships_truncate AFTER TRUNCATE ON ships
  FOR EACH STATEMENT EXECUTE FUNCTION dms_search_generation_bump();
