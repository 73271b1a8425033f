/** The filter mixes the explore benchmark runs, and the ceiling's hand-written SQL for the same list. */

const madridDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

export type Mix = {
  name: string;
  query: Record<string, string>;
  /** Filters that change on every request, so no two in a row are the same search. */
  vary?: () => Record<string, string>;
};

/** A price range picked at random among the slider's 5,050 (whole euros, 0 to 100). */
const anyPriceRange = () => {
  const min = Math.floor(Math.random() * 100);
  const max = min + Math.floor(Math.random() * (101 - min));
  return { priceMin: String(min), priceMax: String(max) };
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
): { page: Statement; count: Statement | null; search: string } {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['a.is_published', "a.status = 'published'", 'a.start_time >= now()'];
  if (query.q) {
    const like = param(`%${query.q.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(`(a.title ILIKE ${like} OR a.description ILIKE ${like})`);
  }
  // An IN list, as the app sends: PostgreSQL reads `IN ($1)` as `= $1`, which can walk a category's index in order.
  if (query.categories)
    where.push(
      `a.category IN (${query.categories
        .split(',')
        .map((c) => `${param(c)}::activity_category`)
        .join(', ')})`,
    );
  if (query.priceMin && Number(query.priceMin) > 0)
    where.push(`a.price_cents >= ${param(Number(query.priceMin) * 100)}`);
  if (query.priceMax && Number(query.priceMax) < 100)
    where.push(`a.price_cents <= ${param(Number(query.priceMax) * 100)}`);
  if (query.dateFrom)
    where.push(`a.start_time >= (${param(query.dateFrom)}::date)::timestamp AT TIME ZONE 'Europe/Madrid'`);
  if (query.dateTo)
    where.push(`a.start_time < (${param(query.dateTo)}::date + 1)::timestamp AT TIME ZONE 'Europe/Madrid'`);
  if (query.timeOfDay) {
    const ranges = query.timeOfDay.split(',').map((slot) => {
      const [from, to] = HOURS[slot] ?? [0, 24];
      return `extract(hour from a.start_time AT TIME ZONE 'Europe/Madrid') BETWEEN ${from} AND ${to - 1}`;
    });
    where.push(`(${ranges.join(' OR ')})`);
  }
  if (query.languages) {
    where.push(
      `EXISTS (SELECT 1 FROM unnest(a.activity_languages) l WHERE l ILIKE ANY(${param(query.languages.split(',').map((l) => `%${l}%`))}))`,
    );
  }
  if (query.difficulty)
    where.push(`lower(a.level::text) = ANY(${param(query.difficulty.toLowerCase().split(','))})`);

  const page = {
    text: `
    SELECT a.id, a.title, a.category, a.subtype, a.price_cents, a.start_time, a.end_time, a.spots_remaining,
           a.capacity, a.location_name, a.address, a.cover_image_url, a.thumbnail_url, a.activity_languages,
           a.level, a.featured, p.id AS host_id, p.display_name, p.avatar_url,
           (SELECT array_agg(r.role) FROM user_roles r WHERE r.user_id = a.host_id) AS host_roles
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
