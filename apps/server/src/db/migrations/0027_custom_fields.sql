CREATE TABLE "custom_fields" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pocs" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_key_uq" ON "custom_fields" USING btree ("entity","key");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_label_uq" ON "custom_fields" USING btree ("entity",lower("label"));--> statement-breakpoint
CREATE INDEX "custom_fields_entity_idx" ON "custom_fields" USING btree ("entity","position");--> statement-breakpoint
CREATE INDEX "brands_custom_fields_idx" ON "brands" USING gin ("custom_fields");