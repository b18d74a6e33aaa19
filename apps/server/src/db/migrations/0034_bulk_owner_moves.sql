CREATE TABLE "brand_owner_move_brands" (
	"move_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"previous_owner_ids" bigint[] NOT NULL,
	"next_owner_ids" bigint[] NOT NULL,
	"was_offloaded" boolean NOT NULL,
	"offload_reason" text,
	"offloaded_at" timestamp with time zone,
	"offloaded_by_user_id" bigint,
	CONSTRAINT "brand_owner_move_brands_move_id_brand_id_pk" PRIMARY KEY("move_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "brand_owner_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_owner_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"by_user_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "brand_owner_move_brands" ADD CONSTRAINT "brand_owner_move_brands_move_id_brand_owner_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."brand_owner_moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_move_brands" ADD CONSTRAINT "brand_owner_move_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_moves" ADD CONSTRAINT "brand_owner_moves_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_owner_move_brands_brand_idx" ON "brand_owner_move_brands" USING btree ("brand_id");