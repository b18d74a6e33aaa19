CREATE TABLE "repositories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repositories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'PRIVATE' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"duplicated_from_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "repositories_name_ck" CHECK (char_length("repositories"."name") between 1 and 100),
	CONSTRAINT "repositories_description_ck" CHECK (char_length("repositories"."description") <= 1000),
	CONSTRAINT "repositories_visibility_ck" CHECK ("repositories"."visibility" in ('PRIVATE', 'PUBLIC')),
	CONSTRAINT "repositories_status_ck" CHECK ("repositories"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE TABLE "repository_brands" (
	"repo_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"added_by_user_id" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repository_brands_repo_id_brand_id_pk" PRIMARY KEY("repo_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "repositories" ADD CONSTRAINT "repositories_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_brands" ADD CONSTRAINT "repository_brands_repo_id_repositories_id_fk" FOREIGN KEY ("repo_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_brands" ADD CONSTRAINT "repository_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_brands" ADD CONSTRAINT "repository_brands_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repositories_owner_idx" ON "repositories" USING btree ("owner_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "repositories_public_idx" ON "repositories" USING btree ("updated_at") WHERE visibility = 'PUBLIC' and status = 'PUBLISHED' and removed_at is null;--> statement-breakpoint
CREATE INDEX "repository_brands_brand_idx" ON "repository_brands" USING btree ("brand_id");