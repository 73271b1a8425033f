ALTER TABLE "profiles" ADD COLUMN "last_paid_booking_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profiles_last_paid_booking_idx" ON "profiles" USING btree ("last_paid_booking_at") WHERE "profiles"."deleted_at" IS NULL;--> statement-breakpoint
-- The admin users list's activity badge and status filter read profiles.last_paid_booking_at instead of
-- scanning bookings for each of 100,000 people. The database keeps it, whatever way a booking is written.
CREATE FUNCTION keep_last_paid_booking_of(person text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Locked first: the next statement then reads the person's bookings after any other transaction that
  -- changed them and locked this row has committed (READ COMMITTED takes a snapshot per statement).
  PERFORM 1 FROM profiles WHERE id = person FOR UPDATE;
  UPDATE profiles p SET last_paid_booking_at = latest.at
  FROM (SELECT max(created_at) AS at FROM bookings WHERE user_id = person AND status = 'paid') latest
  WHERE p.id = person AND p.last_paid_booking_at IS DISTINCT FROM latest.at;
END $$;
--> statement-breakpoint
CREATE FUNCTION keep_last_paid_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM keep_last_paid_booking_of(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM keep_last_paid_booking_of(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_keep_last_paid AFTER INSERT OR DELETE OR UPDATE OF status, created_at, user_id
  ON bookings FOR EACH ROW EXECUTE FUNCTION keep_last_paid_booking();
--> statement-breakpoint
UPDATE profiles p SET last_paid_booking_at = paid.at
FROM (SELECT user_id, max(created_at) AS at FROM bookings WHERE status = 'paid' GROUP BY user_id) paid
WHERE paid.user_id = p.id;
