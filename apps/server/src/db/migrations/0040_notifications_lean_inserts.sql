ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_actor_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_action_taken_by_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "notifications_invitation_idx";--> statement-breakpoint
DROP INDEX "notifications_suggestion_idx";--> statement-breakpoint
CREATE INDEX "notifications_invitation_idx" ON "notifications" USING btree ("invitation_id") WHERE "notifications"."invitation_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_suggestion_idx" ON "notifications" USING btree ("suggestion_id") WHERE "notifications"."suggestion_id" is not null;