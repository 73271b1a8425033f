-- Bench data: :hosts hosts, :guests guests, :activities activities over the last 30 and next 120 days (30% of
-- them in series, about seven dates each: :series series), 200,000 paid bookings. Generated in SQL
-- (generate_series, one statement a table) so 100,000 rows take seconds and a million a few minutes.
-- Points: 95% are pinned (a series' dates at one point), two in five of those in five dense spots (the Gòtic,
-- the Born, Gràcia, the Barceloneta, the Sagrada Família, within about 400 m), the rest spread over the city.
INSERT INTO users (id, name, email, email_verified)
SELECT 'bench-user-' || i, 'Bench Person ' || i, 'bench' || i || '@example.test', true
FROM generate_series(1, :hosts + :guests) AS i;

INSERT INTO profiles (id, email, display_name, city, ab_group, stripe_account_id, payouts_enabled)
SELECT 'bench-user-' || i, 'bench' || i || '@example.test', 'Bench Person ' || i, 'Barcelona',
       (CASE WHEN i % 2 = 0 THEN 'variant_a' ELSE 'variant_b' END)::ab_group,
       CASE WHEN i <= :hosts THEN 'acct_bench_' || i END, i <= :hosts
FROM generate_series(1, :hosts + :guests) AS i;

INSERT INTO user_roles (user_id, role)
SELECT 'bench-user-' || i, (CASE WHEN i % 3 = 0 THEN 'verified_host' ELSE 'host' END)::role
FROM generate_series(1, :hosts) AS i;

-- The activities' indexes are built once after the rows are in, not row by row (the trigram ones most of
-- all): a million rows take minutes instead of most of an hour. Constraints' own indexes stay.
SET maintenance_work_mem = '512MB';
CREATE TEMP TABLE bench_activity_indexes AS
  SELECT indexname, indexdef FROM pg_indexes
  WHERE tablename = 'activities' AND indexname NOT IN (SELECT conname FROM pg_constraint);
DO $$ DECLARE i record; BEGIN
  FOR i IN SELECT indexname FROM bench_activity_indexes LOOP EXECUTE format('DROP INDEX %I', i.indexname); END LOOP;
END $$;

WITH taxonomy(category, subtype, n) AS (
  SELECT * FROM (VALUES
    ('Be Active', 'Play Padel', 0), ('Be Active', 'Do Yoga', 1), ('Be Active', 'Run Together', 2),
    ('Go Social', 'Join a Dinner', 3), ('Go Social', 'Play Board Games', 4), ('Go Social', 'Do Language Exchange', 5),
    ('Taste & Cook', 'Cook Together', 6), ('Taste & Cook', 'Taste Wine', 7), ('Taste & Cook', 'Try a Tapas Tour', 8),
    ('Explore Culture', 'Take a City Tour', 9), ('Explore Culture', 'Visit a Museum', 10),
    ('Get Outdoors', 'Go Hiking', 11), ('Get Outdoors', 'Watch the Sunset', 12), ('Get Outdoors', 'Relax at the Beach', 13)
  ) AS t
)
INSERT INTO activities (host_id, series_id, title, description, category, subtype, price_cents, capacity,
                        spots_remaining, start_time, end_time, location_name, address, latitude, longitude,
                        activity_languages, level, tags, cover_image_url, featured)
SELECT 'bench-user-' || (1 + i % :hosts),
       -- 30% in series: rows :series apart share a host and a subtype; about 7 dates each.
       CASE WHEN i % 10 < 3 THEN md5('bench-series-' || (i % :series))::uuid END,
       t.subtype || ' ' || (ARRAY['at sunset', 'in Gràcia', 'by the sea', 'with locals', 'in El Born'])[1 + r.batch % 5] || ' #' || i,
       'A friendly ' || lower(t.subtype) || ' for curious people in Barcelona. Meet new friends, number ' || i || '.',
       t.category::activity_category, t.subtype, (i * 37) % 6000, 10 + i % 20, (10 + i % 20) - 2,
       now() + ((i % 150) - 30) * interval '1 day' + (i % 96) * interval '15 minutes',
       now() + ((i % 150) - 30) * interval '1 day' + (i % 96) * interval '15 minutes' + interval '2 hours',
       'Plaça del Sol', 'Plaça del Sol, 08012 Barcelona',
       CASE WHEN p.pinned THEN p.latitude END, CASE WHEN p.pinned THEN p.longitude END,
       -- The title's words (above), the languages and the level by `batch`, not i: the day is i % 150, so i % 5
       -- gave every activity of a day one language and the same words (and i % 4 two levels), and a language
       -- with a level matched none of some days' activities (the first 6,252 upcoming at a million).
       CASE r.batch % 5 WHEN 0 THEN ARRAY['English'] WHEN 1 THEN ARRAY['Spanish'] WHEN 2 THEN ARRAY['English', 'Spanish']
                  WHEN 3 THEN ARRAY['Catalan', 'Spanish'] ELSE ARRAY['French'] END,
       (ARRAY['All levels', 'Beginner', 'Intermediate', 'Advanced'])[1 + r.batch % 4]::activity_level,
       ARRAY['social'], '/images/demo/be-active-1.webp', i % 5000 = 0
FROM generate_series(1, :activities) AS i
JOIN taxonomy t ON t.n = i % 14
CROSS JOIN LATERAL (
  -- Two numbers in [0, 1) that look random, and a batch that varies within a day (i % 150), each the same for
  -- every date of a series.
  SELECT k % 20 <> 19 AS pinned, k % 5 < 2 AS dense, (k / 5) % 5 AS spot,
         ((k * 7919) % 10007) / 10007.0 AS u, ((k * 104729) % 10009) / 10009.0 AS v, k / 150 AS batch
  FROM (SELECT (CASE WHEN i % 10 < 3 THEN i % :series ELSE i END)::bigint AS k) AS key
) AS r
CROSS JOIN LATERAL (
  SELECT r.pinned,
         CASE WHEN r.dense THEN (ARRAY[41.3826, 41.3851, 41.4025, 41.3795, 41.4036])[1 + r.spot] + (r.u - 0.5) * 0.007
              ELSE 41.355 + r.u * 0.085 END AS latitude,
         CASE WHEN r.dense THEN (ARRAY[2.1769, 2.1822, 2.1568, 2.1893, 2.1744])[1 + r.spot] + (r.v - 0.5) * 0.009
              ELSE 2.105 + r.v * 0.115 END AS longitude
) AS p;

DO $$ DECLARE i record; BEGIN
  FOR i IN SELECT indexdef FROM bench_activity_indexes LOOP EXECUTE i.indexdef; END LOOP;
END $$;

-- Two paid bookings for each of the first 100,000 activities, whatever the size: explore reads no booking (a
-- card's spots are the activity's own column), and each booking row runs the ticket triggers.
INSERT INTO bookings (user_id, activity_id, status, spots, subtotal_cents, amount_cents)
SELECT 'bench-user-' || (:hosts + 1 + (a.rn * 7 + k) % :guests), a.id, 'paid', 1, a.price_cents, a.price_cents
FROM (SELECT id, price_cents, row_number() OVER () AS rn FROM activities LIMIT 100000) a
CROSS JOIN generate_series(0, 1) AS k;

ANALYZE;
