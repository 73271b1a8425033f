ALTER TABLE "test_provider_checkouts" ADD COLUMN "line_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "unit_price_cents";--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP COLUMN "unit_price_cents";