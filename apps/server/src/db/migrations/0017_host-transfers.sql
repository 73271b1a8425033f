CREATE TYPE "public"."host_transfer_hold_reason" AS ENUM('payouts_disabled', 'no_account', 'refused');--> statement-breakpoint
CREATE TYPE "public"."host_transfer_status" AS ENUM('pending', 'held', 'paid', 'nothing_due', 'destination_charge');--> statement-breakpoint
CREATE TABLE "host_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" "host_transfer_status" DEFAULT 'pending' NOT NULL,
	"destination" text,
	"transferred_cents" integer DEFAULT 0 NOT NULL,
	"provider_transfer_id" text,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"provider_reversal_id" text,
	"hold_reason" "host_transfer_hold_reason",
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_transfers_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "host_transfers_amounts" CHECK ("host_transfers"."reversed_cents" BETWEEN 0 AND "host_transfers"."transferred_cents"),
	CONSTRAINT "host_transfers_paid_state" CHECK (("host_transfers"."status" = 'paid') = ("host_transfers"."provider_transfer_id" IS NOT NULL AND "host_transfers"."paid_at" IS NOT NULL)),
	CONSTRAINT "host_transfers_held_reason" CHECK (("host_transfers"."status" = 'held') = ("host_transfers"."hold_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "host_transfers" ADD CONSTRAINT "host_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_transfers_open_idx" ON "host_transfers" USING btree ("status") WHERE "host_transfers"."status" IN ('pending', 'held');--> statement-breakpoint
-- Every booking paid so far was a destination charge: the host's share went with the payment, so it is
-- already with the host and the transfer job must never pay it again. Free bookings have nothing to pay.
INSERT INTO "host_transfers" ("booking_id", "status")
SELECT "id", 'destination_charge' FROM "bookings"
WHERE "status" IN ('paid', 'refunded', 'cancelled') AND "amount_cents" > 0;
