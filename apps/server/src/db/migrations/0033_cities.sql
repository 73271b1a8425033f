-- Cities are data (decision 194): the cities table, Barcelona its one row and the default, and every activity
-- in a city. default_city_id() is the column's default, so an activity written without a city (the demo's fill,
-- a calendar import, a test's factory) goes to the default city; adding the column with it fills every
-- existing activity with Barcelona (the backfill).
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"center_latitude" double precision NOT NULL,
	"center_longitude" double precision NOT NULL,
	"zoom" integer NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"languages" text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_slug_form" CHECK ("cities"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "cities_currency_eur" CHECK ("cities"."currency" = 'EUR'),
	CONSTRAINT "cities_has_language" CHECK (cardinality("cities"."languages") >= 1),
	CONSTRAINT "cities_bounds" CHECK ("cities"."south" < "cities"."north" AND "cities"."west" < "cities"."east" AND "cities"."center_latitude" BETWEEN "cities"."south" AND "cities"."north" AND "cities"."center_longitude" BETWEEN "cities"."west" AND "cities"."east")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_uq" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_one_default_uq" ON "cities" USING btree ("is_default") WHERE "cities"."is_default";--> statement-breakpoint
INSERT INTO "cities" ("slug", "name", "time_zone", "center_latitude", "center_longitude", "zoom", "south", "west", "north", "east", "currency", "languages", "is_default")
VALUES ('barcelona', 'Barcelona', 'Europe/Madrid', 41.3874, 2.1686, 12, 41.32, 2.05, 41.47, 2.23, 'EUR', '{ca,es,en}', true);--> statement-breakpoint
CREATE FUNCTION default_city_id() RETURNS uuid LANGUAGE sql STABLE AS $$ SELECT id FROM cities WHERE is_default $$;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "city_id" uuid DEFAULT default_city_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_city_idx" ON "activities" USING btree ("city_id","start_time");