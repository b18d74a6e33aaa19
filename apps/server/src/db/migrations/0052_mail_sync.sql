CREATE TABLE "mail_folder_states" (
	"mailbox_id" bigint NOT NULL,
	"folder" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"high_uid" bigint NOT NULL,
	"low_uid" bigint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_folder_states_mailbox_id_folder_pk" PRIMARY KEY("mailbox_id","folder")
);
--> statement-breakpoint
CREATE TABLE "mail_links" (
	"message_row_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"poc_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_links_message_row_id_brand_id_poc_id_pk" PRIMARY KEY("message_row_id","brand_id","poc_id")
);
--> statement-breakpoint
CREATE TABLE "mail_locations" (
	"mailbox_id" bigint NOT NULL,
	"folder" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"message_row_id" bigint NOT NULL,
	CONSTRAINT "mail_locations_mailbox_id_folder_uid_validity_uid_pk" PRIMARY KEY("mailbox_id","folder","uid_validity","uid")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mailbox_id" bigint NOT NULL,
	"message_id" text NOT NULL,
	"thread_key" text NOT NULL,
	"subject" text NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"snippet" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "website_domain" text GENERATED ALWAYS AS (lower(substring(website from '^(?:[A-Za-z][A-Za-z0-9+.-]*://)?(?:www[.])?([^/:?#[:space:]]+)'))) STORED;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "watch_owner" text;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "watch_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_folder_states" ADD CONSTRAINT "mail_folder_states_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_message_row_id_mail_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_locations" ADD CONSTRAINT "mail_locations_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_locations" ADD CONSTRAINT "mail_locations_message_row_id_mail_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_links_brand_idx" ON "mail_links" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "mail_links_poc_idx" ON "mail_links" USING btree ("poc_id");--> statement-breakpoint
CREATE INDEX "mail_locations_message_idx" ON "mail_locations" USING btree ("message_row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_mailbox_message_key" ON "mail_messages" USING btree ("mailbox_id","message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_thread_idx" ON "mail_messages" USING btree ("mailbox_id","thread_key");--> statement-breakpoint
CREATE INDEX "brands_website_domain_idx" ON "brands" USING btree ("website_domain");