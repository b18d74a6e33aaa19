DROP INDEX "task_people_user_idx";--> statement-breakpoint
DROP INDEX "task_mentions_user_idx";--> statement-breakpoint
DROP INDEX "task_people_user_status_idx";--> statement-breakpoint
DROP INDEX "task_stars_user_idx";--> statement-breakpoint
CREATE INDEX "task_mentions_user_idx" ON "task_mentions" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "task_people_user_status_idx" ON "task_people" USING btree ("user_id","task_status","task_created_at","task_id","relation");--> statement-breakpoint
CREATE INDEX "task_stars_user_idx" ON "task_stars" USING btree ("user_id","task_id");