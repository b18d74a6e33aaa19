ALTER TABLE "brands" ADD COLUMN "completion_flags" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Which profile completion items (spec 001 §3) brand `b` has filled, one bit each, in the order of ITEMS in
-- modules/brands/profile/completionQueries.ts. The POC items read the brand's primary POC: the first POC when
-- none is flagged primary; removed POCs are ignored.
CREATE FUNCTION "brand_completion_flags"(b "brands") RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (CASE WHEN coalesce(btrim(b.name), '') <> '' THEN 1 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(b.description), '') <> '' THEN 2 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(b.image_url), '') <> '' THEN 4 ELSE 0 END)
    + (CASE WHEN b.company_id IS NOT NULL THEN 8 ELSE 0 END)
    + (CASE WHEN b.industry_id IS NOT NULL THEN 16 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(b.category), '') <> '' THEN 32 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(b.contact_type), '') <> '' THEN 64 ELSE 0 END)
    + (CASE WHEN b.revenue IS NOT NULL THEN 128 ELSE 0 END)
    + (CASE WHEN p.id IS NOT NULL THEN 256 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(p.email), '') <> '' THEN 512 ELSE 0 END)
    + (CASE WHEN EXISTS (
        SELECT 1 FROM jsonb_array_elements(p.phone_numbers) e WHERE coalesce(btrim(e->>'number'), '') <> ''
      ) THEN 1024 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(p.role), '') <> '' THEN 2048 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(p.linkedin_url), '') <> '' THEN 4096 ELSE 0 END)
    + (CASE WHEN b.hq_city_id IS NOT NULL THEN 8192 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(b.website), '') <> '' THEN 16384 ELSE 0 END)
    + (CASE WHEN coalesce(btrim(b.linkedin), '') <> '' THEN 32768 ELSE 0 END)
  FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT * FROM "pocs" WHERE "brand_id" = b.id AND "removed_at" IS NULL ORDER BY "is_primary" DESC, "id" LIMIT 1
    ) p ON true
$$;
--> statement-breakpoint
UPDATE "brands" b SET "completion_flags" = "brand_completion_flags"(b);
--> statement-breakpoint
CREATE FUNCTION "brands_completion_own"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."completion_flags" := "brand_completion_flags"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_completion_insert" BEFORE INSERT ON "brands" FOR EACH ROW EXECUTE FUNCTION "brands_completion_own"();
--> statement-breakpoint
CREATE TRIGGER "brands_completion_update" BEFORE UPDATE OF "name", "description", "image_url", "company_id", "industry_id", "category", "contact_type", "revenue", "hq_city_id", "website", "linkedin" ON "brands" FOR EACH ROW EXECUTE FUNCTION "brands_completion_own"();
--> statement-breakpoint
-- The brands of the POCs a statement changed get their completion read again (a brand row written only when it moved).
-- The brands are locked first, so the reading (the next statement: a fresh snapshot) sees the POCs of a concurrent
-- transaction that held them: two POC writes at once on one brand otherwise left the flags of the first unseen.
CREATE FUNCTION "brands_completion_of_pocs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT "brand_id" FROM old_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    ids := array(SELECT "brand_id" FROM old_rows UNION SELECT "brand_id" FROM new_rows);
  ELSE
    ids := array(SELECT DISTINCT "brand_id" FROM new_rows);
  END IF;
  PERFORM 1 FROM "brands" WHERE "id" = any(ids) ORDER BY "id" FOR UPDATE;
  UPDATE "brands" b SET "completion_flags" = f.v
    FROM (SELECT x."id", "brand_completion_flags"(x) AS v FROM "brands" x WHERE x."id" = any(ids)) f
    WHERE b."id" = f."id" AND b."completion_flags" <> f.v;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pocs_completion_insert" AFTER INSERT ON "pocs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_completion_of_pocs"();
--> statement-breakpoint
CREATE TRIGGER "pocs_completion_update" AFTER UPDATE ON "pocs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_completion_of_pocs"();
--> statement-breakpoint
CREATE TRIGGER "pocs_completion_delete" AFTER DELETE ON "pocs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_completion_of_pocs"();
