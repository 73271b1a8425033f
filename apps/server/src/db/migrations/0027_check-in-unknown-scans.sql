CREATE TABLE "check_in_unknown_scans" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"scans" integer NOT NULL,
	"last_scanned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_unknown_scans" ADD CONSTRAINT "check_in_unknown_scans_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;