CREATE TABLE "activity_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean NOT NULL,
	"health" boolean NOT NULL,
	"show_when" jsonb,
	"preset" text,
	CONSTRAINT "activity_questions_kind" CHECK (kind IN ('short_text', 'long_text', 'one_choice', 'several_choices', 'yes_no')),
	CONSTRAINT "activity_questions_scope" CHECK (scope IN ('booking', 'guest')),
	CONSTRAINT "activity_questions_preset" CHECK (preset IS NULL OR preset IN ('dietary', 'level', 'size', 'emergency_contact'))
);
--> statement-breakpoint
CREATE TABLE "booking_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"activity_id" uuid NOT NULL,
	"question_id" uuid,
	"label" text NOT NULL,
	"guest" integer NOT NULL,
	"value" jsonb NOT NULL,
	"health" boolean NOT NULL,
	"consented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_answers_health_consent" CHECK (NOT "booking_answers"."health" OR "booking_answers"."consented_at" IS NOT NULL),
	CONSTRAINT "booking_answers_guest" CHECK ("booking_answers"."guest" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "answer_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_questions" ADD CONSTRAINT "activity_questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_answers" ADD CONSTRAINT "booking_answers_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_answers" ADD CONSTRAINT "booking_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_answers" ADD CONSTRAINT "booking_answers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_answers" ADD CONSTRAINT "booking_answers_question_id_activity_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."activity_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_questions_position_uq" ON "activity_questions" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_answers_session_question_guest_uq" ON "booking_answers" USING btree ("payment_session_id","question_id","guest");--> statement-breakpoint
CREATE INDEX "booking_answers_user_idx" ON "booking_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_answers_health_idx" ON "booking_answers" USING btree ("activity_id") WHERE "booking_answers"."health";