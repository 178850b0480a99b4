CREATE TABLE "billing_customers" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "billing_customers_provider_customer_id_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "account_notices" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"last_occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_notices_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "guest_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_subscribers" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notices" ADD CONSTRAINT "account_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_subscribers" ADD CONSTRAINT "waitlist_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_events_guest_address_idx" ON "usage_events" USING btree ("guest_address","allowance","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_unique" ON "users" USING btree ("email") WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_subscribers_user_id_idx" ON "waitlist_subscribers" USING btree ("user_id");--> statement-breakpoint
UPDATE "subscriptions" SET "trial_started_at" = coalesce("provider_updated_at", "created_at") WHERE "trial_ends_at" IS NOT NULL AND "has_payment_method";
