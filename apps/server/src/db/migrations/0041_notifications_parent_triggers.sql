ALTER TABLE "notifications" DROP CONSTRAINT "notifications_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_ei_id_event_inventories_id_fk";

--> statement-breakpoint
-- the keys' ON DELETE CASCADE, as one statement per deletion: a brand's or an event inventory's notifications go with it
CREATE FUNCTION "notifications_drop_for_brands"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notifications WHERE brand_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_brands_del" AFTER DELETE ON "brands" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_drop_for_brands"();
--> statement-breakpoint
CREATE FUNCTION "notifications_drop_for_eis"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notifications WHERE ei_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_eis_del" AFTER DELETE ON "event_inventories" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_drop_for_eis"();
