CREATE TYPE "public"."ab_group" AS ENUM('variant_a', 'variant_b');--> statement-breakpoint
CREATE TYPE "public"."activity_status" AS ENUM('draft', 'published', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."analytics_event_type" AS ENUM('page_view', 'checkout_started');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."booking_source" AS ENUM('sortim', 'external');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('paid', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."activity_category" AS ENUM('Be Active', 'Go Social', 'Taste & Cook', 'Explore Culture', 'Get Outdoors');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'non-binary', 'other', 'prefer-not-to-say');--> statement-breakpoint
CREATE TYPE "public"."host_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."activity_level" AS ENUM('All levels', 'Beginner', 'Intermediate', 'Advanced');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'test');--> statement-breakpoint
CREATE TYPE "public"."payment_session_status" AS ENUM('open', 'completed', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('user', 'host', 'verified_host', 'admin');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" text NOT NULL,
	"series_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "activity_category" NOT NULL,
	"subtype" text NOT NULL,
	"price_cents" integer NOT NULL,
	"capacity" integer NOT NULL,
	"spots_remaining" integer NOT NULL,
	"third_party_attendees" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location" text,
	"location_name" text NOT NULL,
	"address" text NOT NULL,
	"cover_image_url" text,
	"thumbnail_url" text,
	"additional_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"activity_languages" text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"level" "activity_level" DEFAULT 'All levels' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"approval_status" "approval_status" DEFAULT 'approved' NOT NULL,
	"status" "activity_status" DEFAULT 'published' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_subtype_in_category" CHECK (((category = 'Be Active' AND subtype IN ('Play Football', 'Play Volleyball', 'Play Padel', 'Do Yoga', 'Do Pilates', 'Try CrossFit', 'Run Together', 'Try Something New')) OR (category = 'Go Social' AND subtype IN ('Join a Dinner', 'Go on a Pub Crawl', 'Play Board Games', 'Meet for Drinks', 'Do Language Exchange', 'Try Speed Friending')) OR (category = 'Taste & Cook' AND subtype IN ('Cook Together', 'Taste Wine', 'Try a Tapas Tour', 'Make Cocktails', 'Visit a Food Market')) OR (category = 'Explore Culture' AND subtype IN ('Take a City Tour', 'Visit a Museum', 'Walk an Art Route', 'Join a Festival', 'Discover Architecture')) OR (category = 'Get Outdoors' AND subtype IN ('Go Hiking', 'Relax at the Beach', 'Do Yoga in the Park', 'Watch the Sunset', 'Escape for the Weekend')))),
	CONSTRAINT "activities_price_non_negative" CHECK ("activities"."price_cents" >= 0),
	CONSTRAINT "activities_capacity_min" CHECK ("activities"."capacity" >= 2),
	CONSTRAINT "activities_spots_in_capacity" CHECK ("activities"."spots_remaining" BETWEEN 0 AND "activities"."capacity"),
	CONSTRAINT "activities_third_party_in_capacity" CHECK ("activities"."third_party_attendees" BETWEEN 0 AND "activities"."capacity"),
	CONSTRAINT "activities_ends_after_start" CHECK ("activities"."end_time" > "activities"."start_time"),
	CONSTRAINT "activities_title_length" CHECK (char_length("activities"."title") BETWEEN 5 AND 100),
	CONSTRAINT "activities_description_length" CHECK (char_length("activities"."description") BETWEEN 20 AND 1000),
	CONSTRAINT "activities_has_language" CHECK (cardinality("activities"."activity_languages") >= 1),
	CONSTRAINT "activities_additional_images_max" CHECK (cardinality("activities"."additional_images") <= 5)
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" "analytics_event_type" NOT NULL,
	"page" text,
	"activity_id" uuid,
	"user_id" text,
	"session_id" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_metadata_object" CHECK (jsonb_typeof("analytics_events"."metadata") = 'object')
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"activity_id" uuid NOT NULL,
	"payment_session_id" uuid,
	"status" "booking_status" DEFAULT 'paid' NOT NULL,
	"source" "booking_source" DEFAULT 'sortim' NOT NULL,
	"spots" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_payment_session_id_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "bookings_spots_range" CHECK ("bookings"."spots" BETWEEN 1 AND 10),
	CONSTRAINT "bookings_price_non_negative" CHECK ("bookings"."unit_price_cents" >= 0),
	CONSTRAINT "bookings_amount" CHECK ("bookings"."amount_cents" = "bookings"."spots" * "bookings"."unit_price_cents"),
	CONSTRAINT "bookings_refund_state" CHECK (("bookings"."status" = 'refunded') = ("bookings"."refunded_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "daily_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"checkouts_started" integer DEFAULT 0 NOT NULL,
	"checkouts_completed" integer DEFAULT 0 NOT NULL,
	"conversion_rate" numeric(6, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_analytics_date_unique" UNIQUE("date"),
	CONSTRAINT "daily_analytics_non_negative" CHECK ("daily_analytics"."unique_visitors" >= 0 AND "daily_analytics"."checkouts_started" >= 0 AND "daily_analytics"."checkouts_completed" >= 0 AND "daily_analytics"."conversion_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_attempts_non_negative" CHECK ("email_outbox"."attempts" >= 0),
	CONSTRAINT "email_outbox_sent_state" CHECK (("email_outbox"."status" = 'sent') = ("email_outbox"."sent_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "host_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" "host_application_status" DEFAULT 'pending' NOT NULL,
	"activity_type" text NOT NULL,
	"phone" text NOT NULL,
	"notification_email" text NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_applications_activity_type" CHECK (activity_type IN ('Go Hiking', 'Cook Together', 'Play Sports', 'Learn Languages', 'Dance Classes', 'Taste Wine', 'Join Dinners', 'City Tours', 'Workshops', 'Other')),
	CONSTRAINT "host_applications_pending_unreviewed" CHECK ("host_applications"."status" <> 'pending' OR ("host_applications"."reviewed_by" IS NULL AND "host_applications"."reviewed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text,
	"user_id" text NOT NULL,
	"activity_id" uuid NOT NULL,
	"spots" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_session_status" DEFAULT 'open' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sessions_spots_range" CHECK ("payment_sessions"."spots" BETWEEN 1 AND 10),
	CONSTRAINT "payment_sessions_price_non_negative" CHECK ("payment_sessions"."unit_price_cents" >= 0),
	CONSTRAINT "payment_sessions_amount" CHECK ("payment_sessions"."amount_cents" = "payment_sessions"."spots" * "payment_sessions"."unit_price_cents")
);
--> statement-breakpoint
CREATE TABLE "processed_provider_events" (
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_provider_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"display_name" text NOT NULL,
	"bio" text,
	"city" text,
	"age" integer,
	"gender" "gender",
	"avatar_url" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"payout_email" text,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"calendar_ics_url" text,
	"calendar_filter_tag" text,
	"calendar_last_synced_at" timestamp with time zone,
	"stripe_account_id" text,
	"stripe_onboarding_complete" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"ab_group" "ab_group" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_stripe_account_id_unique" UNIQUE("stripe_account_id"),
	CONSTRAINT "profiles_age_range" CHECK ("profiles"."age" IS NULL OR "profiles"."age" BETWEEN 18 AND 120),
	CONSTRAINT "profiles_display_name_not_blank" CHECK (length(btrim("profiles"."display_name")) > 0),
	CONSTRAINT "profiles_payouts_need_account" CHECK (NOT "profiles"."payouts_enabled" OR "profiles"."stripe_account_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_length" CHECK ("reviews"."comment" IS NULL OR char_length("reviews"."comment") <= 500)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"activity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_applications" ADD CONSTRAINT "host_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_uq" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "activities_guest_list_idx" ON "activities" USING btree ("is_published","status","start_time");--> statement-breakpoint
CREATE INDEX "activities_category_idx" ON "activities" USING btree ("category");--> statement-breakpoint
CREATE INDEX "activities_subtype_idx" ON "activities" USING btree ("subtype");--> statement-breakpoint
CREATE INDEX "activities_price_idx" ON "activities" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "activities_host_idx" ON "activities" USING btree ("host_id","start_time");--> statement-breakpoint
CREATE INDEX "activities_featured_idx" ON "activities" USING btree ("featured") WHERE "activities"."featured";--> statement-breakpoint
CREATE INDEX "activities_series_idx" ON "activities" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "activities_title_trgm_idx" ON "activities" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_description_trgm_idx" ON "activities" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analytics_events_type_time_idx" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_activity_idx" ON "bookings" USING btree ("activity_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_paid_per_user_activity_uq" ON "bookings" USING btree ("user_id","activity_id") WHERE "bookings"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "host_applications_user_id_idx" ON "host_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "host_applications_status_idx" ON "host_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_session_uq" ON "payment_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_open_expiry_idx" ON "payment_sessions" USING btree ("hold_expires_at") WHERE "payment_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_sessions_user_activity_idx" ON "payment_sessions" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_user_activity_uq" ON "reviews" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "reviews_activity_idx" ON "reviews" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_per_user_activity_uq" ON "waitlist_entries" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "waitlist_activity_line_idx" ON "waitlist_entries" USING btree ("activity_id","created_at");