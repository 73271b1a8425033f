CREATE TABLE "saved_activities" (
	"user_id" text NOT NULL,
	"activity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_activities_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "saved_alerts" (
	"user_id" text NOT NULL,
	"activity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_alerts_user_id_activity_id_kind_pk" PRIMARY KEY("user_id","activity_id","kind"),
	CONSTRAINT "saved_alerts_kind" CHECK ("saved_alerts"."kind" IN ('few_spots', 'new_date'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "saved_alerts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "saved_alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_activities" ADD CONSTRAINT "saved_activities_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_activities" ADD CONSTRAINT "saved_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_alerts" ADD CONSTRAINT "saved_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_alerts" ADD CONSTRAINT "saved_alerts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_activities_activity_idx" ON "saved_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activities_point_btree_idx" ON "activities" USING btree ("latitude","longitude") WHERE "activities"."latitude" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_point" CHECK (("activities"."latitude" IS NULL) = ("activities"."longitude" IS NULL) AND "activities"."latitude" BETWEEN -90 AND 90 AND "activities"."longitude" BETWEEN -180 AND 180);