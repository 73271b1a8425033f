-- Trigram indexes serve case-insensitive substring search (ILIKE '%q%') on activities.
-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded by the client).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
