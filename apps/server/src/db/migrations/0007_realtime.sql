CREATE TABLE "brand_suggestions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ei_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"suggested_by_user_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by_user_id" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collab_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ei_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"invitee_user_id" bigint NOT NULL,
	"status" text DEFAULT 'CO_INVITED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"class" text DEFAULT 'INFO' NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"actor_user_id" bigint,
	"brand_id" bigint,
	"ei_id" bigint,
	"task_id" bigint,
	"invitation_id" bigint,
	"suggestion_id" bigint,
	"is_read" boolean DEFAULT false NOT NULL,
	"action_taken_type" text,
	"action_taken_by_user_id" bigint,
	"action_taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_brand_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_poc_id" bigint;--> statement-breakpoint
ALTER TABLE "brand_suggestions" ADD CONSTRAINT "brand_suggestions_ei_id_event_inventories_id_fk" FOREIGN KEY ("ei_id") REFERENCES "public"."event_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_suggestions" ADD CONSTRAINT "brand_suggestions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_suggestions" ADD CONSTRAINT "brand_suggestions_suggested_by_user_id_users_id_fk" FOREIGN KEY ("suggested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_suggestions" ADD CONSTRAINT "brand_suggestions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_invitations" ADD CONSTRAINT "collab_invitations_ei_id_event_inventories_id_fk" FOREIGN KEY ("ei_id") REFERENCES "public"."event_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_invitations" ADD CONSTRAINT "collab_invitations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_invitations" ADD CONSTRAINT "collab_invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_invitations" ADD CONSTRAINT "collab_invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ei_id_event_inventories_id_fk" FOREIGN KEY ("ei_id") REFERENCES "public"."event_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_action_taken_by_user_id_users_id_fk" FOREIGN KEY ("action_taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_suggestions_pending_uq" ON "brand_suggestions" USING btree ("ei_id","brand_id") WHERE "brand_suggestions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "brand_suggestions_ei_idx" ON "brand_suggestions" USING btree ("ei_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collab_invitations_open_uq" ON "collab_invitations" USING btree ("ei_id","brand_id","invitee_user_id") WHERE "collab_invitations"."status" in ('CO_INVITED', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "collab_invitations_ei_idx" ON "collab_invitations" USING btree ("ei_id","created_at");--> statement-breakpoint
CREATE INDEX "collab_invitations_invitee_idx" ON "collab_invitations" USING btree ("invitee_user_id","status");--> statement-breakpoint
CREATE INDEX "collab_invitations_brand_idx" ON "collab_invitations" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_action_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."class" = 'ACTION';--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "notifications_invitation_idx" ON "notifications" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "notifications_suggestion_idx" ON "notifications" USING btree ("suggestion_id");