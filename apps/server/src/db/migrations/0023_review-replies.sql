CREATE TABLE "review_replies" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_body_length" CHECK (char_length("review_replies"."body") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type";--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK (action IN ('roles.set', 'host.verify', 'host.unverify', 'user.create', 'user.delete', 'application.approve', 'application.reject', 'activity.feature', 'activity.unfeature', 'activity.delete', 'activity.message-guests', 'review.reply-remove', 'host-roles.bulk-fix', 'admin.bootstrap', 'admin.grant', 'admin.revoke', 'admin.restore'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type" CHECK (target_type IN ('user', 'activity', 'application', 'review'));