CREATE TABLE "task_comment_reads" (
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"thread" bigint NOT NULL,
	"last_read_id" bigint NOT NULL,
	CONSTRAINT "task_comment_reads_task_id_user_id_thread_pk" PRIMARY KEY("task_id","user_id","thread")
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" bigint NOT NULL,
	"sub_assignment_id" bigint,
	"sender_user_id" bigint NOT NULL,
	"text" text NOT NULL,
	"local_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_sub_assignment_members" (
	"sub_assignment_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"added_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_sub_assignment_members_sub_assignment_id_user_id_pk" PRIMARY KEY("sub_assignment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "task_comment_reads" ADD CONSTRAINT "task_comment_reads_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment_reads" ADD CONSTRAINT "task_comment_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_sub_assignment_id_task_sub_assignments_id_fk" FOREIGN KEY ("sub_assignment_id") REFERENCES "public"."task_sub_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_sub_assignment_members" ADD CONSTRAINT "task_sub_assignment_members_sub_assignment_id_task_sub_assignments_id_fk" FOREIGN KEY ("sub_assignment_id") REFERENCES "public"."task_sub_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_sub_assignment_members" ADD CONSTRAINT "task_sub_assignment_members_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_sub_assignment_members" ADD CONSTRAINT "task_sub_assignment_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_sub_assignment_members" ADD CONSTRAINT "task_sub_assignment_members_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_comments_thread_idx" ON "task_comments" USING btree ("task_id","sub_assignment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_comments_local_uq" ON "task_comments" USING btree ("sender_user_id","local_id") WHERE "task_comments"."local_id" is not null;--> statement-breakpoint
CREATE INDEX "task_sub_members_user_idx" ON "task_sub_assignment_members" USING btree ("user_id","task_id");