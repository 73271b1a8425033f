/** The filter mixes the explore benchmark runs, and the ceiling's hand-written SQL for the same list. */

const madridDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

export type Mix = {
  name: string;
  query: Record<string, string>;
  /** The map's pins (GET /api/activities/pins) instead of the list's page. */
  pins?: true;
  /** Filters that change on every request, so no two in a row are the same search. */
  vary?: () => Record<string, string>;
};

/** A price range picked at random among the slider's 5,050 (whole euros, 0 to 100). */
const anyPriceRange = () => {
  const min = Math.floor(Math.random() * 100);
  const max = min + Math.floor(Math.random() * (101 - min));
  return { priceMin: String(min), priceMax: String(max) };
};

/** Gràcia, about 1.3 by 1.1 km, one of the fill's dense spots; and the whole city from Collserola to the sea. */
const NEIGHBOURHOOD = '2.150,41.398,2.166,41.408';
const CITY = '2.10,41.35,2.23,41.45';

/** A neighbourhood-sized box somewhere in the city: a guest moving the map and searching this area. */
const anyNeighbourhood = () => {
  const west = 2.105 + Math.random() * 0.1;
  const south = 41.355 + Math.random() * 0.075;
  return { bbox: [west, south, west + 0.016, south + 0.01].map((d) => d.toFixed(4)).join(',') };
};

export const MIXES: Mix[] = [
  { name: 'upcoming, no filters', query: {} },
  { name: 'category + price', query: { categories: 'Taste & Cook', priceMin: '10', priceMax: '40' } },
  { name: 'text search', query: { q: 'sunset' } },
  {
    name: 'evening, next 14 days',
    query: { timeOfDay: 'evening', dateFrom: madridDate(0), dateTo: madridDate(14) },
  },
  { name: 'language + difficulty', query: { languages: 'Spanish', difficulty: 'Beginner' } },
  // 5,050 price ranges: a search seldom repeats, so nearly every request counts its matches afresh.
  {
    name: 'category + a new price range each request',
    query: { categories: 'Taste & Cook' },
    vary: anyPriceRange,
  },
  // The map: 'Search this area' (the list in a box) and its pins, a box the size of a neighbourhood or the city.
  { name: 'box: a neighbourhood', query: { bbox: NEIGHBOURHOOD } },
  { name: 'box: the whole city', query: { bbox: CITY } },
  {
    name: 'box: a neighbourhood + category + price',
    query: { bbox: NEIGHBOURHOOD, categories: 'Taste & Cook', priceMin: '10', priceMax: '40' },
  },
  { name: 'box: a new neighbourhood each request', query: {}, vary: anyNeighbourhood },
  { name: 'pins: the whole city', query: { bbox: CITY }, pins: true },
  { name: 'pins: the whole city + category', query: { bbox: CITY, categories: 'Taste & Cook' }, pins: true },
  { name: 'pins: a new neighbourhood each request', query: {}, vary: anyNeighbourhood, pins: true },
];

const HOURS: Record<string, [number, number]> = { morning: [6, 12], afternoon: [12, 18], evening: [18, 24] };

type Statement = { text: string; values: unknown[] };

/**
 * The same answer as GET /api/activities in hand-written SQL: the page and, on the first page (no cursor),
 * the count up to `cap` + 1; `search` names the filters without paging, as the app's reuse of a capped
 * count does.
 */
export function ceilingSql(
  query: Record<string, string>,
  cap: number,
  /** GET /api/activities/pins instead: the pinned matches, up to `cap` + 1, and no count. */
  pins = false,
): { page: Statement; count: Statement | null; search: string } {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // Each filter for a table alias: the listed row's (a) and, for the series rule, its series' other dates (o).
  const conditions: ((t: string) => string)[] = [];
  if (query.q) {
    const like = param(`%${query.q.replace(/[\\%_]/g, '\\$&')}%`);
    conditions.push((t) => `(${t}.title ILIKE ${like} OR ${t}.description ILIKE ${like})`);
  }
  // An IN list, as the app sends: PostgreSQL reads `IN ($1)` as `= $1`, which can walk a category's index in order.
  if (query.categories) {
    const list = query.categories
      .split(',')
      .map((c) => `${param(c)}::activity_category`)
      .join(', ');
    conditions.push((t) => `${t}.category IN (${list})`);
  }
  if (query.priceMin && Number(query.priceMin) > 0) {
    const min = param(Number(query.priceMin) * 100);
    conditions.push((t) => `${t}.price_cents >= ${min}`);
  }
  if (query.priceMax && Number(query.priceMax) < 100) {
    const max = param(Number(query.priceMax) * 100);
    conditions.push((t) => `${t}.price_cents <= ${max}`);
  }
  if (query.dateFrom) {
    const from = param(query.dateFrom);
    conditions.push((t) => `${t}.start_time >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Madrid'`);
  }
  if (query.dateTo) {
    const to = param(query.dateTo);
    conditions.push((t) => `${t}.start_time < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Madrid'`);
  }
  if (query.timeOfDay) {
    const slots = query.timeOfDay.split(',').map((slot): [number, number] => HOURS[slot] ?? [0, 24]);
    conditions.push(
      (t) =>
        `(${slots
          .map(
            ([from, to]) =>
              `extract(hour from ${t}.start_time AT TIME ZONE 'Europe/Madrid') BETWEEN ${from} AND ${to - 1}`,
          )
          .join(' OR ')})`,
    );
  }
  if (query.languages) {
    const patterns = param(query.languages.split(',').map((l) => `%${l}%`));
    conditions.push(
      (t) => `EXISTS (SELECT 1 FROM unnest(${t}.activity_languages) l WHERE l ILIKE ANY(${patterns}))`,
    );
  }
  if (query.difficulty) {
    const levels = param(query.difficulty.toLowerCase().split(','));
    conditions.push((t) => `lower(${t}.level::text) = ANY(${levels})`);
  }
  if (query.bbox) {
    const [west, south, east, north] = query.bbox.split(',').map((d) => `${param(Number(d))}::float8`);
    // As the app: two ranges, which PostgreSQL estimates from the columns' statistics.
    conditions.push(
      (t) => `(${t}.latitude BETWEEN ${south} AND ${north} AND ${t}.longitude BETWEEN ${west} AND ${east})`,
    );
  }
  if (pins) conditions.push((t) => `${t}.latitude IS NOT NULL`);

  const listed = (t: string) => [
    `${t}.is_published`,
    `${t}.status = 'published'`,
    `${t}.start_time >= now()`,
  ];
  // A series shows once, at its first date matching the filters (series-sql.ts).
  const firstOfSeries = `(a.series_id IS NULL OR NOT EXISTS (SELECT 1 FROM activities o WHERE o.series_id = a.series_id
    AND ${[...listed('o'), ...conditions.map((c) => c('o'))].join(' AND ')} AND (o.start_time, o.id) < (a.start_time, a.id)))`;
  const where = [...listed('a'), ...conditions.map((c) => c('a')), firstOfSeries];
  const moreDates = `CASE WHEN a.series_id IS NULL THEN 0 ELSE (SELECT count(*) FROM activities o WHERE o.series_id = a.series_id
             AND ${listed('o').join(' AND ')} AND o.id <> a.id) END AS more_dates`;
  if (pins) {
    const page = {
      text: `
      SELECT a.id, a.latitude, a.longitude, a.title, a.series_id, a.price_cents, a.start_time, a.thumbnail_url,
             a.status, a.start_time <= now() AS started, p.payouts_enabled, a.spots_remaining, ${moreDates}
      FROM activities a JOIN profiles p ON p.id = a.host_id
      WHERE ${where.join(' AND ')}
      ORDER BY a.start_time, a.id
      LIMIT ${cap + 1}`,
      values,
    };
    return { page, count: null, search: '' };
  }
  const page = {
    text: `
    SELECT a.id, a.title, a.category, a.subtype, a.price_cents, a.start_time, a.end_time, a.spots_remaining,
           a.capacity, a.location_name, a.address, a.cover_image_url, a.thumbnail_url, a.activity_languages,
           a.level, a.featured, p.id AS host_id, p.display_name, p.avatar_url,
           (SELECT array_agg(r.role) FROM user_roles r WHERE r.user_id = a.host_id) AS host_roles,
           CASE WHEN a.series_id IS NULL THEN 0 ELSE (SELECT count(*) FROM activities o WHERE o.series_id = a.series_id
             AND ${listed('o').join(' AND ')} AND o.id <> a.id) END AS more_dates
    FROM activities a JOIN profiles p ON p.id = a.host_id
    WHERE ${where.join(' AND ')}
    ORDER BY a.start_time, a.id
    LIMIT 25`,
    values,
  };
  const { cursor, limit: _limit, ...filters } = query;
  const count = cursor
    ? null
    : {
        text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM activities a WHERE ${where.join(' AND ')} LIMIT ${cap + 1}) m`,
        values,
      };
  return { page, count, search: JSON.stringify(Object.entries(filters).sort()) };
}
