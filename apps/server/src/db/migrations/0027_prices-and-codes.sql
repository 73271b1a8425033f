CREATE TYPE "public"."discount_payer" AS ENUM('host', 'platform');--> statement-breakpoint
CREATE TYPE "public"."price_category_kind" AS ENUM('adult', 'child', 'reduced', 'senior', 'infant', 'custom');--> statement-breakpoint
CREATE TYPE "public"."private_request_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "price_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "price_category_kind" NOT NULL,
	"names" jsonb,
	"price_cents" integer NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"takes_seat" boolean DEFAULT true NOT NULL,
	"needs_adult" boolean DEFAULT false NOT NULL,
	"code_only" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"early_price_cents" integer,
	"early_until" timestamp with time zone,
	"early_seats" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_categories_price_non_negative" CHECK ("price_categories"."price_cents" >= 0),
	CONSTRAINT "price_categories_early" CHECK ("price_categories"."early_price_cents" IS NULL OR ("price_categories"."early_price_cents" >= 0 AND "price_categories"."early_price_cents" < "price_categories"."price_cents" AND ("price_categories"."early_until" IS NOT NULL OR "price_categories"."early_seats" IS NOT NULL))),
	CONSTRAINT "price_categories_early_seats" CHECK ("price_categories"."early_seats" IS NULL OR "price_categories"."early_seats" >= 1),
	CONSTRAINT "price_categories_ages" CHECK ("price_categories"."min_age" BETWEEN 0 AND 120 AND "price_categories"."max_age" BETWEEN 0 AND 120 AND "price_categories"."min_age" <= coalesce("price_categories"."max_age", 120)),
	CONSTRAINT "price_categories_first_is_open" CHECK ("price_categories"."position" <> 0 OR ("price_categories"."kind" = 'adult' AND "price_categories"."takes_seat" AND NOT "price_categories"."needs_adult" AND NOT "price_categories"."code_only" AND NOT "price_categories"."hidden"))
);
--> statement-breakpoint
CREATE TABLE "promo_code_activities" (
	"code_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "promo_code_activities_pk" PRIMARY KEY("code_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"host_id" text,
	"created_by" text,
	"all_activities" boolean DEFAULT false NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_account_limit" integer,
	"min_party" integer,
	"note" text,
	"unlocks_hidden" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."percent_off" IS NULL) <> ("promo_codes"."amount_off_cents" IS NULL) AND "promo_codes"."percent_off" BETWEEN 1 AND 100 AND "promo_codes"."amount_off_cents" BETWEEN 1 AND 1000000),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."starts_at" IS NULL OR "promo_codes"."ends_at" IS NULL OR "promo_codes"."starts_at" < "promo_codes"."ends_at"),
	CONSTRAINT "promo_codes_limits" CHECK ("promo_codes"."total_limit" >= 1 AND "promo_codes"."per_account_limit" >= 1 AND "promo_codes"."min_party" BETWEEN 1 AND 20),
	CONSTRAINT "promo_codes_code_shape" CHECK ("promo_codes"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,29}$')
);
--> statement-breakpoint
CREATE TABLE "private_date_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"guest_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"group_size" integer NOT NULL,
	"message" text,
	"status" "private_request_status" DEFAULT 'pending' NOT NULL,
	"host_note" text,
	"created_activity_id" uuid,
	"payment_session_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_date_requests_group" CHECK ("private_date_requests"."group_size" BETWEEN 2 AND 1000),
	CONSTRAINT "private_date_requests_message" CHECK (char_length("private_date_requests"."message") <= 1000 AND char_length("private_date_requests"."host_note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_price_non_negative";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_spots_range";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amount";--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP CONSTRAINT "payment_sessions_price_non_negative";--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP CONSTRAINT "payment_sessions_spots_range";--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP CONSTRAINT "payment_sessions_amount";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "unit_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ALTER COLUMN "unit_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "private_minimum_cents" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "private_max_group" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_payer" "discount_payer";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "group_token" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "discount_payer" "discount_payer";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "price_categories" ADD CONSTRAINT "price_categories_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_activities" ADD CONSTRAINT "promo_code_activities_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_activities" ADD CONSTRAINT "promo_code_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_date_requests" ADD CONSTRAINT "private_date_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_date_requests" ADD CONSTRAINT "private_date_requests_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_date_requests" ADD CONSTRAINT "private_date_requests_created_activity_id_activities_id_fk" FOREIGN KEY ("created_activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_date_requests" ADD CONSTRAINT "private_date_requests_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_categories_activity_position_uq" ON "price_categories" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "promo_code_activities_activity_idx" ON "promo_code_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_uq" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_host_idx" ON "promo_codes" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "private_date_requests_activity_idx" ON "private_date_requests" USING btree ("activity_id","status");--> statement-breakpoint
CREATE INDEX "private_date_requests_guest_idx" ON "private_date_requests" USING btree ("guest_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_price_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."price_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_private_paid_idx" ON "bookings" USING btree ("activity_id") WHERE "bookings"."is_private" AND "bookings"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "bookings_promo_code_idx" ON "bookings" USING btree ("promo_code_id") WHERE "bookings"."promo_code_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_sessions_private_open_idx" ON "payment_sessions" USING btree ("activity_id") WHERE "payment_sessions"."is_private" AND "payment_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_sessions_promo_code_idx" ON "payment_sessions" USING btree ("promo_code_id") WHERE "payment_sessions"."promo_code_id" IS NOT NULL AND "payment_sessions"."status" = 'open';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_group_token_unique" UNIQUE("group_token");--> statement-breakpoint
-- Every activity has its first price category: its own price, made by the database whatever code inserts
-- the activity (a series, a duplicate, a calendar import, the seed), and made here for those already there.
CREATE FUNCTION add_first_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_categories (activity_id, position, kind, price_cents) VALUES (NEW.id, 0, 'adult', NEW.price_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_first_price AFTER INSERT ON activities FOR EACH ROW EXECUTE FUNCTION add_first_price();
--> statement-breakpoint
INSERT INTO price_categories (activity_id, position, kind, price_cents)
SELECT id, 0, 'adult', price_cents FROM activities;
--> statement-breakpoint
-- A party's lines: until now every party was `spots` people at one price, of the first category.
UPDATE payment_sessions s SET subtotal_cents = s.amount_cents, lines = jsonb_build_array(jsonb_build_object(
  'categoryId', c.id, 'kind', 'adult', 'names', NULL, 'quantity', s.spots, 'unitPriceCents', s.unit_price_cents,
  'totalCents', s.amount_cents, 'early', false, 'takesSeat', true))
FROM price_categories c WHERE c.activity_id = s.activity_id AND c.position = 0;
--> statement-breakpoint
UPDATE bookings b SET subtotal_cents = b.amount_cents, lines = jsonb_build_array(jsonb_build_object(
  'categoryId', c.id, 'kind', 'adult', 'names', NULL, 'quantity', b.spots, 'unitPriceCents', b.unit_price_cents,
  'totalCents', b.amount_cents, 'early', false, 'takesSeat', true))
FROM price_categories c WHERE c.activity_id = b.activity_id AND c.position = 0;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "subtotal_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ALTER COLUMN "subtotal_cents" SET NOT NULL;--> statement-breakpoint
UPDATE tickets t SET category_id = c.id FROM bookings b, price_categories c
WHERE b.id = t.booking_id AND c.activity_id = b.activity_id AND c.position = 0;
--> statement-breakpoint
-- A paid booking's tickets: one per guest of each line, carrying its category (a private group's top-up
-- line has no category and no tickets). A booking inserted without lines gets one ticket per seat.
CREATE OR REPLACE FUNCTION issue_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(NEW.lines) = 0 THEN
    INSERT INTO tickets (booking_id, seat) SELECT NEW.id, seat FROM generate_series(1, NEW.spots) AS seat;
  ELSE
    INSERT INTO tickets (booking_id, seat, category_id)
    SELECT NEW.id, row_number() OVER (ORDER BY line.n, g), (line.value->>'categoryId')::uuid
    FROM jsonb_array_elements(NEW.lines) WITH ORDINALITY AS line(value, n)
    CROSS JOIN LATERAL generate_series(1, (line.value->>'quantity')::int) AS g
    WHERE line.value->>'categoryId' IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_private_offer" CHECK (("activities"."private_minimum_cents" IS NULL) = ("activities"."private_max_group" IS NULL) AND "activities"."private_minimum_cents" >= 0 AND "activities"."private_max_group" BETWEEN 2 AND 1000);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_subtotal_non_negative" CHECK ("bookings"."subtotal_cents" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount" CHECK ("bookings"."discount_cents" BETWEEN 0 AND "bookings"."subtotal_cents");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_code_payer" CHECK (("bookings"."promo_code_id" IS NULL) = ("bookings"."discount_payer" IS NULL));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_spots_range" CHECK ("bookings"."spots" >= 1 AND ("bookings"."is_private" OR "bookings"."spots" <= 10));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount" CHECK ("bookings"."amount_cents" = "bookings"."subtotal_cents" - "bookings"."discount_cents");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_subtotal_non_negative" CHECK ("payment_sessions"."subtotal_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_discount" CHECK ("payment_sessions"."discount_cents" BETWEEN 0 AND "payment_sessions"."subtotal_cents");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_code_payer" CHECK (("payment_sessions"."promo_code_id" IS NULL) = ("payment_sessions"."discount_payer" IS NULL));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_spots_range" CHECK ("payment_sessions"."spots" >= 1 AND ("payment_sessions"."is_private" OR "payment_sessions"."spots" <= 10));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_amount" CHECK ("payment_sessions"."amount_cents" = "payment_sessions"."subtotal_cents" - "payment_sessions"."discount_cents");
