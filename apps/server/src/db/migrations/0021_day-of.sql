-- A ticket's code: 26 characters of Crockford base32 (no I, L, O, U), 5 random bits each (130 bits), from the
-- strong random bytes of two gen_random_uuid() (pg_strong_random); byte 6 of each UUID carries its version
-- and is skipped, byte 8's variant bits fall outside the 5 taken. Derived from no id.
CREATE FUNCTION ticket_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes constant bytea := uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid());
  code text := '';
BEGIN
  FOR i IN 0..31 LOOP
    CONTINUE WHEN i % 16 = 6;
    code := code || substr(alphabet, (get_byte(bytes, i) & 31) + 1, 1);
    EXIT WHEN length(code) = 26;
  END LOOP;
  RETURN code;
END $$;
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_kind_pk" PRIMARY KEY("booking_id","kind"),
	CONSTRAINT "booking_reminders_kind" CHECK ("booking_reminders"."kind" IN ('day_before', 'two_hours'))
);
--> statement-breakpoint
CREATE TABLE "check_in_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nonce" text NOT NULL,
	"activity_id" uuid NOT NULL,
	"ticket_id" uuid,
	"code" text NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" text,
	CONSTRAINT "check_in_scans_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "check_in_scans_nonce_length" CHECK (char_length("check_in_scans"."nonce") BETWEEN 8 AND 64),
	CONSTRAINT "check_in_scans_action" CHECK ("check_in_scans"."action" IN ('check_in', 'check_in_party', 'undo'))
);
--> statement-breakpoint
CREATE TABLE "host_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"host_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"booking_ids" uuid[],
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_messages_subject_length" CHECK (char_length("host_messages"."subject") BETWEEN 1 AND 100),
	CONSTRAINT "host_messages_body_length" CHECK (char_length("host_messages"."body") BETWEEN 1 AND 5000),
	CONSTRAINT "host_messages_recipients" CHECK ("host_messages"."recipient_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"code" text DEFAULT ticket_code() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "tickets_seat_positive" CHECK ("tickets"."seat" >= 1),
	CONSTRAINT "tickets_checked_in_by_needs_time" CHECK ("tickets"."checked_in_by" IS NULL OR "tickets"."checked_in_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_messages" ADD CONSTRAINT "host_messages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_messages" ADD CONSTRAINT "host_messages_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_scans_activity_idx" ON "check_in_scans" USING btree ("activity_id","recorded_at");--> statement-breakpoint
CREATE INDEX "host_messages_activity_idx" ON "host_messages" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "host_messages_host_idx" ON "host_messages" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_booking_seat_uq" ON "tickets" USING btree ("booking_id","seat");--> statement-breakpoint
-- Each paid seat gets its ticket in the statement that inserts the paid booking, whatever code inserts it.
CREATE FUNCTION issue_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tickets (booking_id, seat) SELECT NEW.id, seat FROM generate_series(1, NEW.spots) AS seat;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_issue_tickets AFTER INSERT ON bookings FOR EACH ROW WHEN (NEW.status = 'paid')
  EXECUTE FUNCTION issue_tickets();
--> statement-breakpoint
INSERT INTO tickets (booking_id, seat)
SELECT b.id, seat FROM bookings b CROSS JOIN LATERAL generate_series(1, b.spots) AS seat;