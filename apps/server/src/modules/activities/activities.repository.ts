import type { ActivityListQuery } from '@sortim/contracts/activities';
import { TIME_OF_DAY_HOURS } from '@sortim/contracts/activities';
import { LIMITS } from '@sortim/contracts/limits';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles, userRoles } from '#src/db/schema.ts';
import { barcelonaDayEnd, barcelonaDayStart, barcelonaHour } from './barcelona-time-sql.ts';

/*
 * The guest side's queries on activities. Every filter is SQL, so the page and its count come from the
 * database in two statements however many filters are combined.
 */

export type ListFilters = z.output<typeof ActivityListQuery>;
/** Where the previous page ended: the last row's start time (microseconds, UTC) and id. */
export type Keyset = { startTime: string; id: string };

/** Public means published and not a draft; guests' lists also only show what has not started yet. */
const isPublic = and(eq(activities.isPublished, true), eq(activities.status, 'published'));
const upcoming = gte(activities.startTime, sql`now()`);

/** The host's roles in the same statement (no query per row); an empty list when they have none. */
const hostRoles = sql<string[]>`coalesce((
  select array_agg(${userRoles.role}::text order by ${userRoles.role})
  from ${userRoles} where ${userRoles.userId} = ${activities.hostId}
), '{}'::text[])`;

const cardColumns = {
  id: activities.id,
  title: activities.title,
  category: activities.category,
  subtype: activities.subtype,
  priceCents: activities.priceCents,
  startTime: activities.startTime,
  endTime: activities.endTime,
  spotsRemaining: activities.spotsRemaining,
  capacity: activities.capacity,
  location: activities.location,
  locationName: activities.locationName,
  address: activities.address,
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
};

/** `%`, `_` and the escape character itself match literally inside an ILIKE pattern. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(f: ListFilters): SQL[] {
  const where: SQL[] = [];
  if (f.q) {
    const pattern = contains(f.q);
    where.push(or(ilike(activities.title, pattern), ilike(activities.description, pattern)) as SQL);
  }
  if (f.categories?.length) where.push(inArray(activities.category, f.categories));
  if (f.subcategories?.length) where.push(inArray(activities.subtype, f.subcategories));
  if (f.priceMin !== undefined && f.priceMin > 0) where.push(gte(activities.priceCents, f.priceMin * 100));
  // The slider's top value means "and up", so it sets no upper bound.
  if (f.priceMax !== undefined && f.priceMax < LIMITS.priceFilterMaxEur) {
    where.push(sql`${activities.priceCents} <= ${f.priceMax * 100}`);
  }
  if (f.dateFrom) where.push(sql`${activities.startTime} >= ${barcelonaDayStart(f.dateFrom)}`);
  if (f.dateTo) where.push(sql`${activities.startTime} < ${barcelonaDayEnd(f.dateTo)}`);
  if (f.timeOfDay?.length) {
    const hour = barcelonaHour(activities.startTime);
    const ranges = [...new Set(f.timeOfDay)].map((t) => {
      const [from, to] = TIME_OF_DAY_HOURS[t];
      return sql`(${hour} >= ${from} and ${hour} < ${to})`;
    });
    where.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (f.languages?.length) {
    const patterns = f.languages.map((l) => sql`lang ilike ${contains(l)}`);
    where.push(
      sql`exists (select 1 from unnest(${activities.activityLanguages}) as lang where ${sql.join(patterns, sql` or `)})`,
    );
  }
  if (f.difficulty?.length) {
    where.push(
      inArray(
        sql`lower(${activities.level}::text)`,
        f.difficulty.map((d) => d.toLowerCase()),
      ),
    );
  }
  return where;
}

const guestListWhere = (filters: ListFilters): SQL[] => [
  isPublic as SQL,
  upcoming,
  ...filterConditions(filters),
];

/** One page of the guest list, by start time then id, after `after` when given. */
export function listPage(db: Database, filters: ListFilters, after: Keyset | null, limit: number) {
  const keyset = after
    ? sql`(${activities.startTime}, ${activities.id}) > (${after.startTime}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      ...cardColumns,
      // Full precision for the cursor: a JS Date keeps milliseconds, the column keeps microseconds.
      keyTime: sql<string>`to_char(${activities.startTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(and(...guestListWhere(filters), keyset))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(limit + 1);
}

/**
 * How many activities of the guest list match, or `cap` + 1 when more than `cap` do: a broad search stops
 * reading there instead of visiting every upcoming activity.
 */
export async function countUpTo(db: Database, filters: ListFilters, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(activities)
    .where(and(...guestListWhere(filters)))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** Up to `n` random featured activities among the public, upcoming ones. */
export function randomFeatured(db: Database, n: number) {
  return db
    .select(cardColumns)
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(and(isPublic, upcoming, eq(activities.featured, true)))
    .orderBy(sql`random()`)
    .limit(n);
}

/** The `n` with the most paid bookings among the `among` newest public, upcoming activities. */
export function mostBookedOfNewest(db: Database, n: number, among: number) {
  const newest = db
    .select({ id: activities.id })
    .from(activities)
    .where(and(isPublic, upcoming))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(among);
  const paidBookings = sql`(select count(*) from ${bookings} where ${bookings.activityId} = ${activities.id} and ${bookings.status} = 'paid')`;
  return db
    .select(cardColumns)
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(inArray(activities.id, newest))
    .orderBy(desc(paidBookings), desc(activities.createdAt), desc(activities.id))
    .limit(n);
}

export type CardRow = Awaited<ReturnType<typeof randomFeatured>>[number];

/** One activity with what the detail page shows of its host, public or not (the service decides). */
export async function findDetail(db: Database, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: activities.description,
      additionalImages: activities.additionalImages,
      thirdPartyAttendees: activities.thirdPartyAttendees,
      isPublished: activities.isPublished,
      status: activities.status,
      hostBio: profiles.bio,
      hostPayoutsEnabled: profiles.payoutsEnabled,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(eq(activities.id, id));
  return row;
}
