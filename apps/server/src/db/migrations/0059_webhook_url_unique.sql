-- a database with two live webhooks to one address keeps the oldest; the later ones are removed (each restorable once the kept one is removed)
UPDATE "webhooks" w SET "removed_at" = now()
WHERE w."removed_at" IS NULL AND EXISTS (
  SELECT 1 FROM "webhooks" o WHERE o."url" = w."url" AND o."removed_at" IS NULL AND o."id" < w."id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_url_live_idx" ON "webhooks" USING btree ("url") WHERE "webhooks"."removed_at" is null;