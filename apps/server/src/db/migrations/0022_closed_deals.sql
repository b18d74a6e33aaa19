CREATE TABLE "closed_deals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closed_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"ei_id" bigint,
	"title" text,
	"closed_value" numeric(14, 2) NOT NULL,
	"deal_closed_date" date NOT NULL,
	"note" text,
	"closed_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" bigint
);
--> statement-breakpoint
ALTER TABLE "closed_deals" ADD CONSTRAINT "closed_deals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_deals" ADD CONSTRAINT "closed_deals_ei_id_event_inventories_id_fk" FOREIGN KEY ("ei_id") REFERENCES "public"."event_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_deals" ADD CONSTRAINT "closed_deals_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_deals" ADD CONSTRAINT "closed_deals_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_deals_brand_idx" ON "closed_deals" USING btree ("brand_id","deal_closed_date");--> statement-breakpoint
CREATE INDEX "closed_deals_date_idx" ON "closed_deals" USING btree ("deal_closed_date","id") WHERE "closed_deals"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "closed_deals_pairing_uq" ON "closed_deals" USING btree ("brand_id","ei_id") WHERE "closed_deals"."removed_at" is null and "closed_deals"."ei_id" is not null;