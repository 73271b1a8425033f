CREATE TYPE "public"."cancellation_policy" AS ENUM('flexible', 'moderate', 'strict');--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "cancellation_policy" "cancellation_policy" DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" "cancellation_policy";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
-- Every refund before policies gave back the whole amount.
UPDATE "bookings" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';
