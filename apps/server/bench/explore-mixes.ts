/** The filter mixes the explore benchmark runs, and the ceiling's hand-written SQL for the same list. */
import { MAP_CELL_ZOOM, type MapTile, type TileArea, tilesCovering } from '@sortim/contracts/map-tiles';

const madridDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

export type Mix = {
  name: string;
  query: Record<string, string>;
  /** The map's pins of one tile (GET /api/activities/pins/:z/:x/:y), a tile picked for each request. */
  tile?: () => MapTile;
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

const areaOf = (bbox: string): TileArea => {
  const [west = 0, south = 0, east = 0, north = 0] = bbox.split(',').map(Number);
  return { west, south, east, north };
};
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
/** The whole city in view (map zoom ~12.5 on a laptop): the zoom-12 tiles over it, one per request. */
const CITY_TILES = tilesCovering(areaOf(CITY), 12);
/** A neighbourhood in view (map zoom ~15): one of its zoom-15 tiles, a new neighbourhood each request. */
const anyNeighbourhoodTile = () => pick(tilesCovering(areaOf(anyNeighbourhood().bbox), 15));

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
  // The map's pins by tile (decision 190): what a view of the whole city, or a pan to a new neighbourhood, asks.
  { name: 'tiles: the whole city', query: {}, tile: () => pick(CITY_TILES) },
  {
    name: 'tiles: the whole city + category',
    query: { categories: 'Taste & Cook' },
    tile: () => pick(CITY_TILES),
  },
  { name: 'tiles: a new neighbourhood each request', query: {}, tile: anyNeighbourhoodTile },
];

const CELLS = 2 ** MAP_CELL_ZOOM;

/** The app's `map_cell` condition for columns and rows of cells (modules/activities' cellsOf), as SQL text. */
function cellRanges([first, last]: [number, number], [top, bottom]: [number, number]) {
  if (last - first + 1 > 16) {
    return (t: string) =>
      `(${t}.map_cell BETWEEN ${first * CELLS + top} AND ${last * CELLS + bottom} AND ${t}.map_cell % ${CELLS} BETWEEN ${top} AND ${bottom})`;
  }
  const columns = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (t: string) =>
    `(${columns.map((c) => `${t}.map_cell BETWEEN ${c * CELLS + top} AND ${c * CELLS + bottom}`).join(' OR ')})`;
}

/** The app's route for a mix (the list, or a tile's pins). */
export const appRoute = (mix: Mix) => (mix.tile ? '/api/activities/pins' : '/api/activities');

/**
 * One request's path: the route, the mix's tile (a new pick on every call) and its query with `extra`
 * (the filters a varying mix draws anew).
 */
export function mixPath(route: string, mix: Mix, extra: Record<string, string> = {}): string {
  const tile = mix.tile?.();
  const query = new URLSearchParams({ ...mix.query, ...extra }).toString();
  return `${route}${tile ? `/${tile.z}/${tile.x}/${tile.y}` : ''}${query ? `?${query}` : ''}`;
}

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
  /** GET /api/activities/pins/:z/:x/:y instead: the tile's pinned matches, up to `cap` + 1, and no count. */
  tile?: MapTile,
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
  // The columns and rows of cells read one by one: a tile's (as the app).
  let sample: { columns: [number, number]; rows: [number, number] } | undefined;
  if (query.bbox) {
    const [west, south, east, north] = query.bbox.split(',').map((d) => `${param(Number(d))}::float8`);
    // As the app: two ranges, which PostgreSQL estimates from the columns' statistics.
    conditions.push(
      (t) => `(${t}.latitude BETWEEN ${south} AND ${north} AND ${t}.longitude BETWEEN ${west} AND ${east})`,
    );
  }
  // The filters a sample's cells are read by: the box's ranges and the rest, not its cells.
  const cellConditions = [...conditions];
  if (tile) {
    const side = 2 ** (MAP_CELL_ZOOM - tile.z);
    const columns: [number, number] = [tile.x * side, (tile.x + 1) * side - 1];
    const rows: [number, number] = [tile.y * side, (tile.y + 1) * side - 1];
    sample = { columns, rows };
    const cells = cellRanges(columns, rows);
    conditions.push((t) => cells(t));
  }
  const pins = tile !== undefined;
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
  // The page's rows (not the count's): with a sample, among its cells' soonest.
  const pageWhere = [...where];
  if (sample) {
    // As the app: the matches among each cell's soonest (a tile's share of its pins, or a page).
    const { columns, rows } = sample;
    const cellCount = (columns[1] - columns[0] + 1) * (rows[1] - rows[0] + 1);
    const perCell = tile ? Math.ceil((cap + 1) / cellCount) : 25;
    pageWhere.push(`a.id IN (SELECT s.id FROM generate_series(${columns[0]}::bigint, ${columns[1]}) AS col(n)
      CROSS JOIN generate_series(${rows[0]}, ${rows[1]}) AS cell_row(n)
      CROSS JOIN LATERAL (SELECT c.id FROM activities c WHERE c.map_cell = col.n * ${CELLS} + cell_row.n
        AND ${[...listed('c'), ...cellConditions.map((cond) => cond('c'))].join(' AND ')}
        ORDER BY c.start_time, c.id LIMIT ${perCell}) s)`);
  }
  const moreDates = `CASE WHEN a.series_id IS NULL THEN 0 ELSE (SELECT count(*) FROM activities o WHERE o.series_id = a.series_id
             AND ${listed('o').join(' AND ')} AND o.id <> a.id) END AS more_dates`;
  // What the app's cards and pins say besides the row: a "from" price and the activity's clock.
  const severalAndZone = `(SELECT true FROM price_categories pc WHERE pc.activity_id = a.id AND pc.position > 0
             AND pc.takes_seat AND NOT pc.hidden AND NOT pc.code_only LIMIT 1) IS NOT NULL AS several_prices,
           (SELECT c.time_zone FROM cities c WHERE c.id = a.city_id) AS time_zone`;
  if (pins) {
    const page = {
      text: `
      SELECT a.id, a.latitude, a.longitude, a.title, a.series_id, a.price_cents, a.start_time, a.thumbnail_url,
             a.status, a.start_time <= now() AS started, p.payouts_enabled, a.spots_remaining, ${moreDates},
             ${severalAndZone}
      FROM activities a JOIN profiles p ON p.id = a.host_id
      WHERE ${pageWhere.join(' AND ')}
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
           ${moreDates}, ${severalAndZone}
    FROM activities a JOIN profiles p ON p.id = a.host_id
    WHERE ${pageWhere.join(' AND ')}
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
