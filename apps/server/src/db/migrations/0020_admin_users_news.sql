CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"badge" text NOT NULL,
	"source" text DEFAULT 'ADMIN' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"brand_id" bigint,
	"event_id" bigint,
	"user_id" bigint,
	"appreciations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_title_ck" CHECK (char_length("news"."title") between 1 and 200),
	CONSTRAINT "news_body_ck" CHECK (char_length("news"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "news_appreciations" (
	"news_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_appreciations_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_appreciations" ADD CONSTRAINT "news_appreciations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_appreciations" ADD CONSTRAINT "news_appreciations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_feed_idx" ON "news" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assignments_won_idx" ON "assignments" USING btree ("updated_at","brand_id","closed_value") WHERE "assignments"."status" = 'ASSIGNED' and "assignments"."stage" = 'WON';--> statement-breakpoint
-- News written by the pipeline itself (issue 10 §4): a deal moved to WON, a big brand (revenue of at least
-- 20,000 crore) given a new owner. In the database so that every path that writes these rows makes news.
CREATE FUNCTION "news_on_won"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.to_stage = 'WON' AND NEW.from_stage IS DISTINCT FROM 'WON' THEN
    INSERT INTO news (title, body, badge, source, brand_id, event_id, user_id, created_at, updated_at)
    SELECT left(b.name || ' signed for ' || e.name, 200),
           left(u.first_name || ' ' || u.last_name || ' won ' || i.name || ' with ' || b.name || coalesce(' for ₹' || trim_scale(a.closed_value)::text || ' Cr', '') || '.', 2000),
           'DEAL_WON', 'WON', b.id, e.id, u.id, NEW.created_at, NEW.created_at
      FROM event_inventories ei
      JOIN events e ON e.id = ei.event_id
      JOIN inventories i ON i.id = ei.inventory_id
      JOIN brands b ON b.id = NEW.brand_id
      JOIN users u ON u.id = NEW.user_id
      LEFT JOIN assignments a ON a.ei_id = NEW.ei_id AND a.brand_id = NEW.brand_id
     WHERE ei.id = NEW.ei_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_on_won" AFTER INSERT ON "stage_history" FOR EACH ROW EXECUTE FUNCTION "news_on_won"();
--> statement-breakpoint
CREATE FUNCTION "news_on_big_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO news (title, body, badge, source, brand_id, user_id, created_at, updated_at)
  SELECT left(b.name || ' joins ' || u.first_name || ' ' || u.last_name || '''s brands', 200),
         left(b.name || ' (revenue ₹' || to_char(b.revenue, 'FM999,999,990') || ' Cr) is now owned by ' || u.first_name || ' ' || u.last_name || '.', 2000),
         'BIG_BRAND', 'BIG_BRAND', b.id, u.id, NEW.assigned_at, NEW.assigned_at
    FROM brands b JOIN users u ON u.id = NEW.user_id
   WHERE b.id = NEW.brand_id AND b.revenue >= 20000;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_on_big_brand" AFTER INSERT ON "brand_owners" FOR EACH ROW EXECUTE FUNCTION "news_on_big_brand"();
