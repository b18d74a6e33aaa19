ALTER TABLE "brands" ADD COLUMN "owner_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "poc_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "brand_collaborators_user_idx" ON "brand_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brands_owner_count_idx" ON "brands" USING btree ("owner_count");--> statement-breakpoint
CREATE INDEX "brands_industry_revenue_idx" ON "brands" USING btree ("industry_id","revenue");--> statement-breakpoint
UPDATE "brands" b SET "owner_count" = s.n FROM (SELECT "brand_id", count(*) AS n FROM "brand_owners" GROUP BY "brand_id") s WHERE s."brand_id" = b."id";
--> statement-breakpoint
UPDATE "brands" b SET "poc_count" = s.n FROM (SELECT "brand_id", count(*) AS n FROM "pocs" WHERE "removed_at" IS NULL GROUP BY "brand_id") s WHERE s."brand_id" = b."id";
--> statement-breakpoint
CREATE FUNCTION "brands_owner_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Net change per brand, so that an update that moves nothing (a stage change) writes no brand row.
    UPDATE "brands" b SET "owner_count" = b."owner_count" + d.n FROM (
      SELECT "brand_id", sum(n) AS n FROM (
        SELECT "brand_id", -count(*) AS n FROM old_rows GROUP BY "brand_id"
        UNION ALL
        SELECT "brand_id", count(*) AS n FROM new_rows GROUP BY "brand_id"
      ) x GROUP BY "brand_id" HAVING sum(n) <> 0
    ) d WHERE d."brand_id" = b."id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "brands" b SET "owner_count" = b."owner_count" - d.n FROM (SELECT "brand_id", count(*) AS n FROM old_rows GROUP BY "brand_id") d WHERE d."brand_id" = b."id";
  ELSE
    UPDATE "brands" b SET "owner_count" = b."owner_count" + d.n FROM (SELECT "brand_id", count(*) AS n FROM new_rows GROUP BY "brand_id") d WHERE d."brand_id" = b."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brand_owners_count_insert" AFTER INSERT ON "brand_owners" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_owner_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "brand_owners_count_update" AFTER UPDATE ON "brand_owners" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_owner_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "brand_owners_count_delete" AFTER DELETE ON "brand_owners" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_owner_count_sync"();
--> statement-breakpoint
CREATE FUNCTION "brands_poc_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Net change per brand, so that an update that moves nothing (a stage change) writes no brand row.
    UPDATE "brands" b SET "poc_count" = b."poc_count" + d.n FROM (
      SELECT "brand_id", sum(n) AS n FROM (
        SELECT "brand_id", -count(*) AS n FROM old_rows WHERE "removed_at" IS NULL GROUP BY "brand_id"
        UNION ALL
        SELECT "brand_id", count(*) AS n FROM new_rows WHERE "removed_at" IS NULL GROUP BY "brand_id"
      ) x GROUP BY "brand_id" HAVING sum(n) <> 0
    ) d WHERE d."brand_id" = b."id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "brands" b SET "poc_count" = b."poc_count" - d.n FROM (SELECT "brand_id", count(*) AS n FROM old_rows WHERE "removed_at" IS NULL GROUP BY "brand_id") d WHERE d."brand_id" = b."id";
  ELSE
    UPDATE "brands" b SET "poc_count" = b."poc_count" + d.n FROM (SELECT "brand_id", count(*) AS n FROM new_rows WHERE "removed_at" IS NULL GROUP BY "brand_id") d WHERE d."brand_id" = b."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pocs_count_insert" AFTER INSERT ON "pocs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_poc_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "pocs_count_update" AFTER UPDATE ON "pocs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_poc_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "pocs_count_delete" AFTER DELETE ON "pocs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_poc_count_sync"();
