-- A series is one activity to guests, found by its series_id; rows made before every series had one are
-- given it here (decision: series backfill). Rows already in a series are left as they are.
--
-- An imported calendar's recurring event: its occurrences are keyed '<UID>#<occurrence start, ISO UTC>'
-- (calendar-import.ts). They share the id the import itself gives them, derived from the host and the UID
-- (calendarSeriesId), so a later sync adds new occurrences to the same series.
UPDATE "activities"
SET "series_id" = md5('calendar-series:' || "host_id" || ':'
  || regexp_replace("external_uid", '#\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$', ''))::uuid
WHERE "series_id" IS NULL
  AND "external_uid" ~ '#\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$';--> statement-breakpoint
-- A series created with the form (or the seed): the same host and the same title once the occurrence
-- number (' (2)', ' (3)'...) is taken off, among two or more rows of which at least one is numbered. A
-- host's activities that share a title with no numbered one among them stay apart (one may be a repeat, not
-- a series); imported rows go by their event above.
WITH "bases" AS (
  SELECT "id", "host_id", regexp_replace("title", ' \(\d+\)$', '') AS "base", "title" ~ ' \(\d+\)$' AS "numbered"
  FROM "activities"
  WHERE "series_id" IS NULL AND "external_uid" IS NULL
), "series" AS (
  SELECT "host_id", "base", gen_random_uuid() AS "series_id"
  FROM "bases"
  GROUP BY "host_id", "base"
  HAVING count(*) > 1 AND bool_or("numbered")
)
UPDATE "activities" a
SET "series_id" = s."series_id"
FROM "bases" b JOIN "series" s ON s."host_id" = b."host_id" AND s."base" = b."base"
WHERE a."id" = b."id";
