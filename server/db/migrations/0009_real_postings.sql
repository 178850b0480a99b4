CREATE TABLE "job_boards" (
	"source" text NOT NULL,
	"board" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"open_postings" integer DEFAULT 0 NOT NULL,
	"median_days_open" integer,
	CONSTRAINT "job_boards_source_board_pk" PRIMARY KEY("source","board")
);
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_min" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_max" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_currency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "board" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_html" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "first_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "scam_signals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reposted_after_days" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_duplicate_of_jobs_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_source_board_idx" ON "jobs" USING btree ("source","board");--> statement-breakpoint
CREATE INDEX "jobs_company_dedupe_key_idx" ON "jobs" USING btree ("company","dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_first_seen_at_idx" ON "jobs" USING btree ("first_seen_at");--> statement-breakpoint
CREATE INDEX "jobs_duplicate_of_idx" ON "jobs" USING btree ("duplicate_of") WHERE "jobs"."duplicate_of" is not null;--> statement-breakpoint
UPDATE "jobs" SET "first_seen_at" = "posted_at", "salary_period" = CASE WHEN "salary_min" IS NULL THEN NULL ELSE 'year' END WHERE "source" = 'sample';
