DROP INDEX "pairings_ei_status_updated_idx";--> statement-breakpoint
CREATE INDEX "pairings_ei_status_updated_idx" ON "pairings" USING btree ("ei_id","status","updated_at","brand_id");