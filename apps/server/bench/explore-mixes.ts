/** The filter mixes the explore benchmark runs, and the ceiling's hand-written SQL for the same list. */

const madridDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

export const MIXES: { name: string; query: Record<string, string> }[] = [
  { name: 'upcoming, no filters', query: {} },
  { name: 'category + price', query: { categories: 'Taste & Cook', priceMin: '10', priceMax: '40' } },
  { name: 'text search', query: { q: 'sunset' } },
  {
    name: 'evening, next 14 days',
    query: { timeOfDay: 'evening', dateFrom: madridDate(0), dateTo: madridDate(14) },
  },
  { name: 'language + difficulty', query: { languages: 'Spanish', difficulty: 'Beginner' } },
];

const HOURS: Record<string, [number, number]> = { morning: [6, 12], afternoon: [12, 18], evening: [18, 24] };

/** The same page of the guest list as GET /api/activities, in one hand-written statement. */
export function ceilingQuery(query: Record<string, string>): { text: string; values: unknown[] } {
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
  if (query.categories) where.push(`a.category::text = ANY(${param(query.categories.split(','))})`);
  if (query.priceMin) where.push(`a.price_cents >= ${param(Number(query.priceMin) * 100)}`);
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

  const text = `
    SELECT a.id, a.title, a.category, a.subtype, a.price_cents, a.start_time, a.end_time, a.spots_remaining,
           a.capacity, a.location_name, a.address, a.cover_image_url, a.thumbnail_url, a.activity_languages,
           a.level, a.featured, p.id AS host_id, p.display_name, p.avatar_url,
           (SELECT array_agg(r.role) FROM user_roles r WHERE r.user_id = a.host_id) AS host_roles,
           count(*) OVER () AS total
    FROM activities a JOIN profiles p ON p.id = a.host_id
    WHERE ${where.join(' AND ')}
    ORDER BY a.start_time, a.id
    LIMIT 24`;
  return { text, values };
}
