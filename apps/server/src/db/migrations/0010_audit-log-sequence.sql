ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
DROP INDEX "audit_log_subject_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
-- "Latest" in the audit log is by seq from now on (created_at is a transaction's start). Adding the column
-- numbered the existing rows in whatever order they were stored; they are numbered again in the order they
-- were read in until now (created_at, then id), before seq becomes unique. The sequence is already past them.
UPDATE "audit_log" a SET "seq" = ordered.n
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "audit_log") ordered
WHERE a."id" = ordered."id";--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_user_id","seq");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_seq_unique" UNIQUE("seq");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK (action IN ('roles.set', 'host.verify', 'host.unverify', 'user.create', 'user.delete', 'application.approve', 'application.reject', 'activity.feature', 'activity.unfeature', 'activity.delete', 'host-roles.bulk-fix', 'admin.bootstrap', 'admin.grant', 'admin.revoke', 'admin.restore'));