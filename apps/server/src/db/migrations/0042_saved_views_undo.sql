DROP INDEX "saved_views_name_uq";--> statement-breakpoint
DROP INDEX "saved_views_default_uq";--> statement-breakpoint
ALTER TABLE "saved_views" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_name_uq" ON "saved_views" USING btree ("owner_user_id","list",lower("name")) WHERE "saved_views"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_default_uq" ON "saved_views" USING btree ("owner_user_id","list") WHERE "saved_views"."is_default" and "saved_views"."deleted_at" is null;