-- The history, timeline and chat message tables become partitioned by id range (issue 43 §1): each partition
-- <table>_p<k> holds ids [k * 5,000,000, (k + 1) * 5,000,000), so the oldest rows are whole partitions an
-- admin can detach and archive (docs/operations.md). Ids only grow, so a partition is also a span of time.
-- Each table is converted in place: renamed aside, a partitioned table of the same columns made, every row
-- copied with its id, the identity sequence carried on, then its keys, indexes, foreign keys and triggers
-- made again on the new table, and the old one dropped. No index spans a partitioned table's partitions
-- unless it holds the id, so messages' (chat, mid) and (chat, sender, localId) become plain indexes: the
-- send keeps both unique under the chat's row lock.
CREATE OR REPLACE FUNCTION "ensure_id_partitions"("parent" text, "width" bigint) RETURNS integer
LANGUAGE plpgsql AS $$
-- Makes the missing partitions of `parent` above its highest attached one, until ids up to its identity
-- sequence's last value plus two widths have one; answers how many it made. A detached range is not made again.
DECLARE
  top bigint := coalesce(pg_sequence_last_value(pg_get_serial_sequence(parent, 'id')), 0);
  k bigint;
  made integer := 0;
BEGIN
  SELECT coalesce(max((regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''?(-?\d+)'))[1]::bigint), 0) / width
    INTO k
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = parent::regclass;
  WHILE k * width <= top + 2 * width LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s) TO (%s)',
      parent || '_p' || k, parent, k * width, (k + 1) * width);
    k := k + 1;
    made := made + 1;
  END LOOP;
  RETURN made;
END $$;--> statement-breakpoint
CREATE FUNCTION pg_temp."partition_by_id"("tbl" text, "width" bigint) RETURNS void
LANGUAGE plpgsql AS $$
-- Moves table `tbl` aside as <tbl>_unpartitioned and makes `tbl` again, partitioned by id, with the same
-- columns (defaults, NOT NULL, checks), its identity sequence going on from the highest id, its partitions,
-- every row (ids kept) and its primary key. Indexes, foreign keys and triggers are made by the caller.
DECLARE
  old text := tbl || '_unpartitioned';
  cols text;
  top bigint;
BEGIN
  EXECUTE format('ALTER TABLE %I RENAME TO %I', tbl, old);
  EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', old, tbl || '_pkey', old || '_pkey');
  EXECUTE format('SELECT coalesce(max(id), 0) FROM %I', old) INTO top;
  EXECUTE format('ALTER TABLE %I ALTER COLUMN id DROP IDENTITY', old);
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (id)', tbl, old);
  EXECUTE format('ALTER TABLE %I ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (SEQUENCE NAME %I)', tbl, tbl || '_id_seq');
  IF top > 0 THEN
    PERFORM setval(quote_ident(tbl || '_id_seq'), top);
  END IF;
  PERFORM ensure_id_partitions(tbl, width);
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO cols
    FROM pg_attribute WHERE attrelid = old::regclass AND attnum > 0 AND NOT attisdropped;
  EXECUTE format('INSERT INTO %I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM %I', tbl, cols, cols, old);
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id)', tbl, tbl || '_pkey');
END $$;--> statement-breakpoint
ALTER TABLE "message_pins" DROP CONSTRAINT "message_pins_message_id_messages_id_fk";--> statement-breakpoint
ALTER TABLE "message_reactions" DROP CONSTRAINT "message_reactions_message_id_messages_id_fk";--> statement-breakpoint
ALTER TABLE "message_stars" DROP CONSTRAINT "message_stars_message_id_messages_id_fk";--> statement-breakpoint
ALTER TABLE "message_files" DROP CONSTRAINT "message_files_message_id_messages_id_fk";--> statement-breakpoint
SELECT pg_temp.partition_by_id('stage_history', 5000000);--> statement-breakpoint
SELECT pg_temp.partition_by_id('brand_history', 5000000);--> statement-breakpoint
SELECT pg_temp.partition_by_id('brand_owner_history', 5000000);--> statement-breakpoint
SELECT pg_temp.partition_by_id('event_history', 5000000);--> statement-breakpoint
SELECT pg_temp.partition_by_id('event_timeline', 5000000);--> statement-breakpoint
SELECT pg_temp.partition_by_id('messages', 5000000);--> statement-breakpoint
DROP TABLE "stage_history_unpartitioned", "brand_history_unpartitioned", "brand_owner_history_unpartitioned",
  "event_history_unpartitioned", "event_timeline_unpartitioned", "messages_unpartitioned";--> statement-breakpoint
CREATE INDEX "stage_history_ei_idx" ON "stage_history" USING btree ("ei_id","created_at");--> statement-breakpoint
CREATE INDEX "stage_history_brand_idx" ON "stage_history" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_history_idx" ON "brand_history" USING btree ("brand_id","entity","created_at");--> statement-breakpoint
CREATE INDEX "boh_brand_idx" ON "brand_owner_history" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "event_history_event_idx" ON "event_history" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_timeline_event_idx" ON "event_timeline" USING btree ("event_id","at","id");--> statement-breakpoint
CREATE INDEX "event_timeline_brand_idx" ON "event_timeline" USING btree ("brand_id","event_id");--> statement-breakpoint
CREATE INDEX "messages_chat_mid_idx" ON "messages" USING btree ("chat_id","mid");--> statement-breakpoint
CREATE INDEX "messages_local_idx" ON "messages" USING btree ("chat_id","sender_user_id","local_id") WHERE "messages"."local_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_modified_idx" ON "messages" USING btree ("chat_id","updated_at") WHERE "messages"."edited_at" is not null or "messages"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_ei_id_event_inventories_id_fk" FOREIGN KEY ("ei_id") REFERENCES "public"."event_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_history" ADD CONSTRAINT "brand_history_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_history" ADD CONSTRAINT "brand_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_history" ADD CONSTRAINT "brand_owner_history_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_history" ADD CONSTRAINT "brand_owner_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_history" ADD CONSTRAINT "brand_owner_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_timeline" ADD CONSTRAINT "event_timeline_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_timeline" ADD CONSTRAINT "event_timeline_ei_id_event_inventories_id_fk" FOREIGN KEY ("ei_id") REFERENCES "public"."event_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_timeline" ADD CONSTRAINT "event_timeline_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_pins" ADD CONSTRAINT "message_pins_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_stars" ADD CONSTRAINT "message_stars_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "event_timeline_stage" AFTER INSERT ON "stage_history" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_timeline_on_stage"();--> statement-breakpoint
CREATE TRIGGER "news_on_won" AFTER INSERT ON "stage_history" FOR EACH ROW EXECUTE FUNCTION "news_on_won"();
