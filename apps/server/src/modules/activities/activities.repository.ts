import { LIMITS } from '@sortim/contracts/limits';
import { MAP_CELL_ZOOM } from '@sortim/contracts/map-tiles';
import { and, asc, desc, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { perDatabase } from '#src/db/per-database.ts';
import { activities, bookings, profiles, userRoles } from '#src/db/schema.ts';
import { activityCityName, activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { severalPrices } from '#src/modules/reservations/from-price.ts';
import { bookedPrivately, hasStarted, isListed, isPaid } from '#src/modules/reservations/rules.ts';
import {
  afterKeyset,
  boundValues,
  countKeepsPlan,
  guestListWhere,
  inBoxCells,
  inlinedLimit,
  type ListFilters,
  perShape,
  pinned,
  type Search,
  sampleSide,
  searchOf,
  soonestPerCell,
  type TileFilters,
  upcoming,
} from './guest-list-search.ts';
import { isFirstOfSeries, type OccurrenceTable, otherUpcomingDates } from './series-sql.ts';

/*
 * The guest side's queries on activities. Every filter is SQL (guest-list-search.ts), so the page and its
 * count come from the database in two statements however many filters are combined.
 */

/** Where the previous page ended: the last row's start time (microseconds, UTC) and id. */
export type Keyset = { startTime: string; id: string };

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

/** What a statement stops at: how many rows, and how many of each tile cell's (guest-list-search.ts). */
type Stops = { limit: number; perCell: number; side: number };

const stopsOf = (search: Search, limit: number, perCell = limit): Stops => ({
  limit,
  perCell: search.sample ? perCell : 0,
  side: sampleSide(search),
});

/** Full precision for the cursor: a JS Date keeps milliseconds, the column keeps microseconds. */
const keyTime = sql<string>`to_char(${activities.startTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page's ids alone (see `pageIds`): the search, after the keyset when paged; kept or planned for each
 * request as its search allows.
 */
const pageIdsStatement = perShape(
  'guest_list_page_ids',
  (db, search, paged, name, stops: { limit: number }) =>
    db
      .select({ id: activities.id })
      .from(activities)
      .where(and(...guestListWhere(search), paged ? afterKeyset(activities) : undefined))
      .orderBy(asc(activities.startTime), asc(activities.id))
      .limit(inlinedLimit(stops.limit))
      .prepare(name),
);

/**
 * The cards of the activities `ids` names, in no order: one named statement per database, so one kept plan
 * on every connection.
 */
const cardsStatement = perDatabase((db) =>
  db
    .select({ ...cardColumns, keyTime })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(sql`${activities.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('guest_list_cards'),
);

/**
 * A small box's page ids (`inBoxCells`): one kept statement for every box, whatever its filters, as
 * its plan (the cells one by one) is the same for all.
 */
const boxPageIdsStatement = perShape(
  'guest_list_box_page_ids',
  (db, search, paged, name, stops: { limit: number }) =>
    db
      .select({ id: sql<string>`in_box.id` })
      .from(inBoxCells(search, paged, stops.limit))
      .orderBy(sql`in_box.start_time, in_box.id`)
      .limit(inlinedLimit(stops.limit))
      .prepare(name),
  () => true,
);

/**
 * The ids of one page of the guest list, by start time then id, after `after` when given: a small box's
 * from its cells, others from activities_guest_list_cover_idx alone where the search allows (decision 205).
 * Their cards come from `cardsOf`: planning the cards' dozen subqueries with a search planned for each
 * request cost as much as running them (decision 203).
 */
export async function pageIds(
  db: Database,
  filters: ListFilters,
  after: Keyset | null,
  limit: number,
): Promise<string[]> {
  const search = searchOf(filters);
  const values = { ...boundValues(search), afterTime: after?.startTime, afterId: after?.id };
  const paged = after !== null;
  const statement = search.boxCells
    ? boxPageIdsStatement(db, search, paged, { limit })
    : pageIdsStatement(db, search, paged, { limit });
  const keys = await statement.execute(values);
  return keys.map((row) => row.id);
}

/** The cards of `ids`, in their order. */
export async function cardsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const cards = await cardsStatement(db).execute({ ids });
  const byId = new Map(cards.map((card) => [card.id, card]));
  // An activity gone between the two statements is left out, as if the page had been read a moment later.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A first page and how many match, in one statement (decision 209): the search's matches up to `cap` in no
 * order, as a count reads them (a small box's from its cells' entries of activities_cell_cover_idx, a wider
 * one's from activities_box_cover_idx), then the soonest `limit` of those, each row with how many there
 * were. Kept with a box, as a count is (`countKeepsPlan`).
 */
const countedPageStatement = perShape(
  'guest_list_counted_page',
  (db, search, _paged, name, stops: { limit: number; cap: number }) => {
    const matching = db
      .select({ id: activities.id, startTime: activities.startTime })
      .from(activities)
      .where(and(...guestListWhere(search)))
      .limit(inlinedLimit(stops.cap))
      .as('matching');
    return db
      .select({ id: matching.id, matched: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matching)
      .orderBy(asc(matching.startTime), asc(matching.id))
      .limit(inlinedLimit(stops.limit))
      .prepare(name);
  },
  countKeepsPlan,
);

/**
 * How many activities of the guest list match, up to `cap` + 1 (a broad search stops reading there instead
 * of visiting every upcoming activity), and the ids of the first `limit` of them. The ids are the search's
 * first page only when no more than `cap` match: the soonest of a capped set need not be the soonest of all.
 */
export async function countedFirstPage(
  db: Database,
  filters: ListFilters,
  cap: number,
  limit: number,
): Promise<{ matched: number; ids: string[] }> {
  const search = searchOf(filters);
  const rows = await countedPageStatement(db, search, false, { limit, cap: cap + 1 }).execute(
    boundValues(search),
  );
  return { matched: rows[0]?.matched ?? 0, ids: rows.map((row) => row.id) };
}

const pinsStatement = perShape('guest_list_pins', (db, search, _paged, name, stops: Stops) =>
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
    .where(and(...guestListWhere(search, pinned), search.sample && soonestPerCell(search, stops.perCell)))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(inlinedLimit(stops.limit))
    .prepare(name),
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
  return pinsStatement(db, search, false, stopsOf(search, limit + 1, perCell)).execute(boundValues(search));
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
