CREATE TABLE "interview_answers" (
	"session_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"response" text NOT NULL,
	"score" integer NOT NULL,
	"feedback" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_session_id_question_index_pk" PRIMARY KEY("session_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"industry" text NOT NULL,
	"role" text NOT NULL,
	"experience" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"overall_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_sessions_user_id_created_at_idx" ON "interview_sessions" USING btree ("user_id","created_at");