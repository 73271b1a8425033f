CREATE TYPE "public"."locale" AS ENUM('en', 'es', 'ca');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;