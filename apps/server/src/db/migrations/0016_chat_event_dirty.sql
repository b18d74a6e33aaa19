CREATE TABLE "chat_event_dirty" (
	"event_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Every event starts dirty: the first access syncs each group once (existing groups included).
INSERT INTO "chat_event_dirty" ("event_id") SELECT "id" FROM "events";
--> statement-breakpoint
-- Rows keyed by an event inventory (its POs, its assignments, its collaborations): their events are dirty.
-- Statement-level with transition tables: one insert per statement, however many rows (bulk assignment).
CREATE FUNCTION "chat_dirty_by_ei"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "chat_event_dirty" ("event_id") SELECT DISTINCT ei."event_id" FROM "new_rows" n JOIN "event_inventories" ei ON ei."id" = n."ei_id" ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "chat_event_dirty" ("event_id") SELECT DISTINCT ei."event_id" FROM "old_rows" o JOIN "event_inventories" ei ON ei."id" = o."ei_id" ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An assignment or a collaboration changed: only a change of pairing or of status moves membership (a stage change does not).
CREATE FUNCTION "chat_dirty_by_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_event_dirty" ("event_id") SELECT DISTINCT ei."event_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    JOIN "event_inventories" ei ON ei."id" IN (n."ei_id", o."ei_id")
    WHERE n."status" IS DISTINCT FROM o."status" OR n."ei_id" <> o."ei_id" OR n."brand_id" <> o."brand_id" ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A brand's owners changed: the events the brand is ASSIGNED to.
CREATE FUNCTION "chat_dirty_by_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "chat_event_dirty" ("event_id") SELECT DISTINCT ei."event_id" FROM "new_rows" n JOIN "assignments" a ON a."brand_id" = n."brand_id" AND a."status" = 'ASSIGNED'
      JOIN "event_inventories" ei ON ei."id" = a."ei_id" ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "chat_event_dirty" ("event_id") SELECT DISTINCT ei."event_id" FROM "old_rows" o JOIN "assignments" a ON a."brand_id" = o."brand_id" AND a."status" = 'ASSIGNED'
      JOIN "event_inventories" ei ON ei."id" = a."ei_id" ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user activated or deactivated: the event groups they are in, and the events they are assigned to.
CREATE FUNCTION "chat_dirty_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_event_dirty" ("event_id")
    SELECT c."event_id" FROM "chat_members" m JOIN "chats" c ON c."id" = m."chat_id" AND c."purpose" = 'EVENT_GROUP' WHERE m."user_id" = NEW."id" AND c."event_id" IS NOT NULL
    UNION SELECT ei."event_id" FROM "event_inventory_owners" o JOIN "event_inventories" ei ON ei."id" = o."ei_id" WHERE o."user_id" = NEW."id"
    UNION SELECT ei."event_id" FROM "brand_owners" bo JOIN "assignments" a ON a."brand_id" = bo."brand_id" AND a."status" = 'ASSIGNED' JOIN "event_inventories" ei ON ei."id" = a."ei_id" WHERE bo."user_id" = NEW."id"
    UNION SELECT ei."event_id" FROM "collab_invitations" ci JOIN "event_inventories" ei ON ei."id" = ci."ei_id" WHERE ci."invitee_user_id" = NEW."id" AND ci."status" = 'ACCEPTED'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_eio_ins" AFTER INSERT ON "event_inventory_owners" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_ei"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_eio_upd" AFTER UPDATE ON "event_inventory_owners" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_ei"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_eio_del" AFTER DELETE ON "event_inventory_owners" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_ei"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_asg_ins" AFTER INSERT ON "assignments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_ei"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_asg_upd" AFTER UPDATE ON "assignments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_status"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_asg_del" AFTER DELETE ON "assignments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_ei"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_ci_ins" AFTER INSERT ON "collab_invitations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_ei"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_ci_upd" AFTER UPDATE ON "collab_invitations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_status"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_ci_del" AFTER DELETE ON "collab_invitations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_ei"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_bo_ins" AFTER INSERT ON "brand_owners" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_brand"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_bo_upd" AFTER UPDATE ON "brand_owners" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_brand"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_bo_del" AFTER DELETE ON "brand_owners" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_dirty_by_brand"();
--> statement-breakpoint
CREATE TRIGGER "chat_dirty_user_status" AFTER UPDATE OF "status" ON "users" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "chat_dirty_by_user"();
