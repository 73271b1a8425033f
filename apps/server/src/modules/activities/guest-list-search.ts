import { createHash } from 'node:crypto';
import type { ActivityListQuery, BoundingBox } from '@sortim/contracts/activities';
import { TIME_OF_DAY_HOURS, type TimeOfDay } from '@sortim/contracts/activities';
import { LIMITS } from '@sortim/contracts/limits';
import { MAP_CELL_ZOOM, type MapTile, tileX, tileY } from '@sortim/contracts/map-tiles';
import { and, gte, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { perDatabase } from '#src/db/per-database.ts';
import { activities } from '#src/db/schema.ts';
import { containsPattern } from '#src/lib/like-pattern.ts';
import { isListed, listedIn } from '#src/modules/reservations/rules.ts';
import {
  barcelonaDayEnd,
  barcelonaDayStart,
  barcelonaHour,
  cityIdOf,
  cityZone,
  defaultCityZone,
} from './barcelona-time-sql.ts';
import { isFirstOfSeries, type OccurrenceTable } from './series-sql.ts';

/*
 * How the guest list's filters become SQL (activities.repository.ts runs the statements): a search bound
 * by placeholders, so each shape of search is built once; its conditions on an activity or on one of its
 * series' dates; a map tile's cells, and their soonest activities read one cell at a time.
 */

/** Cells in a column of the map (contracts/map-tiles.ts). */
const MAP_CELLS = 2 ** MAP_CELL_ZOOM;

export type ListFilters = z.output<typeof ActivityListQuery>;
/** The list's filters for one map tile's pins (decision 190): the tile instead of a box. */
export type TileFilters = Omit<ListFilters, 'bbox' | 'cursor' | 'limit'> & { tile: MapTile };

/** Guests' lists show listed activities that have not started yet. */
export const upcoming = gte(activities.startTime, sql`now()`);

/**
 * A search as the list's statements bind it: lists without repeats (the same answer), text as ILIKE
 * patterns, euros as cents, and only the bounds that filter (priceMin 0 and the slider's top value, which
 * means "and up", set none).
 */
export type Search = {
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
  /** A small box's cells (`boxCellsOf`): its matches are read cell by cell. */
  boxCells: number[] | undefined;
  /** A city's slug: only its activities; without one, every city's, dates on the default city's clock. */
  city: string | undefined;
  /**
   * A map tile's cells: only activities pinned inside it, each point in one tile (see `cellsOf`). (A box's
   * cells as ranges made PostgreSQL read a dense neighbourhood whole, decision 190; a small box names its
   * cells instead, `boxCells`.)
   */
  cells: Cells | undefined;
  /** A map tile's pins: the soonest few of each of its cells (`soonestPerCell`). */
  tile: MapTile | undefined;
  /**
   * The columns and rows of cells read one by one (`soonestPerCell`): a tile's. (A small box's are read
   * one by one too, by `inBoxCells`.)
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

/**
 * A box of at most this many cells (8 by 8 at zoom 16: about 3.5 by 2.7 km in Barcelona) is read cell by
 * cell (decision 210); a neighbourhood spans 9 to 20.
 */
const BOX_CELLS_MAX = 64;
/**
 * How far past a box's edge its cells reach: a point within it of a cell's border could fall on either
 * side of it in the database's arithmetic and ours, so the cell beyond is read too (0.1 mm).
 */
const CELL_EDGE_DEGREES = 1e-9;

/**
 * The cells (`map_cell`) a box's points can be in, or none when it spans more than BOX_CELLS_MAX: a wider
 * box is read as coordinate ranges, a large share of the city in start-time order.
 */
function boxCellsOf(box: BoundingBox | undefined): number[] | undefined {
  if (!box) return undefined;
  const [first, last] = [
    tileX(box.west - CELL_EDGE_DEGREES, MAP_CELL_ZOOM),
    tileX(box.east + CELL_EDGE_DEGREES, MAP_CELL_ZOOM),
  ];
  const [top, bottom] = [
    tileY(box.north + CELL_EDGE_DEGREES, MAP_CELL_ZOOM),
    tileY(box.south - CELL_EDGE_DEGREES, MAP_CELL_ZOOM),
  ];
  if ((last - first + 1) * (bottom - top + 1) > BOX_CELLS_MAX) return undefined;
  const cells: number[] = [];
  for (let column = first; column <= last; column++) {
    for (let row = top; row <= bottom; row++) cells.push(column * MAP_CELLS + row);
  }
  return cells;
}

const distinct = <T>(list: T[] | undefined): T[] => [...new Set(list ?? [])];

export function searchOf(f: Partial<ListFilters> & { tile?: MapTile | undefined }): Search {
  return {
    q: f.q ? containsPattern(f.q) : undefined,
    categories: distinct(f.categories).sort(),
    subcategories: distinct(f.subcategories),
    priceMinCents: f.priceMin !== undefined && f.priceMin > 0 ? f.priceMin * 100 : undefined,
    priceMaxCents:
      f.priceMax !== undefined && f.priceMax < LIMITS.priceFilterMaxEur ? f.priceMax * 100 : undefined,
    dateFrom: f.dateFrom || undefined,
    dateTo: f.dateTo || undefined,
    timesOfDay: distinct(f.timeOfDay).sort(),
    languages: distinct(f.languages?.map(containsPattern)),
    difficulties: distinct(f.difficulty?.map((d) => d.toLowerCase())).sort(),
    bbox: f.bbox,
    boxCells: boxCellsOf(f.bbox),
    city: f.city || undefined,
    cells: f.tile && tileCells(f.tile),
    tile: f.tile,
    sample: sampleOf(f.tile),
  };
}

/**
 * What a search's statement depends on: which filters it has, how many values each list holds, and the
 * categories and levels themselves (`inLiterals`).
 */
const shapeOf = (s: Search): string =>
  [
    s.q === undefined ? '' : 'q',
    `c${s.categories.join('+')}`,
    `s${s.subcategories.length}`,
    s.priceMinCents === undefined ? '' : 'min',
    s.priceMaxCents === undefined ? '' : 'max',
    s.dateFrom === undefined ? '' : 'from',
    s.dateTo === undefined ? '' : 'to',
    `t${s.timesOfDay.join('+')}`,
    `l${s.languages.length}`,
    `d${s.difficulties.join('+')}`,
    s.bbox === undefined ? '' : 'box',
    s.boxCells === undefined ? '' : 'boxcells',
    s.city === undefined ? '' : 'city',
    s.cells === undefined ? '' : `cells${s.cells.ranges.length}${s.cells.rows ? ' rows' : ''}`,
    s.tile === undefined ? '' : 'tile',
    s.sample === undefined ? '' : 'sample',
  ].join(' ');

/** The placeholders' values for a search (see `filterConditions` for their names). */
export function boundValues(s: Search): Record<string, unknown> {
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
    boxCells: s.boxCells,
    city: s.city,
  };
  const lists = { subtype: s.subcategories, language: s.languages };
  s.cells?.ranges.forEach(([lo, hi], i) => {
    values[`cellLo${i}`] = lo;
    values[`cellHi${i}`] = hi;
  });
  values.stripRowFirst = s.cells?.rows?.[0];
  values.stripRowLast = s.cells?.rows?.[1];
  if (s.sample) {
    Object.assign(values, {
      columnFirst: s.sample.columns[0],
      rowFirst: s.sample.rows[0],
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

/**
 * The values of a short closed list (the categories, the levels: zod enums) written into the statement,
 * which is then one per set of them (`shapeOf`): how much of the table a category holds decides its best
 * plan, so a kept plan made for one category would not suit another.
 */
function inLiterals(column: SQLWrapper, list: string[]): SQL {
  const values = list.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(values, sql`, `)})`;
}

const degrees = (name: string) => sql`${sql.placeholder(name)}::double precision`;

/**
 * The point is inside the box, edges included, as two ranges (a box across the antimeridian is no box
 * here). Not `point <@ box`: PostgreSQL estimates that at a fixed 0.1% of rows whatever the box, so it
 * read every point of the whole city from the GiST index (0.5 s at 100,000 activities) and of a dense
 * neighbourhood too; ranges it estimates from the columns' statistics, and reads a sparse area from the
 * (latitude, longitude) index and a dense or wide one in start-time order (migration 0024).
 */
const insideBox = (t: OccurrenceTable): SQL => pointInBox(t.latitude, t.longitude);

const pointInBox = (latitude: SQLWrapper, longitude: SQLWrapper): SQL =>
  sql`(${latitude} between ${degrees('south')} and ${degrees('north')} and ${longitude} between ${degrees('west')} and ${degrees('east')})`;

/**
 * `insideBox` on a small box's cells' index entries (`rowConditions`, `inBoxCells`): the same ranges on
 * `latitude + 0` and `longitude + 0`, exactly the point but no index's key. With the bare columns a kept
 * plan, which cannot see the box's size, read the box from activities_box_cover_idx and each row from the
 * table instead (58 ms for a neighbourhood's count at 1,000,000 activities, against 2 from its cells).
 */
const insideBoxOnCellEntries = (t: OccurrenceTable): SQL =>
  pointInBox(sql`(${t.latitude} + 0)`, sql`(${t.longitude} + 0)`);

/**
 * The point is in one of a tile's cells: a range of `map_cell` per column of cells, each read from the
 * index of exactly those cells (activities_cell_cover_idx), however large the table.
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

/** The filters' conditions on `t`, with placeholders for the values a request sends (but `inLiterals`). */
function filterConditions(s: Search, t: OccurrenceTable = activities): SQL[] {
  const where: SQL[] = [];
  const zone = s.city === undefined ? defaultCityZone : cityZone(sql.placeholder('city'));
  if (s.city !== undefined) where.push(sql`${t.cityId} = ${cityIdOf(sql.placeholder('city'))}`);
  if (s.q !== undefined) {
    const pattern = sql.placeholder('q');
    where.push(or(ilike(t.title, pattern), ilike(t.description, pattern)) as SQL);
  }
  if (s.categories.length) where.push(inLiterals(t.category, s.categories));
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
    where.push(inLiterals(sql`lower(${t.level}::text)`, s.difficulties));
  }
  if (s.bbox !== undefined) where.push(insideBox(t));
  if (s.cells !== undefined) where.push(insideCells(t, s.cells));
  return where;
}

/** The filters on a cell's entries of a small box: its point checked on them (`insideBoxOnCellEntries`). */
const onSmallBoxCellEntries = (s: Search, t: OccurrenceTable): SQL[] => [
  ...filterConditions({ ...s, bbox: undefined }, t),
  insideBoxOnCellEntries(t),
];

/**
 * The filters on a listed row. A small box's (decision 210): the point in one of the box's cells, read from
 * activities_cell_cover_idx, and inside the box, checked on those entries. Its coordinate ranges on
 * activities_box_cover_idx read every point in the strip of latitudes the box spans, the whole width of
 * the city (a neighbourhood's count at 1,000,000 activities: 3.3 ms against 2.0).
 */
const rowConditions = (s: Search, t: OccurrenceTable): SQL[] =>
  s.boxCells === undefined
    ? filterConditions(s, t)
    : [sql`${t.mapCell} = any(${sql.placeholder('boxCells')}::bigint[])`, ...onSmallBoxCellEntries(s, t)];

/** After the previous page's last row (`afterTime`, `afterId`), in the list's order. */
export const afterKeyset = (t: OccurrenceTable): SQL =>
  sql`(${t.startTime}, ${t.id}) > (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/**
 * A series shows once, at its first date matching the search and `more` (series-sql.ts): with a box, at its
 * first date inside it (its dates' points read from activities_series_dates_idx, which has no cell).
 */
export const guestListWhere = (search: Search, more: (t: OccurrenceTable) => SQL[] = () => []): SQL[] => [
  isListed,
  upcoming,
  ...rowConditions(search, activities),
  ...more(activities),
  isFirstOfSeries((t) => [...filterConditions(search, t), ...more(t)]),
];

const inCell = alias(activities, 'in_cell');
const cellTable = inCell as unknown as OccurrenceTable;

/**
 * The search's matches among the soonest `perCell` of each of its cells (`search.sample`): one walk of
 * activities_cell_cover_idx per cell, in order, so a tile reads a bounded number of index entries however
 * large the table. A tile's pins are each cell's soonest few, so a crowded cell cannot take every pin of the
 * tile from the others. The columns and rows are counted from the first
 * (`inlined`, part of the statement's shape: `sampleSide`), so PostgreSQL knows how many cells it will walk.
 */
export function soonestPerCell(search: Search, perCell: number): SQL {
  const { cells: _cells, tile: _tile, sample: _sample, ...filters } = search;
  const bound = (name: string) => sql`${sql.placeholder(name)}::bigint`;
  const where = and(
    sql`${inCell.mapCell} = ((${bound('columnFirst')} + cell_column.n) * ${inlined(MAP_CELLS)} + ${bound('rowFirst')} + cell_row.n)`,
    listedIn(cellTable),
    gte(inCell.startTime, sql`now()`),
    ...filterConditions({ ...filters, cells: undefined, tile: undefined, sample: undefined }, cellTable),
  );
  const last = inlined(sampleSide(search) - 1);
  return sql`${activities.id} in (select sampled.id
    from generate_series(0, ${last}) as cell_column(n)
    cross join generate_series(0, ${last}) as cell_row(n)
    cross join lateral (
      select ${inCell.id} as id from ${activities} as ${inCell} where ${where}
      order by ${inCell.startTime}, ${inCell.id} limit ${inlined(perCell)}
    ) as sampled)`;
}

/**
 * A small box's matches (`boxCells`, after the keyset when paged) as `in_box (id, start_time)`: the soonest
 * `perCell` of each of its cells, each walked in start-time order from activities_cell_cover_idx alone
 * (decision 210), so a page reads a few entries a cell however large the table, where one walk of the
 * whole start-time order reads until enough fall inside the box. Exact: the box's soonest are among its
 * cells' soonest. Each cell's are the first of their series inside the box (the tiles' pins check that once
 * for the tile), so that no series' later dates take a cell's places.
 */
export function inBoxCells(search: Search, paged: boolean, perCell: number): SQL {
  const where = and(
    sql`${inCell.mapCell} = box_cell.n`,
    listedIn(cellTable),
    gte(inCell.startTime, sql`now()`),
    ...onSmallBoxCellEntries(search, cellTable),
    isFirstOfSeries((t) => filterConditions(search, t), cellTable),
    paged ? afterKeyset(cellTable) : undefined,
  );
  return sql`unnest(${sql.placeholder('boxCells')}::bigint[]) as box_cell(n)
    cross join lateral (
      select ${inCell.id} as id, ${inCell.startTime} as start_time from ${activities} as ${inCell} where ${where}
      order by ${inCell.startTime}, ${inCell.id} limit ${inlined(perCell)}
    ) as in_box`;
}

/** How many columns (and rows: a tile is square) of cells a search's sample has; 0 without one. */
export const sampleSide = (s: Search): number =>
  s.sample ? s.sample.columns[1] - s.sample.columns[0] + 1 : 0;

/** Has a point: only these can be pins (a series is pinned at its first pinned date). */
export const pinned = (t: OccurrenceTable): SQL[] => [sql`${t.latitude} is not null`];

/**
 * Whether PostgreSQL may keep a search's plan (a named statement, decision 201): planning the list's
 * statement took as long as running it (1.1 ms each at 100,000 activities). Not for the filters whose values
 * change the best plan: a text pattern (ILIKE on the title and description, whose statistics and trigram
 * indexes make a rare word read its matches and a common one the start-time index), a price range, or a
 * box (a sparse one is read from the point index, a dense one in start-time order). A language pattern
 * is kept (decision 204): it is matched inside each row's list of languages, which has no statistics, so
 * every language got the same plan. PostgreSQL still plans a kept statement anew for its values whenever
 * the kept plan would cost more (plan_cache_mode auto).
 */
const keepsPlan = (s: Search): boolean =>
  s.q === undefined && s.priceMinCents === undefined && s.priceMaxCents === undefined && s.bbox === undefined;

/**
 * `keepsPlan` for a count, which keeps it with a box too (decision 206): a count reads every match up to its
 * cap, in no order, so any box is best read from activities_box_cover_idx alone, and planning it cost as
 * much as running it.
 */
export const countKeepsPlan = (s: Search): boolean => keepsPlan({ ...s, bbox: undefined });

/**
 * Built once per shape of search and database, then only bound: building a statement's SQL cost more of
 * the list's CPU than anything but writing the response. Past the bound the shape used longest ago goes.
 * `build` names the statement `name` (unnamed: '', planned for each execution's values); a name follows
 * from the shape alone, so a shape built again is the same statement on every connection. `counts` (how
 * many rows to stop at, how many cells a tile has) are written into the statement as numbers
 * (`inlined`) and are part of its shape: with a placeholder for a LIMIT, PostgreSQL cannot know a kept
 * plan stops early, costs it as reading everything, and plans every execution anew after all.
 */
const SHAPES_KEPT = 200;

export function perShape<T extends object, C extends Record<string, number>>(
  kind: string,
  build: (db: Database, search: Search, paged: boolean, name: string, counts: C) => T,
  keeps: (search: Search) => boolean = keepsPlan,
) {
  const shapesOf = perDatabase(() => new LRUCache<string, T>({ max: SHAPES_KEPT }));
  return (db: Database, search: Search, paged: boolean, counts: C): T => {
    const shapes = shapesOf(db);
    const sizes = Object.entries(counts).map(([name, n]) => `${name}=${n}`);
    const key = [paged ? 'after' : '', shapeOf(search), ...sizes].join(' ');
    let statement = shapes.get(key);
    if (statement === undefined) {
      const name = keeps(search)
        ? `${kind}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`
        : '';
      statement = build(db, search, paged, name, counts);
      shapes.set(key, statement);
    }
    return statement;
  };
}

/** A count written into a statement's text (see `perShape`); only ever a whole number the server chose. */
export function inlined(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count: ${n}`);
  return sql.raw(String(n));
}

/**
 * `inlined` for drizzle's `.limit()`, which writes an SQL chunk as it is (pg-core's dialect) but is typed
 * for a number or a placeholder, either of which it sends as a parameter.
 */
export const inlinedLimit = (n: number) => inlined(n) as unknown as number;
