CREATE TABLE "test_provider_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"params" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_transfer_reversals_amount" CHECK ("test_provider_transfer_reversals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_provider_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"destination_account" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"transfer_group" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"params" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_transfers_amount" CHECK ("test_provider_transfers"."amount_cents" > 0),
	CONSTRAINT "test_provider_transfers_reversed" CHECK ("test_provider_transfers"."reversed_cents" BETWEEN 0 AND "test_provider_transfers"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "test_provider_checkouts" ALTER COLUMN "destination_account" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_checkouts" ALTER COLUMN "application_fee_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_checkouts" ADD COLUMN "transfer_group" text;--> statement-breakpoint
ALTER TABLE "test_provider_transfer_reversals" ADD CONSTRAINT "test_provider_transfer_reversals_transfer_id_test_provider_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."test_provider_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_transfers" ADD CONSTRAINT "test_provider_transfers_payment_id_test_provider_checkouts_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_provider_checkouts"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_transfers" ADD CONSTRAINT "test_provider_transfers_destination_account_test_provider_accounts_id_fk" FOREIGN KEY ("destination_account") REFERENCES "public"."test_provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_provider_transfer_reversals_transfer_idx" ON "test_provider_transfer_reversals" USING btree ("transfer_id","created_at");--> statement-breakpoint
CREATE INDEX "test_provider_transfers_destination_idx" ON "test_provider_transfers" USING btree ("destination_account","created_at");--> statement-breakpoint
CREATE INDEX "test_provider_transfers_payment_idx" ON "test_provider_transfers" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "test_provider_checkouts" ADD CONSTRAINT "test_provider_checkouts_destination_charge" CHECK (("test_provider_checkouts"."destination_account" IS NULL) = ("test_provider_checkouts"."application_fee_cents" IS NULL));