-- The event timeline (spec 001 §7 event timeline, my timeline): triggers write one event_timeline row per
-- thing that happens on an event — a pairing assigned, moved, discarded or restored (stage_history), a deck
-- uploaded (decks), a case study added (case_studies: one row per event inventory of its inventory whose
-- event has not ended, IST), a deal closed on an event inventory (closed_deals) — then the existing rows
-- are backfilled. Statement-level triggers over transition tables, so a bulk insert writes in one statement.
CREATE OR REPLACE FUNCTION "event_timeline_on_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
  SELECT ei."event_id", n."ei_id", n."brand_id", n."user_id",
         CASE n."action" WHEN 'ASSIGN' THEN 'BRAND_ASSIGNED' WHEN 'STAGE' THEN 'STAGE_MOVED'
                         WHEN 'DISCARD' THEN 'BRAND_DISCARDED' ELSE 'BRAND_RESTORED' END,
         jsonb_strip_nulls(jsonb_build_object('fromStage', n."from_stage", 'toStage', n."to_stage")),
         n."created_at"
    FROM "new_rows" n JOIN "event_inventories" ei ON ei."id" = n."ei_id"
   WHERE n."action" IN ('ASSIGN', 'STAGE', 'DISCARD', 'RESTORE');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_timeline_stage" AFTER INSERT ON "stage_history" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_timeline_on_stage"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_timeline_on_deck"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
  SELECT ei."event_id", n."ei_id", NULL, n."uploaded_by", 'DECK_UPLOADED',
         jsonb_build_object('name', n."name", 'version', n."version"), n."uploaded_on"
    FROM "new_rows" n JOIN "event_inventories" ei ON ei."id" = n."ei_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_timeline_deck" AFTER INSERT ON "decks" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_timeline_on_deck"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_timeline_on_case_study"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
  SELECT ei."event_id", ei."id", NULL, n."created_by", 'CASE_STUDY_ADDED',
         jsonb_build_object('title', n."title"), n."created_at"
    FROM "new_rows" n
    JOIN "event_inventories" ei ON ei."inventory_id" = n."inventory_id"
    JOIN "events" e ON e."id" = ei."event_id"
   WHERE e."end_date" >= (now() AT TIME ZONE 'Asia/Kolkata')::date;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_timeline_case_study" AFTER INSERT ON "case_studies" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_timeline_on_case_study"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_timeline_on_closed_deal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
  SELECT ei."event_id", n."ei_id", n."brand_id", n."closed_by_user_id", 'DEAL_CLOSED',
         jsonb_build_object('value', n."closed_value"), n."created_at"
    FROM "new_rows" n JOIN "event_inventories" ei ON ei."id" = n."ei_id"
   WHERE n."ei_id" IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_timeline_closed_deal" AFTER INSERT ON "closed_deals" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_timeline_on_closed_deal"();--> statement-breakpoint
INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
SELECT ei."event_id", h."ei_id", h."brand_id", h."user_id",
       CASE h."action" WHEN 'ASSIGN' THEN 'BRAND_ASSIGNED' WHEN 'STAGE' THEN 'STAGE_MOVED'
                       WHEN 'DISCARD' THEN 'BRAND_DISCARDED' ELSE 'BRAND_RESTORED' END,
       jsonb_strip_nulls(jsonb_build_object('fromStage', h."from_stage", 'toStage', h."to_stage")),
       h."created_at"
  FROM "stage_history" h JOIN "event_inventories" ei ON ei."id" = h."ei_id"
 WHERE h."action" IN ('ASSIGN', 'STAGE', 'DISCARD', 'RESTORE');--> statement-breakpoint
INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
SELECT ei."event_id", d."ei_id", NULL, d."uploaded_by", 'DECK_UPLOADED',
       jsonb_build_object('name', d."name", 'version', d."version"), d."uploaded_on"
  FROM "decks" d JOIN "event_inventories" ei ON ei."id" = d."ei_id";--> statement-breakpoint
INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
SELECT ei."event_id", ei."id", NULL, c."created_by", 'CASE_STUDY_ADDED',
       jsonb_build_object('title', c."title"), c."created_at"
  FROM "case_studies" c
  JOIN "event_inventories" ei ON ei."inventory_id" = c."inventory_id"
  JOIN "events" e ON e."id" = ei."event_id"
 WHERE c."removed_at" IS NULL AND e."end_date" >= (now() AT TIME ZONE 'Asia/Kolkata')::date;--> statement-breakpoint
INSERT INTO "event_timeline" ("event_id", "ei_id", "brand_id", "user_id", "kind", "detail", "at")
SELECT ei."event_id", c."ei_id", c."brand_id", c."closed_by_user_id", 'DEAL_CLOSED',
       jsonb_build_object('value', c."closed_value"), c."created_at"
  FROM "closed_deals" c JOIN "event_inventories" ei ON ei."id" = c."ei_id"
 WHERE c."removed_at" IS NULL;
