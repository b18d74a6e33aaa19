DROP INDEX "stage_history_ei_idx";--> statement-breakpoint
CREATE INDEX "stage_history_ei_idx" ON "stage_history" USING btree ("ei_id","created_at","brand_id","to_stage","from_stage","action","id");