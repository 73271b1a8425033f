ALTER TYPE "public"."payment_session_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "test_provider_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"destination_account" text NOT NULL,
	"application_fee_cents" integer NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_checkouts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "test_provider_checkouts_refund_in_amount" CHECK ("test_provider_checkouts"."refunded_cents" BETWEEN 0 AND "test_provider_checkouts"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "platform_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_one_open_per_user_activity_uq" ON "payment_sessions" USING btree ("user_id","activity_id") WHERE "payment_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_open_offers_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."offer_expires_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_fee_in_amount" CHECK ("payment_sessions"."platform_fee_cents" BETWEEN 0 AND "payment_sessions"."amount_cents");