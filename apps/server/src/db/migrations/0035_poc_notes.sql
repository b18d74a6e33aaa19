ALTER TABLE "brand_notes" ADD COLUMN "poc_id" bigint;--> statement-breakpoint
ALTER TABLE "brand_notes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_notes" ADD CONSTRAINT "brand_notes_poc_id_pocs_id_fk" FOREIGN KEY ("poc_id") REFERENCES "public"."pocs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_notes_poc_idx" ON "brand_notes" USING btree ("poc_id","created_at");