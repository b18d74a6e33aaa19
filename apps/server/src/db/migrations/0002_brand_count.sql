-- Exact brand total kept by statement-level triggers, so that the unfiltered brand list needs no
-- count(*) over every brand (DESIGN §4: every list has an index or a summary that serves it).
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n") SELECT 'brands', count(*) FROM "brands";
--> statement-breakpoint
CREATE FUNCTION "row_counts_brands_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = "n" + (SELECT count(*) FROM new_rows) WHERE "table_name" = 'brands';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_brands_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = "n" - (SELECT count(*) FROM old_rows) WHERE "table_name" = 'brands';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_count_insert" AFTER INSERT ON "brands" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_brands_insert"();
--> statement-breakpoint
CREATE TRIGGER "brands_count_delete" AFTER DELETE ON "brands" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_brands_delete"();
