import type { HostActivity } from '@sortim/contracts/hosting';
import { takenSpots } from '@sortim/contracts/spots-ledger';
import { and, asc, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, bookings, profiles, savedActivities, tickets } from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { severalPrices } from '#src/modules/reservations/from-price.ts';
import { isCancelled, isPaid } from '#src/modules/reservations/rules.ts';

/*
 * Activities as their host (or an admin) manages them: every field, plus what the ledger already holds.
 * Spots booked or held are what capacity leaves after spots on sale and third-party attendees
 * (decision 3), so they are read from the row itself, never counted a second way.
 */

const paid = sql`${bookings.activityId} = ${activities.id} and ${isPaid}`;

const hostActivityColumns = {
  id: activities.id,
  hostId: activities.hostId,
  hostName: profiles.displayName,
  title: activities.title,
  description: activities.description,
  category: activities.category,
  subtype: activities.subtype,
  priceCents: activities.priceCents,
  severalPrices: severalPrices(activities.id),
  startTime: activities.startTime,
  endTime: activities.endTime,
  timeZone: activityTimeZone,
  spotsRemaining: activities.spotsRemaining,
  capacity: activities.capacity,
  thirdPartyAttendees: activities.thirdPartyAttendees,
  location: activities.location,
  locationName: activities.locationName,
  address: activities.address,
  latitude: activities.latitude,
  longitude: activities.longitude,
  coverImageUrl: activities.coverImageUrl,
  thumbnailUrl: activities.thumbnailUrl,
  additionalImages: activities.additionalImages,
  activityLanguages: activities.activityLanguages,
  level: activities.level,
  tags: activities.tags,
  featured: activities.featured,
  isPublished: activities.isPublished,
  status: activities.status,
  cancellationPolicy: activities.cancellationPolicy,
  savedCount: sql<number>`(select count(*) from ${savedActivities} where ${savedActivities.activityId} = ${activities.id})::int`,
  paidBookings: sql<number>`(select count(*) from ${bookings} where ${paid})::int`,
  paidAmountCents: sql<number>`(select coalesce(sum(${bookings.amountCents}), 0) from ${bookings} where ${paid})::int`,
  paidSpots: sql<number>`(select coalesce(sum(${bookings.spots}), 0) from ${bookings} where ${paid})::int`,
  checkedInSeats: sql<number>`(select count(*) from ${tickets} inner join ${bookings} on ${bookings.id} = ${tickets.bookingId}
    where ${paid} and ${tickets.checkedInAt} is not null)::int`,
};

const selectHostActivities = (db: Database | Transaction) =>
  db
    .select(hostActivityColumns)
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectHostActivities>>[number];

/**
 * How many came: the seats checked in at the door; when the host checked nobody in (no door used), the
 * paid bookings' party, which is who was expected.
 */
const attendedOf = (row: Row) => (row.checkedInSeats > 0 ? row.checkedInSeats : row.paidSpots);

function toHostActivity(row: Row): HostActivity {
  const { paidSpots: _paidSpots, checkedInSeats: _checkedIn, ...rest } = row;
  return {
    ...rest,
    attended: attendedOf(row),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    takenSpots: takenSpots(row),
  };
}

/**
 * A host's activities (or, without `hostId`, everyone's: the admin's view), by start time, soonest
 * first unless `newestFirst`.
 */
export async function listHostActivities(
  db: Database,
  filter: { hostId?: string; limit?: number; newestFirst?: boolean; withoutCancelled?: boolean },
): Promise<HostActivity[]> {
  let query = selectHostActivities(db);
  const conditions = [
    filter.hostId ? eq(activities.hostId, filter.hostId) : undefined,
    filter.withoutCancelled ? not(isCancelled) : undefined,
  ];
  query = query.where(and(...conditions));
  query = query.orderBy(
    filter.newestFirst ? desc(activities.startTime) : asc(activities.startTime),
    asc(activities.id),
  );
  if (filter.limit) query = query.limit(filter.limit);
  return (await query).map(toHostActivity);
}

/** One activity as its host edits it; undefined when there is none. */
export async function findHostActivity(
  db: Database | Transaction,
  where: SQL,
): Promise<HostActivity | undefined> {
  const [row] = await selectHostActivities(db).where(where);
  return row && toHostActivity(row);
}
