CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"subject_user_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action" CHECK (action IN ('roles.set', 'host.verify', 'host.unverify', 'user.create', 'user.delete', 'application.approve', 'application.reject', 'activity.feature', 'activity.unfeature', 'activity.delete', 'host-roles.bulk-fix', 'admin.bootstrap', 'admin.grant', 'admin.restore')),
	CONSTRAINT "audit_log_target_type" CHECK (target_type IN ('user', 'activity', 'application'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "bookings_user_paid_idx" ON "bookings" USING btree ("user_id","created_at") WHERE "bookings"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "bookings_paid_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");