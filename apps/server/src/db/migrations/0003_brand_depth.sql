CREATE TABLE "agencies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "agency_association_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_association_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "agency_association_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "brand_agencies" (
	"brand_id" bigint NOT NULL,
	"agency_id" bigint NOT NULL,
	"association_type_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_agencies_brand_id_agency_id_association_type_id_pk" PRIMARY KEY("brand_id","agency_id","association_type_id")
);
--> statement-breakpoint
CREATE TABLE "brand_collaborators" (
	"brand_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"invite_status" text DEFAULT 'CO_INVITED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_collaborators_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "brand_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"entity" text NOT NULL,
	"entity_id" bigint,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_marketing_offices" (
	"brand_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	CONSTRAINT "brand_marketing_offices_brand_id_city_id_pk" PRIMARY KEY("brand_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "brand_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_owner_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_owner_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"purpose" text NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"brand_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offloaded_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "info_update_notification_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "assigned_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pocs" ADD COLUMN "department_id" bigint;--> statement-breakpoint
ALTER TABLE "pocs" ADD COLUMN "city_id" bigint;--> statement-breakpoint
ALTER TABLE "pocs" ADD COLUMN "reports_to_poc_id" bigint;--> statement-breakpoint
ALTER TABLE "pocs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pocs" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_agencies" ADD CONSTRAINT "brand_agencies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_agencies" ADD CONSTRAINT "brand_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_agencies" ADD CONSTRAINT "brand_agencies_association_type_id_agency_association_types_id_fk" FOREIGN KEY ("association_type_id") REFERENCES "public"."agency_association_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_collaborators" ADD CONSTRAINT "brand_collaborators_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_collaborators" ADD CONSTRAINT "brand_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_history" ADD CONSTRAINT "brand_history_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_history" ADD CONSTRAINT "brand_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_marketing_offices" ADD CONSTRAINT "brand_marketing_offices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_marketing_offices" ADD CONSTRAINT "brand_marketing_offices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_notes" ADD CONSTRAINT "brand_notes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_notes" ADD CONSTRAINT "brand_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_history" ADD CONSTRAINT "brand_owner_history_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_history" ADD CONSTRAINT "brand_owner_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_history" ADD CONSTRAINT "brand_owner_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_agencies_agency_idx" ON "brand_agencies" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "brand_history_idx" ON "brand_history" USING btree ("brand_id","entity","created_at");--> statement-breakpoint
CREATE INDEX "bmo_city_idx" ON "brand_marketing_offices" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "brand_notes_idx" ON "brand_notes" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "boh_brand_idx" ON "brand_owner_history" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "departments_brand_idx" ON "departments" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "files_brand_idx" ON "files" USING btree ("brand_id","created_at");--> statement-breakpoint
ALTER TABLE "pocs" ADD CONSTRAINT "pocs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pocs" ADD CONSTRAINT "pocs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_hq_city_idx" ON "brands" USING btree ("hq_city_id");--> statement-breakpoint
CREATE INDEX "brands_company_idx" ON "brands" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "brands_assigned_count_idx" ON "brands" USING btree ("assigned_count");--> statement-breakpoint
CREATE INDEX "pocs_email_idx" ON "pocs" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "assignments_assigned_by_idx" ON "assignments" USING btree ("assigned_by_user_id","brand_id");--> statement-breakpoint
UPDATE "brands" b SET "assigned_count" = s.n FROM (SELECT "brand_id", count(*) AS n FROM "assignments" WHERE "status" = 'ASSIGNED' GROUP BY "brand_id") s WHERE s."brand_id" = b."id";
--> statement-breakpoint
CREATE FUNCTION "brands_assigned_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Net change per brand, so that an update that moves nothing (a stage change) writes no brand row.
    UPDATE "brands" b SET "assigned_count" = b."assigned_count" + d.n FROM (
      SELECT "brand_id", sum(n) AS n FROM (
        SELECT "brand_id", -count(*) AS n FROM old_rows WHERE "status" = 'ASSIGNED' GROUP BY "brand_id"
        UNION ALL
        SELECT "brand_id", count(*) AS n FROM new_rows WHERE "status" = 'ASSIGNED' GROUP BY "brand_id"
      ) x GROUP BY "brand_id" HAVING sum(n) <> 0
    ) d WHERE d."brand_id" = b."id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "brands" b SET "assigned_count" = b."assigned_count" - d.n FROM (SELECT "brand_id", count(*) AS n FROM old_rows WHERE "status" = 'ASSIGNED' GROUP BY "brand_id") d WHERE d."brand_id" = b."id";
  ELSE
    UPDATE "brands" b SET "assigned_count" = b."assigned_count" + d.n FROM (SELECT "brand_id", count(*) AS n FROM new_rows WHERE "status" = 'ASSIGNED' GROUP BY "brand_id") d WHERE d."brand_id" = b."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "assignments_count_insert" AFTER INSERT ON "assignments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_assigned_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "assignments_count_update" AFTER UPDATE ON "assignments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_assigned_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "assignments_count_delete" AFTER DELETE ON "assignments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_assigned_count_sync"();
