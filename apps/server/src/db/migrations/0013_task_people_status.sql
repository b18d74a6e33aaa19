ALTER TABLE "task_people" ADD COLUMN "task_status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
CREATE INDEX "task_people_user_status_idx" ON "task_people" USING btree ("user_id","task_status","task_id");--> statement-breakpoint
UPDATE "task_people" p SET "task_status" = CASE WHEN t."deleted_at" IS NOT NULL THEN 'DELETED' ELSE t."status" END FROM "tasks" t WHERE t."id" = p."task_id";
--> statement-breakpoint
CREATE FUNCTION "task_people_status_of_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."task_status" := (SELECT CASE WHEN t."deleted_at" IS NOT NULL THEN 'DELETED' ELSE t."status" END FROM "tasks" t WHERE t."id" = NEW."task_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "task_people_status_insert" BEFORE INSERT ON "task_people" FOR EACH ROW EXECUTE FUNCTION "task_people_status_of_task"();
--> statement-breakpoint
CREATE FUNCTION "tasks_status_to_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "task_people" SET "task_status" = CASE WHEN NEW."deleted_at" IS NOT NULL THEN 'DELETED' ELSE NEW."status" END WHERE "task_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tasks_status_to_people" AFTER UPDATE OF "status", "deleted_at" ON "tasks" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at") EXECUTE FUNCTION "tasks_status_to_people"();
