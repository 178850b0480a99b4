CREATE TABLE "linkedin_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"summary" text NOT NULL,
	"experience" jsonb NOT NULL,
	"skills" jsonb NOT NULL,
	"optimization_score" integer NOT NULL,
	"recommendations" jsonb NOT NULL,
	"checks" jsonb NOT NULL,
	"target_role" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linkedin_profiles" ADD CONSTRAINT "linkedin_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;