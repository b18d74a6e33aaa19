DROP INDEX "task_people_user_status_idx";--> statement-breakpoint
DROP INDEX "tasks_creator_idx";--> statement-breakpoint
ALTER TABLE "task_people" ADD COLUMN "task_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "task_people" p SET "task_created_at" = t."created_at" FROM "tasks" t WHERE t."id" = p."task_id";--> statement-breakpoint
CREATE INDEX "task_people_user_status_idx" ON "task_people" USING btree ("user_id","task_status","task_created_at","task_id");--> statement-breakpoint
CREATE INDEX "tasks_creator_idx" ON "tasks" USING btree ("creator_user_id","status","created_at","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_people_status_of_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN t."deleted_at" IS NOT NULL THEN 'DELETED' ELSE t."status" END, t."created_at"
    INTO NEW."task_status", NEW."task_created_at"
    FROM "tasks" t WHERE t."id" = NEW."task_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tasks_status_to_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "task_people" SET "task_status" = CASE WHEN NEW."deleted_at" IS NOT NULL THEN 'DELETED' ELSE NEW."status" END,
    "task_created_at" = NEW."created_at"
  WHERE "task_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "tasks_status_to_people" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_status_to_people" AFTER UPDATE OF "status", "deleted_at", "created_at" ON "tasks" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "tasks_status_to_people"();
