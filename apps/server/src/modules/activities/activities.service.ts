import {
  type ActivityCard,
  type ActivityDetail,
  type ActivityList,
  type FeaturedActivities,
  LIST_TOTAL_CAP,
  SIMILAR_COUNT,
  type SimilarActivities,
} from '@sortim/contracts/activities';
import { activityState } from '@sortim/contracts/activity-state';
import { type ActivityPin, type ActivityPins, MAP_PINS_MAX } from '@sortim/contracts/map';
import { TILE_PINS_MAX } from '@sortim/contracts/map-tiles';
import type { Role } from '@sortim/contracts/taxonomy';
import { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Invalid, NotFound } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import { categoriesForSale } from '#src/modules/reservations/price-categories.ts';
import { hasLiveCode } from '#src/modules/reservations/promo-code-check.ts';
import { refundTerms } from '#src/modules/reservations/refund-terms.ts';
import {
  type CardRow,
  cardsOf,
  countedFirstPage,
  findDetail,
  type Keyset,
  mostBookedOfNewest,
  pageIds,
  pinsOf,
  randomFeatured,
  similarActivities,
  upcomingSeriesDates,
} from './activities.repository.ts';
import { canSeeActivity } from './activity-visibility.ts';
import { knownCapped, rememberCapped, searchKey } from './capped-totals.ts';
import type { ListFilters, TileFilters } from './guest-list-search.ts';

const FEATURED_COUNT = 3;
/** Without featured activities, the landing page shows the most booked of this many newest ones. */
const FALLBACK_POOL = 10;
const NOT_FOUND = 'Activity not found';

const KeysetJson = z.object({
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.string().refine(isUuid),
});

/** The cursor is opaque to clients (base64url JSON), so its shape can change without breaking them. */
export const encodeCursor = (k: Keyset): string =>
  Buffer.from(JSON.stringify({ t: k.startTime, id: k.id })).toString('base64url');

export function decodeCursor(cursor: string): Keyset {
  try {
    const { t, id } = KeysetJson.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { startTime: t, id };
  } catch {
    const message = 'is not a cursor from a previous page';
    throw new Invalid(`Invalid cursor: ${message}`, { cursor: message });
  }
}

export function toCard(row: CardRow): ActivityCard {
  return {
    id: row.id,
    title: guestTitle(row),
    category: row.category,
    subtype: row.subtype,
    priceCents: row.priceCents,
    severalPrices: row.severalPrices,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    timeZone: row.timeZone,
    spotsRemaining: row.spotsRemaining,
    capacity: row.capacity,
    location: row.location,
    locationName: row.locationName,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    coverImageUrl: row.coverImageUrl,
    thumbnailUrl: row.thumbnailUrl,
    activityLanguages: row.activityLanguages,
    level: row.level,
    tags: row.tags,
    featured: row.featured,
    host: {
      id: row.hostId,
      displayName: row.hostDisplayName,
      avatarUrl: row.hostAvatarUrl,
      roles: row.hostRoles as Role[],
    },
    state: activityState(row),
    moreDates: row.moreDates,
  };
}

/** One tile's pins of one search (decision 190): the same for every caller, whatever box they see. */
export const tileKey = ({ tile, ...filters }: TileFilters): string =>
  `${tile.z}/${tile.x}/${tile.y} ${searchKey(filters)}`;

/** One page of one search: what a guest-list reply depends on (it is the same for every caller). */
export const pageKey = (query: ListFilters): string =>
  `${searchKey(query)} ${query.cursor ?? ''} ${query.limit}`;

/**
 * A first page's ids (up to `limit` + 1: one more says there are more) and its total (decision 209). A
 * search not known to be capped is counted first, in the statement that also reads its page: when no more
 * than LIST_TOTAL_CAP match, the soonest of those are the page, so one statement answers both. A capped
 * search then reads its page on its own.
 */
async function firstPage(db: Database, filters: ListFilters, limit: number) {
  if (!knownCapped(db, filters)) {
    const counted = await countedFirstPage(db, filters, LIST_TOTAL_CAP, limit + 1);
    if (counted.matched <= LIST_TOTAL_CAP) {
      return { ids: counted.ids, total: counted.matched, totalCapped: false };
    }
    rememberCapped(db, filters);
  }
  const ids = await pageIds(db, filters, null, limit + 1);
  // A first page that holds every match is its own count, whatever was trusted before.
  return ids.length > limit
    ? { ids, total: LIST_TOTAL_CAP, totalCapped: true }
    : { ids, total: ids.length, totalCapped: false };
}

/**
 * The guest list: public, upcoming, filtered, by start time. The first page also says how many match (up
 * to LIST_TOTAL_CAP); the pages after it, reached by cursor, do not count again (decision 40).
 */
export async function listActivities(db: Database, query: ListFilters): Promise<ActivityList> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const first = after ? null : await firstPage(db, query, query.limit);
  const ids = first?.ids ?? (await pageIds(db, query, after, query.limit + 1));
  const rows = await cardsOf(db, ids);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCard),
    total: first?.total ?? null,
    totalCapped: first?.totalCapped ?? false,
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ startTime: last.keyTime, id: last.id }) : null,
  };
}

/**
 * The explore map's pins: the list's search (every filter, and the map's box) as its pinned matches, the
 * soonest first, at most MAP_PINS_MAX; `capped` says more matched (the map asks to zoom in or use the list).
 */
export async function activityPins(db: Database, query: ListFilters): Promise<ActivityPins> {
  const rows = await pinsOf(db, query, MAP_PINS_MAX);
  return { items: rows.slice(0, MAP_PINS_MAX).map(toPin), capped: rows.length > MAP_PINS_MAX };
}

/**
 * One map tile's pins (decision 190): the list's search (every filter but a box) pinned inside the tile, the
 * soonest first, at most TILE_PINS_MAX; a series at its first date inside the tile. Each point lies in one
 * tile of a zoom, so the tiles of a view never pin an activity twice. The map clusters them itself.
 */
export async function tilePins(db: Database, filters: TileFilters): Promise<ActivityPins> {
  const rows = await pinsOf(db, filters, TILE_PINS_MAX);
  return { items: rows.slice(0, TILE_PINS_MAX).map(toPin), capped: rows.length > TILE_PINS_MAX };
}

function toPin(row: Awaited<ReturnType<typeof pinsOf>>[number]): ActivityPin {
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    title: guestTitle(row),
    priceCents: row.priceCents,
    severalPrices: row.severalPrices,
    startTime: row.startTime.toISOString(),
    thumbnailUrl: row.thumbnailUrl,
    state: activityState(row),
    moreDates: row.moreDates,
  };
}

/** 'This Week in Barcelona': a random 3 featured; with none featured, the most booked of the newest. */
export async function featuredActivities(db: Database): Promise<FeaturedActivities> {
  let rows = await randomFeatured(db, FEATURED_COUNT);
  if (rows.length === 0) rows = await mostBookedOfNewest(db, FEATURED_COUNT, FALLBACK_POOL);
  return { items: rows.map(toCard) };
}

/**
 * 'More like this' under an activity's page (activities.repository.ts' similarActivities). The same for
 * everyone: an activity guests cannot see (unknown, draft, cancelled) is not found, even by its host.
 */
export async function similarTo(db: Database, id: string): Promise<SimilarActivities> {
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  const rows = await similarActivities(db, id, SIMILAR_COUNT);
  if (rows.length === 0) throw new NotFound(NOT_FOUND);
  return { items: rows.filter((row): row is (typeof rows)[number] & CardRow => row.id !== null).map(toCard) };
}

/**
 * One activity for its page. Past activities stay readable (their reviews live there); drafts and
 * unpublished ones exist only for their host and admins, and look exactly like a missing id to anyone else.
 */
export async function activityDetail(
  db: Database,
  caller: Caller | null,
  id: string,
): Promise<ActivityDetail> {
  // A malformed id cannot name an activity; asking PostgreSQL would only turn it into a 500.
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  const row = await findDetail(db, id);
  if (!row) throw new NotFound(NOT_FOUND);
  if (!canSeeActivity(caller, row)) throw new NotFound(NOT_FOUND);
  const card = toCard(row);
  const dates = row.seriesId ? await upcomingSeriesDates(db, row.seriesId) : [];
  const categories = await categoriesForSale(db, row.id);
  const hasCodes = await hasLiveCode(db, { id: row.id, hostId: row.hostId });
  return {
    ...card,
    description: row.description,
    additionalImages: row.additionalImages,
    thirdPartyAttendees: row.thirdPartyAttendees,
    isPublished: row.isPublished,
    status: row.status,
    cityName: row.cityName,
    seriesDates: dates.map((date) => ({
      ...date,
      startTime: date.startTime.toISOString(),
      endTime: date.endTime.toISOString(),
    })),
    host: { ...card.host, bio: row.hostBio, payoutsEnabled: row.hostPayoutsEnabled },
    // What a booking paid now would get: the activity's policy applied to its start (reservations' rule).
    refundTerms: refundTerms({
      cancellationPolicy: row.cancellationPolicy,
      startTime: row.startTime,
      hostChanged: false,
      timeZone: row.timeZone,
    }),
    priceCategories: categories.filter((category) => !category.codeOnly),
    hasCodes,
    privateOffer:
      row.privateMinimumCents === null || row.privateMaxGroup === null
        ? null
        : { minimumCents: row.privateMinimumCents, maxGroup: row.privateMaxGroup },
  };
}
