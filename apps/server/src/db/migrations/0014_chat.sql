CREATE TABLE "chat_members" (
	"chat_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"last_read_mid" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "chat_members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"name" text,
	"description" text,
	"picture" text,
	"owner_user_id" bigint,
	"event_id" bigint,
	"personal_key" text,
	"latest_mid" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_purpose_ck" CHECK ("chats"."purpose" in ('PERSONAL_CHAT', 'REG_GROUP', 'EVENT_GROUP'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" bigint NOT NULL,
	"mid" bigint NOT NULL,
	"sender_user_id" bigint NOT NULL,
	"local_id" text,
	"content" text NOT NULL,
	"type" text DEFAULT 'TEXT' NOT NULL,
	"replying_to" bigint,
	"additional_data" jsonb,
	"edit_version" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_ck" CHECK (char_length("messages"."content") <= 2000),
	CONSTRAINT "messages_type_ck" CHECK ("messages"."type" in ('TEXT', 'ANNOUNCEMENT'))
);
--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id","chat_id") WHERE "chat_members"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_personal_uq" ON "chats" USING btree ("personal_key") WHERE "chats"."personal_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_event_uq" ON "chats" USING btree ("event_id") WHERE "chats"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_chat_mid_uq" ON "messages" USING btree ("chat_id","mid");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_local_uq" ON "messages" USING btree ("chat_id","sender_user_id","local_id") WHERE "messages"."local_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_modified_idx" ON "messages" USING btree ("chat_id","updated_at") WHERE "messages"."edited_at" is not null or "messages"."deleted_at" is not null;