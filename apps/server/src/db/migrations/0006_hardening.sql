CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status" smallint,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_route_pk" PRIMARY KEY("user_id","key","route")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "discarded_from" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Merge brands whose names differ only in case into the oldest (lowest id) before the unique index:
-- every row of a duplicate moves to the kept brand; a row the kept brand already has (same owner,
-- event inventory, agency, collaborator or office) is dropped with its duplicate.
CREATE TEMP TABLE "brand_merge" AS
  SELECT b."id" AS "dup_id", k."keep_id" FROM "brands" b
  JOIN (SELECT lower("name") AS "n", min("id") AS "keep_id" FROM "brands" GROUP BY lower("name") HAVING count(*) > 1) k ON lower(b."name") = k."n"
  WHERE b."id" <> k."keep_id";--> statement-breakpoint
DELETE FROM "brand_owners" o USING "brand_merge" m WHERE o."brand_id" = m."dup_id" AND EXISTS (SELECT 1 FROM "brand_owners" x WHERE x."brand_id" = m."keep_id" AND x."user_id" = o."user_id");--> statement-breakpoint
DELETE FROM "assignments" o USING "brand_merge" m WHERE o."brand_id" = m."dup_id" AND EXISTS (SELECT 1 FROM "assignments" x WHERE x."brand_id" = m."keep_id" AND x."ei_id" = o."ei_id");--> statement-breakpoint
DELETE FROM "brand_agencies" o USING "brand_merge" m WHERE o."brand_id" = m."dup_id" AND EXISTS (SELECT 1 FROM "brand_agencies" x WHERE x."brand_id" = m."keep_id" AND x."agency_id" = o."agency_id" AND x."association_type_id" = o."association_type_id");--> statement-breakpoint
DELETE FROM "brand_collaborators" o USING "brand_merge" m WHERE o."brand_id" = m."dup_id" AND EXISTS (SELECT 1 FROM "brand_collaborators" x WHERE x."brand_id" = m."keep_id" AND x."user_id" = o."user_id");--> statement-breakpoint
DELETE FROM "brand_marketing_offices" o USING "brand_merge" m WHERE o."brand_id" = m."dup_id" AND EXISTS (SELECT 1 FROM "brand_marketing_offices" x WHERE x."brand_id" = m."keep_id" AND x."city_id" = o."city_id");--> statement-breakpoint
UPDATE "brand_owners" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "assignments" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "brand_agencies" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "brand_collaborators" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "brand_marketing_offices" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "pocs" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "interactions" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "stage_history" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "brand_history" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "brand_notes" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "brand_owner_history" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "departments" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
UPDATE "files" t SET "brand_id" = m."keep_id" FROM "brand_merge" m WHERE t."brand_id" = m."dup_id";--> statement-breakpoint
DELETE FROM "brands" b USING "brand_merge" m WHERE b."id" = m."dup_id";--> statement-breakpoint
DROP TABLE "brand_merge";--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_public_id_unique" UNIQUE("public_id");