-- Bench data for /admin/users: :users people who joined over the last three years (newest last), a fifth of
-- them without a city, one in twenty a host (a third of those verified), one in 5,000 an admin; a host has
-- two activities over the last 200 days and the next 30; people book about :bookings times in all over the
-- last 200 days (60% of people ever book; 90% paid, 8% refunded, 2% cancelled). Generated in SQL so it takes
-- seconds, not minutes.
CREATE TEMP TABLE bench_names AS
SELECT (ARRAY['Marta', 'Jordi', 'Laia', 'Pau', 'Núria', 'Marc', 'Anna', 'Joan', 'Clara', 'Pol', 'Aina', 'Oriol',
              'Júlia', 'Arnau', 'Berta', 'Sergi', 'Emma', 'David', 'Sofia', 'Àlex', 'Lucía', 'Hugo', 'Martina',
              'Mateo', 'Paula', 'Leo', 'Valeria', 'Daniel', 'Noa', 'Adrià', 'Elena', 'Biel', 'Irene', 'Nil',
              'Carla', 'Jan', 'Mireia', 'Roger', 'Alba', 'Guillem', 'Ona', 'Xavier', 'Judit', 'Eric', 'Queralt',
              'Albert', 'Rosa', 'Toni', 'Meritxell', 'Quim']) AS first,
       (ARRAY['Puig', 'Ferrer', 'Vila', 'Serra', 'Soler', 'Font', 'Roca', 'Costa', 'Pujol', 'Vidal', 'Martí',
              'Torres', 'Casas', 'Riera', 'Sala', 'Bosch', 'Mas', 'Prat', 'Camps', 'Roig', 'García', 'López',
              'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Díaz', 'Moreno', 'Romero', 'Navarro', 'Ruiz', 'Molina',
              'Ortega', 'Delgado', 'Castro', 'Rubio', 'Marín', 'Sanz', 'Iglesias', 'Medina', 'Garrido',
              'Cortés', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Cruz', 'Calvo', 'Gallego']) AS last,
       (ARRAY['Barcelona', 'Barcelona', 'Barcelona', 'Gràcia', 'Sant Cugat del Vallès', 'Badalona',
              'L''Hospitalet de Llobregat', 'Sabadell', 'Terrassa', 'Girona', 'Tarragona', 'Lleida', 'Sitges',
              'Mataró', 'Granollers', 'Castelldefels', 'Madrid', 'Valencia', 'Paris', 'London']) AS cities,
       (ARRAY['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com', 'icloud.com']) AS domains;

INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
SELECT md5('bench-user-' || i), n.first[1 + i % 50] || ' ' || n.last[1 + (i / 50) % 50],
       lower(n.first[1 + i % 50] || '.' || n.last[1 + (i / 50) % 50]) || i || '@' || n.domains[1 + i % 5], true,
       now() - (:users - i) * interval '15 minutes' * (1095 * 96.0 / :users),
       now() - (:users - i) * interval '15 minutes' * (1095 * 96.0 / :users)
FROM generate_series(1, :users) AS i, bench_names n;

INSERT INTO profiles (id, email, display_name, city, age, phone, ab_group, stripe_account_id, payouts_enabled,
                      created_at, updated_at)
SELECT u.id, u.email, u.name,
       CASE WHEN i % 5 = 0 THEN NULL ELSE n.cities[1 + (i * 7) % 20] END,
       CASE WHEN i % 3 = 0 THEN NULL ELSE 18 + i % 60 END,
       CASE WHEN i % 4 = 0 THEN NULL ELSE '+34 6' || lpad((i * 7919 % 100000000)::text, 8, '0') END,
       (CASE WHEN i % 2 = 0 THEN 'variant_a' ELSE 'variant_b' END)::ab_group,
       CASE WHEN i % 20 = 0 THEN 'acct_bench_' || i END, i % 60 = 0,
       u.created_at, u.created_at
FROM generate_series(1, :users) AS i
JOIN users u ON u.id = md5('bench-user-' || i), bench_names n;

INSERT INTO user_roles (user_id, role)
SELECT md5('bench-user-' || i), 'user'::role FROM generate_series(1, :users) AS i
UNION ALL
SELECT md5('bench-user-' || i), (CASE WHEN i % 60 = 0 THEN 'verified_host' ELSE 'host' END)::role
FROM generate_series(20, :users, 20) AS i
UNION ALL
SELECT md5('bench-user-' || i), 'admin'::role FROM generate_series(5000, :users, 5000) AS i;

INSERT INTO activities (host_id, title, description, category, subtype, price_cents, capacity, spots_remaining,
                        start_time, end_time, location_name, address, activity_languages)
SELECT md5('bench-user-' || (20 * (1 + k % (:users / 20)))),
       'Tapas walk in El Born #' || k,
       'A friendly tapas walk for curious people in Barcelona, number ' || k || '.',
       'Taste & Cook', 'Try a Tapas Tour', 2500, 30, 30,
       now() + ((k % 230) - 200) * interval '1 day',
       now() + ((k % 230) - 200) * interval '1 day' + interval '2 hours',
       'Plaça del Sol', 'Plaça del Sol, 08012 Barcelona', ARRAY['English']
FROM generate_series(0, 2 * (:users / 20) - 1) AS k;

CREATE TEMP TABLE bench_activities AS
SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM activities;

-- Filled in bulk, so the trigger that keeps each person's last paid booking waits and one statement does
-- its work afterwards.
ALTER TABLE bookings DISABLE TRIGGER bookings_keep_last_paid;

-- k picks the person (hashed, so people and activities mix; 60% of people ever book) and the activity; the
-- time goes back up to 200 days.
INSERT INTO bookings (user_id, activity_id, status, spots, subtotal_cents, amount_cents, refunded_at, created_at,
                      updated_at)
SELECT md5('bench-user-' || s.person), a.id,
       (CASE WHEN k % 50 < 45 THEN 'paid' WHEN k % 50 < 49 THEN 'refunded' ELSE 'cancelled' END)::booking_status,
       1, 2500, 2500,
       CASE WHEN k % 50 BETWEEN 45 AND 48 THEN now() - (k % 200) * interval '1 day' END,
       now() - (k % 200) * interval '1 day' - (k % 1440) * interval '1 minute',
       now() - (k % 200) * interval '1 day'
FROM (SELECT k, 1 + abs(hashint4(k)::bigint) % :users AS person,
             abs(hashint4(-k)::bigint) % (SELECT count(*) FROM bench_activities) AS activity
      FROM generate_series(1, :bookings * 5 / 3) AS k) s
JOIN bench_activities a ON a.n = s.activity
WHERE s.person % 5 < 3
ON CONFLICT DO NOTHING;

ALTER TABLE bookings ENABLE TRIGGER bookings_keep_last_paid;
UPDATE profiles p SET last_paid_booking_at = paid.at
FROM (SELECT user_id, max(created_at) AS at FROM bookings WHERE status = 'paid' GROUP BY user_id) paid
WHERE paid.user_id = p.id;

ANALYZE;
