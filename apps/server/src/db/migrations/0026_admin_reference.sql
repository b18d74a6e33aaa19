CREATE TABLE "department_names" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "department_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "designations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "tier" smallint;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "department_names_name_uq" ON "department_names" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "designations_name_uq" ON "designations" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_parent_id_cities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "cities_parent_idx" ON "cities" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "departments_name_idx" ON "departments" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_tier_check" CHECK ("cities"."tier" between 1 and 3);--> statement-breakpoint
-- hand-written: the reference lists start from the names already in use
INSERT INTO "designations" ("name") SELECT min(btrim("designation")) FROM "users" WHERE btrim(coalesce("designation", '')) <> '' GROUP BY lower(btrim("designation"));--> statement-breakpoint
INSERT INTO "department_names" ("name") SELECT min(btrim("name")) FROM "departments" WHERE btrim("name") <> '' GROUP BY lower(btrim("name"));
