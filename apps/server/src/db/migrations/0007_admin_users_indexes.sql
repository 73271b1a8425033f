DROP INDEX "bookings_paid_created_idx";--> statement-breakpoint
CREATE INDEX "profiles_admin_list_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_display_name_trgm_idx" ON "profiles" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_id_trgm_idx" ON "profiles" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_city_trgm_idx" ON "profiles" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_city_lower_idx" ON "profiles" USING btree (lower("city")) WHERE "profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_paid_created_idx" ON "bookings" USING btree ("created_at","user_id") WHERE "bookings"."status" = 'paid';