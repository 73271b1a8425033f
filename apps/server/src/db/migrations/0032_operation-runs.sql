CREATE TYPE "public"."operation_kind" AS ENUM('backup', 'reconcile');--> statement-breakpoint
CREATE TABLE "operation_runs" (
	"kind" "operation_kind" PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"findings" integer,
	CONSTRAINT "operation_runs_findings_non_negative" CHECK ("operation_runs"."findings" IS NULL OR "operation_runs"."findings" >= 0)
);
