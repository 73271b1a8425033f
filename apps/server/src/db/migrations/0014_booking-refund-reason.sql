CREATE TYPE "public"."refund_reason" AS ENUM('guest_cancelled', 'host_cancelled');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_reason" "refund_reason";