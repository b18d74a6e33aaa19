DROP INDEX "brands_revenue_idx";--> statement-breakpoint
DROP INDEX "brands_industry_revenue_idx";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "hq_region_id" bigint;--> statement-breakpoint
CREATE INDEX "brands_revenue_industry_idx" ON "brands" USING btree ("revenue","industry_id");--> statement-breakpoint
CREATE INDEX "brands_hq_region_idx" ON "brands" USING btree ("hq_region_id","owner_count");--> statement-breakpoint
CREATE FUNCTION "brands_hq_region_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."hq_region_id" := (SELECT s."region_id" FROM "cities" c JOIN "states" s ON s."id" = c."state_id" WHERE c."id" = NEW."hq_city_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_hq_region_insert" BEFORE INSERT ON "brands" FOR EACH ROW WHEN (NEW."hq_city_id" IS NOT NULL) EXECUTE FUNCTION "brands_hq_region_sync"();
--> statement-breakpoint
CREATE TRIGGER "brands_hq_region_update" BEFORE UPDATE OF "hq_city_id" ON "brands" FOR EACH ROW EXECUTE FUNCTION "brands_hq_region_sync"();
--> statement-breakpoint
UPDATE "brands" b SET "hq_region_id" = s."region_id" FROM "cities" c JOIN "states" s ON s."id" = c."state_id" WHERE c."id" = b."hq_city_id";
