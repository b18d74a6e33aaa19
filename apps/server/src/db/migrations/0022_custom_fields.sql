DROP INDEX "brands_custom_fields_idx";--> statement-breakpoint
CREATE INDEX "brands_custom_fields_idx" ON "brands" USING gin ("custom_fields");