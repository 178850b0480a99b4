CREATE TABLE "application_stage_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_stage_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"stage" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"url" text,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"next_step_due" date,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" integer,
	"resume_id" integer,
	"tailoring_id" integer,
	"applied_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"kind" text NOT NULL,
	"people" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"follow_up_days" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD CONSTRAINT "application_stage_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tailoring_id_tailorings_id_fk" FOREIGN KEY ("tailoring_id") REFERENCES "public"."tailorings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_rounds" ADD CONSTRAINT "interview_rounds_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_settings" ADD CONSTRAINT "tracker_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_changes_application_id_idx" ON "application_stage_changes" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "applications_user_id_stage_idx" ON "applications" USING btree ("user_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_id_job_id_key" ON "applications" USING btree ("user_id","job_id") WHERE "applications"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "interview_rounds_application_id_idx" ON "interview_rounds" USING btree ("application_id","starts_at");--> statement-breakpoint
INSERT INTO "applications" ("user_id", "stage", "title", "company", "location", "url", "description", "job_id", "applied_at", "stage_changed_at", "created_at", "updated_at")
SELECT m."user_id", 'applied', left(j."title", 200), left(j."company", 200), left(j."location", 200), j."url", left(j."description", 30000), j."id",
	coalesce(m."applied_at", m."updated_at"), coalesce(m."applied_at", m."updated_at"), coalesce(m."applied_at", m."updated_at"), coalesce(m."applied_at", m."updated_at")
FROM "job_matches" m JOIN "jobs" j ON j."id" = m."job_id"
WHERE m."is_applied";--> statement-breakpoint
INSERT INTO "application_stage_changes" ("application_id", "stage", "at")
SELECT "id", 'applied', "applied_at" FROM "applications";
