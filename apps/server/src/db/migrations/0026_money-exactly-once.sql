CREATE TABLE "check_in_unknown_scans" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"scans" integer NOT NULL,
	"last_scanned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_rest_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rest_refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "shown_policy" "cancellation_policy";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "shown_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "check_in_unknown_scans" ADD CONSTRAINT "check_in_unknown_scans_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_refund_owed_idx" ON "bookings" USING btree ("refund_retry_at") WHERE ("bookings"."status" = 'paid' AND "bookings"."refund_due_cents" > 0) OR ("bookings"."refund_rest_cents" IS NOT NULL AND "bookings"."rest_refund_id" IS NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_rest" CHECK ("bookings"."refund_rest_cents" BETWEEN 1 AND "bookings"."amount_cents");