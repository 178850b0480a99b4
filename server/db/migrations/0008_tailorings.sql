CREATE TABLE "tailorings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tailorings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"resume_id" integer NOT NULL,
	"job" jsonb NOT NULL,
	"match_rate" integer NOT NULL,
	"fit" text NOT NULL,
	"findings" jsonb NOT NULL,
	"accepted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tailorings" ADD CONSTRAINT "tailorings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailorings" ADD CONSTRAINT "tailorings_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tailorings_user_id_resume_id_idx" ON "tailorings" USING btree ("user_id","resume_id","created_at");