-- The brand × event-inventory record is a "pairing" from table to screen (GLOSSARY.md): the table,
-- its sequence, indexes, constraints and triggers take the name, and the trigger functions that read
-- it are recreated over the new name.
ALTER TABLE "assignments" RENAME TO "pairings";--> statement-breakpoint
ALTER SEQUENCE "assignments_id_seq" RENAME TO "pairings_id_seq";--> statement-breakpoint
ALTER INDEX "assignments_pkey" RENAME TO "pairings_pkey";--> statement-breakpoint
ALTER INDEX "assignments_ei_brand_uq" RENAME TO "pairings_ei_brand_uq";--> statement-breakpoint
ALTER INDEX "assignments_ei_status_stage_idx" RENAME TO "pairings_ei_status_stage_idx";--> statement-breakpoint
ALTER INDEX "assignments_ei_status_updated_idx" RENAME TO "pairings_ei_status_updated_idx";--> statement-breakpoint
ALTER INDEX "assignments_brand_idx" RENAME TO "pairings_brand_idx";--> statement-breakpoint
ALTER INDEX "assignments_assigned_by_idx" RENAME TO "pairings_assigned_by_idx";--> statement-breakpoint
ALTER INDEX "assignments_won_idx" RENAME TO "pairings_won_idx";--> statement-breakpoint
ALTER TABLE "pairings" RENAME CONSTRAINT "assignments_ei_id_event_inventories_id_fk" TO "pairings_ei_id_event_inventories_id_fk";--> statement-breakpoint
ALTER TABLE "pairings" RENAME CONSTRAINT "assignments_brand_id_brands_id_fk" TO "pairings_brand_id_brands_id_fk";--> statement-breakpoint
ALTER TABLE "pairings" RENAME CONSTRAINT "assignments_brand_owner_user_id_users_id_fk" TO "pairings_brand_owner_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "pairings" RENAME CONSTRAINT "assignments_assigned_by_user_id_users_id_fk" TO "pairings_assigned_by_user_id_users_id_fk";--> statement-breakpoint
ALTER TRIGGER "assignments_count_insert" ON "pairings" RENAME TO "pairings_count_insert";--> statement-breakpoint
ALTER TRIGGER "assignments_count_update" ON "pairings" RENAME TO "pairings_count_update";--> statement-breakpoint
ALTER TRIGGER "assignments_count_delete" ON "pairings" RENAME TO "pairings_count_delete";--> statement-breakpoint
ALTER TRIGGER "chat_dirty_asg_ins" ON "pairings" RENAME TO "chat_dirty_pairing_ins";--> statement-breakpoint
ALTER TRIGGER "chat_dirty_asg_upd" ON "pairings" RENAME TO "chat_dirty_pairing_upd";--> statement-breakpoint
ALTER TRIGGER "chat_dirty_asg_del" ON "pairings" RENAME TO "chat_dirty_pairing_del";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat_dirty_by_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "chat_event_dirty" ("event_id") SELECT DISTINCT ei."event_id" FROM "new_rows" n JOIN "pairings" p ON p."brand_id" = n."brand_id" AND p."status" = 'ASSIGNED'
      JOIN "event_inventories" ei ON ei."id" = p."ei_id" ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "chat_event_dirty" ("event_id") SELECT DISTINCT ei."event_id" FROM "old_rows" o JOIN "pairings" p ON p."brand_id" = o."brand_id" AND p."status" = 'ASSIGNED'
      JOIN "event_inventories" ei ON ei."id" = p."ei_id" ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat_dirty_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_event_dirty" ("event_id")
    SELECT c."event_id" FROM "chat_members" m JOIN "chats" c ON c."id" = m."chat_id" AND c."purpose" = 'EVENT_GROUP' WHERE m."user_id" = NEW."id" AND c."event_id" IS NOT NULL
    UNION SELECT ei."event_id" FROM "event_inventory_owners" o JOIN "event_inventories" ei ON ei."id" = o."ei_id" WHERE o."user_id" = NEW."id"
    UNION SELECT ei."event_id" FROM "brand_owners" bo JOIN "pairings" p ON p."brand_id" = bo."brand_id" AND p."status" = 'ASSIGNED' JOIN "event_inventories" ei ON ei."id" = p."ei_id" WHERE bo."user_id" = NEW."id"
    UNION SELECT ei."event_id" FROM "collab_invitations" ci JOIN "event_inventories" ei ON ei."id" = ci."ei_id" WHERE ci."invitee_user_id" = NEW."id" AND ci."status" = 'ACCEPTED'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "news_on_won"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.to_stage = 'WON' AND NEW.from_stage IS DISTINCT FROM 'WON' THEN
    INSERT INTO news (title, body, badge, source, brand_id, event_id, user_id, created_at, updated_at)
    SELECT left(b.name || ' signed for ' || e.name, 200),
           left(u.first_name || ' ' || u.last_name || ' won ' || i.name || ' with ' || b.name || coalesce(' for ₹' || trim_scale(p.closed_value)::text || ' Cr', '') || '.', 2000),
           'DEAL_WON', 'WON', b.id, e.id, u.id, NEW.created_at, NEW.created_at
      FROM event_inventories ei
      JOIN events e ON e.id = ei.event_id
      JOIN inventories i ON i.id = ei.inventory_id
      JOIN brands b ON b.id = NEW.brand_id
      JOIN users u ON u.id = NEW.user_id
      LEFT JOIN pairings p ON p.ei_id = NEW.ei_id AND p.brand_id = NEW.brand_id
     WHERE ei.id = NEW.ei_id;
  END IF;
  RETURN NULL;
END $$;
