CREATE TABLE "sso_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"ticket_hash" text,
	"user_id" bigint,
	"ticket_expires_at" timestamp with time zone,
	CONSTRAINT "sso_logins_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_logins_created_idx" ON "sso_logins" USING btree ("created_at");