import type { ActivityListQuery, BoundingBox } from '@sortim/contracts/activities';
import { TIME_OF_DAY_HOURS, type TimeOfDay } from '@sortim/contracts/activities';
import { LIMITS } from '@sortim/contracts/limits';
import { MAP_CELL_ZOOM, type MapTile } from '@sortim/contracts/map-tiles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles, userRoles } from '#src/db/schema.ts';
import { activityCityName, activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { containsPattern } from '#src/lib/like-pattern.ts';
import { severalPrices } from '#src/modules/reservations/from-price.ts';
import { bookedPrivately, hasStarted, isListed, isPaid, listedIn } from '#src/modules/reservations/rules.ts';
import {
  barcelonaDayEnd,
  barcelonaDayStart,
  barcelonaHour,
  cityIdOf,
  cityZone,
  defaultCityZone,
} from './barcelona-time-sql.ts';
import { isFirstOfSeries, type OccurrenceTable, otherUpcomingDates } from './series-sql.ts';

/*
 * The guest side's queries on activities. Every filter is SQL, so the page and its count come from the
 * database in two statements however many filters are combined.
 */

/**
 * The list's statements are unnamed: PostgreSQL plans each execution for its values (an ILIKE pattern or
 * a price range changes the best plan), and no statement is left behind on the pool's connections.
 */
const STATEMENT_NAME = '';
/** Cells in a column of the map (contracts/map-tiles.ts). */
const MAP_CELLS = 2 ** MAP_CELL_ZOOM;

export type ListFilters = z.output<typeof ActivityListQuery>;
/** The list's filters for one map tile's pins (decision 190): the tile instead of a box. */
export type TileFilters = Omit<ListFilters, 'bbox' | 'cursor' | 'limit'> & { tile: MapTile };
/** Where the previous page ended: the last row's start time (microseconds, UTC) and id. */
export type Keyset = { startTime: string; id: string };

/** Guests' lists show listed activities that have not started yet. */
const upcoming = gte(activities.startTime, sql`now()`);

/** The host's roles in the same statement (no query per row); an empty list when they have none. */
const hostRoles = sql<string[]>`coalesce((
  select array_agg(${userRoles.role}::text order by ${userRoles.role})
  from ${userRoles} where ${userRoles.userId} = ${activities.hostId}
), '{}'::text[])`;

/**
 * Booked privately, as a card reads it: a private group takes every spot of its date, so only a date with
 * none left is asked (two index probes), and a list of dates on sale pays nothing for it.
 */
const privatelyBookedCard = sql<boolean>`(${activities.spotsRemaining} = 0 and ${bookedPrivately(activities.id)})`;

export const cardColumns = {
  id: activities.id,
  title: activities.title,
  category: activities.category,
  subtype: activities.subtype,
  priceCents: activities.priceCents,
  severalPrices: severalPrices(activities.id),
  startTime: activities.startTime,
  endTime: activities.endTime,
  timeZone: activityTimeZone,
  spotsRemaining: activities.spotsRemaining,
  capacity: activities.capacity,
  location: activities.location,
  locationName: activities.locationName,
  address: activities.address,
  latitude: activities.latitude,
  longitude: activities.longitude,
  coverImageUrl: activities.coverImageUrl,
  thumbnailUrl: activities.thumbnailUrl,
  activityLanguages: activities.activityLanguages,
  level: activities.level,
  tags: activities.tags,
  featured: activities.featured,
  hostId: profiles.id,
  hostDisplayName: profiles.displayName,
  hostAvatarUrl: profiles.avatarUrl,
  hostRoles,
  seriesId: activities.seriesId,
  moreDates: otherUpcomingDates,
  // The facts of the card's state (activity-state.ts), read by the same rules checkout enforces.
  status: activities.status,
  started: hasStarted,
  hostPayoutsEnabled: profiles.payoutsEnabled,
  bookedPrivately: privatelyBookedCard,
};

/**
 * A search as the list's statements bind it: lists without repeats (the same answer), text as ILIKE
 * patterns, euros as cents, and only the bounds that filter (priceMin 0 and the slider's top value, which
 * means "and up", set none).
 */
type Search = {
  q: string | undefined;
  categories: string[];
  subcategories: string[];
  priceMinCents: number | undefined;
  priceMaxCents: number | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  /** Part of the statement itself, not bound: there are seven sets and their hours are constants. */
  timesOfDay: TimeOfDay[];
  languages: string[];
  difficulties: string[];
  /** The map's area: only activities pinned inside it, edges included. */
  bbox: BoundingBox | undefined;
  /** A city's slug: only its activities; without one, every city's, dates on the default city's clock. */
  city: string | undefined;
  /**
   * A map tile's cells: only activities pinned inside it, each point in one tile (see `cellsOf`). A box
   * stays two ranges: its cells' ranges made PostgreSQL read a dense neighbourhood whole (decision 190).
   */
  cells: Cells | undefined;
  /** A map tile's pins: the soonest few of each of its cells (`soonestPerCell`). */
  tile: MapTile | undefined;
  /**
   * The columns and rows of cells read one by one (`soonestPerCell`): a tile's. (A box's list read this way
   * too was slower than its own plans at 1,000,000 activities: its box's ranges need each row.)
   */
  sample: { columns: [number, number]; rows: [number, number] } | undefined;
};

function sampleOf(tile: MapTile | undefined): Search['sample'] {
  if (!tile) return undefined;
  const side = 2 ** (MAP_CELL_ZOOM - tile.z);
  const [x, y] = [tile.x * side, tile.y * side];
  return { columns: [x, x + side - 1], rows: [y, y + side - 1] };
}

/**
 * An area's cells as `map_cell` ranges, one per column of cells. A wide area has many columns (256 for a
 * tile at zoom 8): past MAX_CELL_RANGES it is one range from its first column to its last, and its rows are
 * checked on the index entries (`map_cell % 2^16`), which reads the cells of those columns outside it too.
 */
const MAX_CELL_RANGES = 16;
type Cells = { ranges: [number, number][]; rows: [number, number] | undefined };

function cellsOf(columns: [number, number], rows: [number, number]): Cells {
  const [first, last] = columns;
  if (last - first + 1 > MAX_CELL_RANGES) {
    return { ranges: [[first * MAP_CELLS + rows[0], last * MAP_CELLS + rows[1]]], rows };
  }
  const ranges: [number, number][] = [];
  for (let column = first; column <= last; column++) {
    ranges.push([column * MAP_CELLS + rows[0], column * MAP_CELLS + rows[1]]);
  }
  return { ranges, rows: undefined };
}

/** A tile's cells: exactly its own (contracts/map-tiles.ts). */
function tileCells(tile: MapTile): Cells {
  const side = 2 ** (MAP_CELL_ZOOM - tile.z);
  return cellsOf([tile.x * side, (tile.x + 1) * side - 1], [tile.y * side, (tile.y + 1) * side - 1]);
}

const distinct = <T>(list: T[] | undefined): T[] => [...new Set(list ?? [])];

function searchOf(f: Partial<ListFilters> & { tile?: MapTile | undefined }): Search {
  return {
    q: f.q ? containsPattern(f.q) : undefined,
    categories: distinct(f.categories),
    subcategories: distinct(f.subcategories),
    priceMinCents: f.priceMin !== undefined && f.priceMin > 0 ? f.priceMin * 100 : undefined,
    priceMaxCents:
      f.priceMax !== undefined && f.priceMax < LIMITS.priceFilterMaxEur ? f.priceMax * 100 : undefined,
    dateFrom: f.dateFrom || undefined,
    dateTo: f.dateTo || undefined,
    timesOfDay: distinct(f.timeOfDay).sort(),
    languages: distinct(f.languages?.map(containsPattern)),
    difficulties: distinct(f.difficulty?.map((d) => d.toLowerCase())),
    bbox: f.bbox,
    city: f.city || undefined,
    cells: f.tile && tileCells(f.tile),
    tile: f.tile,
    sample: sampleOf(f.tile),
  };
}

/** What a search's statement depends on: which filters it has and how many values each list holds. */
const shapeOf = (s: Search): string =>
  [
    s.q === undefined ? '' : 'q',
    `c${s.categories.length}`,
    `s${s.subcategories.length}`,
    s.priceMinCents === undefined ? '' : 'min',
    s.priceMaxCents === undefined ? '' : 'max',
    s.dateFrom === undefined ? '' : 'from',
    s.dateTo === undefined ? '' : 'to',
    `t${s.timesOfDay.join('+')}`,
    `l${s.languages.length}`,
    `d${s.difficulties.length}`,
    s.bbox === undefined ? '' : 'box',
    s.city === undefined ? '' : 'city',
    s.cells === undefined ? '' : `cells${s.cells.ranges.length}${s.cells.rows ? ' rows' : ''}`,
    s.tile === undefined ? '' : 'tile',
    s.sample === undefined ? '' : 'sample',
  ].join(' ');

/** The placeholders' values for a search (see `filterConditions` for their names). */
function boundValues(s: Search): Record<string, unknown> {
  const values: Record<string, unknown> = {
    q: s.q,
    priceMin: s.priceMinCents,
    priceMax: s.priceMaxCents,
    dateFrom: s.dateFrom,
    dateTo: s.dateTo,
    west: s.bbox?.west,
    south: s.bbox?.south,
    east: s.bbox?.east,
    north: s.bbox?.north,
    city: s.city,
  };
  const lists = {
    category: s.categories,
    subtype: s.subcategories,
    language: s.languages,
    level: s.difficulties,
  };
  s.cells?.ranges.forEach(([lo, hi], i) => {
    values[`cellLo${i}`] = lo;
    values[`cellHi${i}`] = hi;
  });
  values.stripRowFirst = s.cells?.rows?.[0];
  values.stripRowLast = s.cells?.rows?.[1];
  if (s.sample) {
    Object.assign(values, {
      columnFirst: s.sample.columns[0],
      columnLast: s.sample.columns[1],
      rowFirst: s.sample.rows[0],
      rowLast: s.sample.rows[1],
    });
  }
  for (const [name, list] of Object.entries(lists)) {
    list.forEach((value, i) => {
      values[`${name}${i}`] = value;
    });
  }
  return values;
}

const placeholders = (name: string, list: unknown[]) => list.map((_, i) => sql.placeholder(`${name}${i}`));

const degrees = (name: string) => sql`${sql.placeholder(name)}::double precision`;

/**
 * The point is inside the box, edges included, as two ranges (a box across the antimeridian is no box
 * here). Not `point <@ box`: PostgreSQL estimates that at a fixed 0.1% of rows whatever the box, so it
 * read every point of the whole city from the GiST index (0.5 s at 100,000 activities) and of a dense
 * neighbourhood too; ranges it estimates from the columns' statistics, and reads a sparse area from the
 * (latitude, longitude) index and a dense or wide one in start-time order (migration 0024).
 */
const insideBox = (t: OccurrenceTable): SQL =>
  sql`(${t.latitude} between ${degrees('south')} and ${degrees('north')} and ${t.longitude} between ${degrees('west')} and ${degrees('east')})`;

/**
 * The point is in one of a tile's cells: a range of `map_cell` per column of cells, each read from the
 * index of exactly those cells (activities_map_cell_idx), however large the table.
 */
function insideCells(t: OccurrenceTable, cells: Cells): SQL {
  const ranges = cells.ranges.map(
    (_, i) =>
      sql`${t.mapCell} between ${sql.placeholder(`cellLo${i}`)}::bigint and ${sql.placeholder(`cellHi${i}`)}::bigint`,
  );
  const rows = cells.rows
    ? sql` and ${t.mapCell} % ${sql.raw(String(MAP_CELLS))} between ${sql.placeholder('stripRowFirst')}::bigint and ${sql.placeholder('stripRowLast')}::bigint`
    : sql``;
  return sql`((${sql.join(ranges, sql` or `)})${rows})`;
}

/** The filters' conditions on `t`, with placeholders for every value a request sends. */
function filterConditions(s: Search, t: OccurrenceTable = activities): SQL[] {
  const where: SQL[] = [];
  const zone = s.city === undefined ? defaultCityZone : cityZone(sql.placeholder('city'));
  if (s.city !== undefined) where.push(sql`${t.cityId} = ${cityIdOf(sql.placeholder('city'))}`);
  if (s.q !== undefined) {
    const pattern = sql.placeholder('q');
    where.push(or(ilike(t.title, pattern), ilike(t.description, pattern)) as SQL);
  }
  if (s.categories.length) where.push(inArray(t.category, placeholders('category', s.categories)));
  if (s.subcategories.length) {
    where.push(inArray(t.subtype, placeholders('subtype', s.subcategories)));
  }
  if (s.priceMinCents !== undefined) where.push(gte(t.priceCents, sql.placeholder('priceMin')));
  if (s.priceMaxCents !== undefined) {
    where.push(sql`${t.priceCents} <= ${sql.placeholder('priceMax')}`);
  }
  if (s.dateFrom !== undefined) {
    where.push(sql`${t.startTime} >= ${barcelonaDayStart(sql.placeholder('dateFrom'), zone)}`);
  }
  if (s.dateTo !== undefined) {
    where.push(sql`${t.startTime} < ${barcelonaDayEnd(sql.placeholder('dateTo'), zone)}`);
  }
  if (s.timesOfDay.length) {
    const hour = barcelonaHour(t.startTime, zone);
    const ranges = s.timesOfDay.map((t) => {
      const [from, to] = TIME_OF_DAY_HOURS[t];
      return sql`(${hour} >= ${from} and ${hour} < ${to})`;
    });
    where.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (s.languages.length) {
    const patterns = placeholders('language', s.languages).map((p) => sql`lang ilike ${p}`);
    where.push(
      sql`exists (select 1 from unnest(${t.activityLanguages}) as lang where ${sql.join(patterns, sql` or `)})`,
    );
  }
  if (s.difficulties.length) {
    where.push(inArray(sql`lower(${t.level}::text)`, placeholders('level', s.difficulties)));
  }
  if (s.bbox !== undefined) where.push(insideBox(t));
  if (s.cells !== undefined) where.push(insideCells(t, s.cells));
  return where;
}

/**
 * A series shows once, at its first date matching the search and `more` (series-sql.ts): with a box, at its
 * first date inside it.
 */
const guestListWhere = (search: Search, more: (t: OccurrenceTable) => SQL[] = () => []): SQL[] => [
  isListed,
  upcoming,
  ...filterConditions(search),
  ...more(activities),
  isFirstOfSeries((t) => [...filterConditions(search, t), ...more(t)]),
];

const inCell = alias(activities, 'in_cell');
const cellTable = inCell as unknown as OccurrenceTable;

/**
 * The search's matches among the soonest `perCell` of each of its cells (`search.sample`, after the keyset
 * when paged): one walk of activities_map_cell_idx per cell, in order, so a tile or a small box reads a
 * bounded number of index entries however large the table. For a box it is exact (its soonest rows are
 * among its cells' soonest); a tile's pins are each cell's soonest few, so a crowded cell cannot take every
 * pin of the tile from the others.
 */
function soonestPerCell(search: Search, paged: boolean): SQL {
  const { cells: _cells, tile: _tile, sample: _sample, ...filters } = search;
  const keyset = paged
    ? sql`(${inCell.startTime}, ${inCell.id}) > (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
    : undefined;
  const where = and(
    sql`${inCell.mapCell} = (cell_column.n * ${sql.raw(String(MAP_CELLS))} + cell_row.n)`,
    listedIn(cellTable),
    gte(inCell.startTime, sql`now()`),
    ...filterConditions({ ...filters, cells: undefined, tile: undefined, sample: undefined }, cellTable),
    keyset,
  );
  const bound = (name: string) => sql`${sql.placeholder(name)}::bigint`;
  return sql`${activities.id} in (select sampled.id
    from generate_series(${bound('columnFirst')}, ${bound('columnLast')}) as cell_column(n)
    cross join generate_series(${bound('rowFirst')}, ${bound('rowLast')}) as cell_row(n)
    cross join lateral (
      select ${inCell.id} as id from ${activities} as ${inCell} where ${where}
      order by ${inCell.startTime}, ${inCell.id} limit ${sql.placeholder('perCell')}::int
    ) as sampled)`;
}

/** Has a point: only these can be pins (a series is pinned at its first pinned date). */
const pinned = (t: OccurrenceTable): SQL[] => [sql`${t.latitude} is not null`];

/**
 * Built once per shape of search and database, then only bound: building a statement's SQL cost more of
 * the list's CPU than anything but writing the response. Past the bound the shape used longest ago goes.
 */
const SHAPES_KEPT = 200;

function perShape<T extends object>(build: (db: Database, search: Search, paged: boolean) => T) {
  const byDatabase = new WeakMap<Database, LRUCache<string, T>>();
  return (db: Database, search: Search, paged: boolean): T => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new LRUCache({ max: SHAPES_KEPT });
      byDatabase.set(db, shapes);
    }
    const key = `${paged ? 'after ' : ''}${shapeOf(search)}`;
    let statement = shapes.get(key);
    if (statement === undefined) {
      statement = build(db, search, paged);
      shapes.set(key, statement);
    }
    return statement;
  };
}

const pageStatement = perShape((db, search, paged) => {
  const keyset = paged
    ? sql`(${activities.startTime}, ${activities.id}) > (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
    : undefined;
  return db
    .select({
      ...cardColumns,
      // Full precision for the cursor: a JS Date keeps milliseconds, the column keeps microseconds.
      keyTime: sql<string>`to_char(${activities.startTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(and(...guestListWhere(search), keyset, search.sample && soonestPerCell(search, paged)))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(sql.placeholder('limit'))
    .prepare(STATEMENT_NAME);
});

/** One page of the guest list, by start time then id, after `after` when given. */
export function listPage(db: Database, filters: ListFilters, after: Keyset | null, limit: number) {
  const search = searchOf(filters);
  return pageStatement(db, search, after !== null).execute({
    ...boundValues(search),
    afterTime: after?.startTime,
    afterId: after?.id,
    perCell: limit + 1,
    limit: limit + 1,
  });
}

const countStatement = perShape((db, search) => {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(activities)
    .where(and(...guestListWhere(search)))
    .limit(sql.placeholder('readUpTo'))
    .as('matching');
  return db.select({ n: count() }).from(matching).prepare(STATEMENT_NAME);
});

/**
 * How many activities of the guest list match, or `cap` + 1 when more than `cap` do: a broad search stops
 * reading there instead of visiting every upcoming activity.
 */
export async function countUpTo(db: Database, filters: ListFilters, cap: number): Promise<number> {
  const search = searchOf(filters);
  const [row] = await countStatement(db, search, false).execute({
    ...boundValues(search),
    readUpTo: cap + 1,
  });
  return row?.n ?? 0;
}

const pinsStatement = perShape((db, search) =>
  db
    .select({
      id: activities.id,
      latitude: sql<number>`${activities.latitude}`.mapWith(Number),
      longitude: sql<number>`${activities.longitude}`.mapWith(Number),
      title: activities.title,
      seriesId: activities.seriesId,
      priceCents: activities.priceCents,
      severalPrices: severalPrices(activities.id),
      startTime: activities.startTime,
      thumbnailUrl: activities.thumbnailUrl,
      moreDates: otherUpcomingDates,
      status: activities.status,
      started: hasStarted,
      hostPayoutsEnabled: profiles.payoutsEnabled,
      spotsRemaining: activities.spotsRemaining,
      bookedPrivately: privatelyBookedCard,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(and(...guestListWhere(search, pinned), search.sample && soonestPerCell(search, false)))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(sql.placeholder('limit'))
    .prepare(STATEMENT_NAME),
);

/**
 * The guest list's matches that have a point, soonest first, up to `limit` + 1 (one more says there were
 * more): one statement with every filter of the list, a series once at its first matching date.
 */
export function pinsOf(db: Database, filters: ListFilters | TileFilters, limit: number) {
  const search = searchOf(filters);
  // A tile's cells share its pins: enough of each that the tile can still say it holds more than `limit`.
  const cells = search.tile ? 4 ** (MAP_CELL_ZOOM - search.tile.z) : 1;
  const perCell = search.tile ? Math.ceil((limit + 1) / cells) : limit + 1;
  return pinsStatement(db, search, false).execute({ ...boundValues(search), perCell, limit: limit + 1 });
}

/** Up to `n` random featured activities among the public, upcoming ones. */
export function randomFeatured(db: Database, n: number) {
  return db
    .select(cardColumns)
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(
      and(
        isListed,
        upcoming,
        eq(activities.featured, true),
        isFirstOfSeries((t) => [eq(t.featured, true)]),
      ),
    )
    .orderBy(sql`random()`)
    .limit(n);
}

/** The `n` with the most paid bookings among the `among` newest public, upcoming activities. */
export function mostBookedOfNewest(db: Database, n: number, among: number) {
  const newest = db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        isListed,
        upcoming,
        isFirstOfSeries(() => []),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(among);
  const paidBookings = sql`(select count(*) from ${bookings} where ${bookings.activityId} = ${activities.id} and ${isPaid})`;
  return db
    .select(cardColumns)
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(inArray(activities.id, newest))
    .orderBy(desc(paidBookings), desc(activities.createdAt), desc(activities.id))
    .limit(n);
}

export type CardRow = Awaited<ReturnType<typeof randomFeatured>>[number];

/**
 * 'More like this' in one statement: up to `n` listed, upcoming activities of the same subtype or the same
 * category as activity `id`, the same subtype first, then the nearest to its pin (those without a pin, or
 * all when it has none, after), then the soonest; never `id` itself nor another date of its series, and
 * each other series once (at its first such date), as in the guest list.
 *
 * The activity is a one-row CTE the candidates are LEFT JOINed to, so one statement also says whether it
 * exists for guests: no row at all when it is unknown or not listed (a draft, cancelled), one row of nulls
 * when it has nothing like it. Its own date does not matter: a past activity's page still suggests.
 */
export function similarActivities(db: Database, id: string, n: number) {
  const source = db.$with('source').as(
    db
      .select({
        id: activities.id,
        category: activities.category,
        subtype: activities.subtype,
        seriesId: activities.seriesId,
        latitude: activities.latitude,
        longitude: activities.longitude,
      })
      .from(activities)
      .where(and(eq(activities.id, id), isListed)),
  );
  // How far a candidate's pin is from the source's, on a plane true to the city's scale (a degree of
  // longitude is cos(latitude) of one of latitude): null when either has none, and those come after.
  const onPlane = (latitude: SQLWrapper, longitude: SQLWrapper) =>
    sql`point(${longitude} * cos(radians(${source.latitude})), ${latitude})`;
  const distance = sql`${onPlane(activities.latitude, activities.longitude)} <-> ${onPlane(source.latitude, source.longitude)}`;
  const sameKind = (t: OccurrenceTable): SQL[] => [
    or(eq(t.subtype, source.subtype), eq(t.category, source.category)) as SQL,
  ];
  const candidate = and(
    isListed,
    upcoming,
    ne(activities.id, source.id),
    sql`(${source.seriesId} is null or ${activities.seriesId} is distinct from ${source.seriesId})`,
    ...sameKind(activities),
    isFirstOfSeries(sameKind),
  );
  return db
    .with(source)
    .select({ sourceId: source.id, ...cardColumns })
    .from(source)
    .leftJoin(activities, candidate)
    .leftJoin(profiles, eq(profiles.id, activities.hostId))
    .orderBy(
      sql`(${activities.subtype} = ${source.subtype}) desc`,
      sql`${distance} asc nulls last`,
      asc(activities.startTime),
      asc(activities.id),
    )
    .limit(n);
}

/** One activity with what the detail page shows of its host, public or not (the service decides). */
export async function findDetail(db: Database, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: activities.description,
      additionalImages: activities.additionalImages,
      thirdPartyAttendees: activities.thirdPartyAttendees,
      isPublished: activities.isPublished,
      cancellationPolicy: activities.cancellationPolicy,
      privateMinimumCents: activities.privateMinimumCents,
      privateMaxGroup: activities.privateMaxGroup,
      cityName: activityCityName,
      hostBio: profiles.bio,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(eq(activities.id, id));
  return row;
}

/** A series shows at most this many of its dates on an activity's page (a host's longest series). */
export const SERIES_DATES_SHOWN = LIMITS.recurrenceMax;

/** The upcoming, listed dates of a series, the earliest first. */
export function upcomingSeriesDates(db: Database, seriesId: string) {
  return db
    .select({
      id: activities.id,
      startTime: activities.startTime,
      endTime: activities.endTime,
      spotsRemaining: activities.spotsRemaining,
    })
    .from(activities)
    .where(and(eq(activities.seriesId, seriesId), isListed, upcoming))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(SERIES_DATES_SHOWN);
}
