CREATE TABLE "test_provider_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"object_id" text NOT NULL,
	"request" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_refunds_amount" CHECK ("test_provider_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD CONSTRAINT "test_provider_refunds_payment_id_test_provider_checkouts_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_provider_checkouts"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_provider_refunds_payment_idx" ON "test_provider_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
ALTER TABLE "test_provider_transfer_reversals" DROP COLUMN "params";--> statement-breakpoint
ALTER TABLE "test_provider_transfers" DROP COLUMN "params";--> statement-breakpoint
-- Refunds were kept in their payment's metadata ('refund:<id>' = amount, 'refund-params:<id>' = the request):
-- they move to their table, dated with the payment (their own time was not kept).
INSERT INTO "test_provider_refunds" ("id", "payment_id", "amount_cents", "metadata", "status", "created_at")
SELECT substr(e.key, length('refund:') + 1), c."payment_id", e.value::integer, '{}'::jsonb, 'succeeded', c."created_at"
FROM "test_provider_checkouts" c, jsonb_each_text(c."metadata") e
WHERE c."payment_id" IS NOT NULL AND e.key LIKE 'refund:%';--> statement-breakpoint
UPDATE "test_provider_checkouts" SET "metadata" = "metadata" - ARRAY(
  SELECT k FROM jsonb_object_keys("metadata") k WHERE k LIKE 'refund:%' OR k LIKE 'refund-params:%'
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_object_keys("metadata") k WHERE k LIKE 'refund:%' OR k LIKE 'refund-params:%'
);
