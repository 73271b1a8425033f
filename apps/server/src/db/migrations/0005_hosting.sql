CREATE TABLE "test_provider_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calendar_feed_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_host_external_uid_uq" ON "activities" USING btree ("host_id","external_uid") WHERE "activities"."external_uid" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_calendar_feed_token_unique" UNIQUE("calendar_feed_token");