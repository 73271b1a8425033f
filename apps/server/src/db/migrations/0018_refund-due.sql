ALTER TABLE "bookings" ADD COLUMN "refund_due_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_amounts" CHECK ("bookings"."refund_due_cents" BETWEEN 0 AND "bookings"."amount_cents" AND "bookings"."refunded_cents" BETWEEN 0 AND "bookings"."amount_cents");--> statement-breakpoint
-- A refund under way before this migration asked for the whole amount (every refund did then).
UPDATE "bookings" SET "refund_due_cents" = "amount_cents" WHERE "status" = 'paid' AND "refund_reason" IS NOT NULL;
