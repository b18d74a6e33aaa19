CREATE TABLE "import_upload_counts" (
	"user_id" bigint NOT NULL,
	"route" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"uploads" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "import_upload_counts_user_id_route_pk" PRIMARY KEY("user_id","route")
);
--> statement-breakpoint
ALTER TABLE "import_upload_counts" ADD CONSTRAINT "import_upload_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;