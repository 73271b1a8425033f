DROP INDEX "profiles_id_trgm_idx";--> statement-breakpoint
CREATE INDEX "profiles_id_lower_trgm_idx" ON "profiles" USING gin (lower("id") gin_trgm_ops);