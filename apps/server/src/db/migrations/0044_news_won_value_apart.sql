ALTER TABLE "news" ADD COLUMN "closed_value" numeric(14, 2);--> statement-breakpoint
-- A won deal's news keeps its closed value (crore) apart from its body, so that a reader without deal access
-- (no PIPELINE read area) reads the news without it; the news service adds it to the body for the others.
CREATE OR REPLACE FUNCTION "news_on_won"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.to_stage = 'WON' AND NEW.from_stage IS DISTINCT FROM 'WON' THEN
    INSERT INTO news (title, body, badge, source, brand_id, event_id, user_id, closed_value, created_at, updated_at)
    SELECT left(b.name || ' signed for ' || e.name, 200),
           left(u.first_name || ' ' || u.last_name || ' won ' || i.name || ' with ' || b.name || '.', 2000),
           'DEAL_WON', 'WON', b.id, e.id, u.id, p.closed_value, NEW.created_at, NEW.created_at
      FROM event_inventories ei
      JOIN events e ON e.id = ei.event_id
      JOIN inventories i ON i.id = ei.inventory_id
      JOIN brands b ON b.id = NEW.brand_id
      JOIN users u ON u.id = NEW.user_id
      LEFT JOIN pairings p ON p.ei_id = NEW.ei_id AND p.brand_id = NEW.brand_id
     WHERE ei.id = NEW.ei_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The won deals' news written before: the value leaves the body ('… with B for ₹12.5 Cr.' → '… with B.') for closed_value.
UPDATE "news" SET
  "closed_value" = substring("body" from ' for ₹(-?[0-9]+(?:\.[0-9]+)?) Cr\.$')::numeric,
  "body" = regexp_replace("body", ' for ₹-?[0-9]+(\.[0-9]+)? Cr\.$', '.')
 WHERE "source" = 'WON' AND "body" ~ ' for ₹-?[0-9]+(\.[0-9]+)? Cr\.$';
