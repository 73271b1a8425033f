ALTER TABLE "profiles" ADD COLUMN "calendar_last_import_events" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calendar_last_import_cut_short" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calendar_last_import_unreadable" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_calendar_last_import" CHECK (("profiles"."calendar_last_import_events" IS NULL AND "profiles"."calendar_last_import_unreadable" IS NULL
        AND "profiles"."calendar_last_import_cut_short" IS NULL)
        OR ("profiles"."calendar_last_import_events" IS NOT NULL AND "profiles"."calendar_last_import_unreadable" IS NOT NULL
        AND "profiles"."calendar_last_import_events" >= 0 AND "profiles"."calendar_last_import_unreadable" >= 0
        AND ("profiles"."calendar_last_import_cut_short" IS NULL OR "profiles"."calendar_last_import_cut_short" IN ('drafts', 'time'))));