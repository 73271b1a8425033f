import {
  type HostBooking,
  type HostDashboard,
  type PayoutSetup,
  payoutSetupOf,
} from '@sortim/contracts/host-dashboard';
import { and, count, desc, eq, inArray, lte, not, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, paymentSessions, profiles, tickets, users } from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import type { Caller } from '#src/lib/caller.ts';
import { listHostActivities } from '#src/modules/host-access/host-activity-view.ts';
import { hostRating } from '#src/modules/hosts/host-reviews.ts';
import { hostShareSql } from '#src/modules/reservations/host-payouts.ts';
import { isCancelled, isPaid } from '#src/modules/reservations/rules.ts';

/** Spec §9: the dashboard shows the 3 latest activities and the 5 most recent paid bookings. */
const LATEST_ACTIVITIES = 3;
const RECENT_BOOKINGS = 5;

const paidOfHost = (hostId: string) => and(eq(activities.hostId, hostId), isPaid);

/**
 * The caller's own dashboard (an admin sees their own numbers too, not the platform's).
 * - activities: published and drafts; cancelled ones (deleted with paid bookings) no longer count.
 * - bookings: paid bookings of the host's activities; refunded and cancelled ones do not count.
 * - earnings: what the host is paid (pending or paid out): the host's share of what each booking kept, the
 *   amount less any refund, less the platform's fee in the same share (hostShareSql; a booking refunded in
 *   full earns nothing). Not the spec's "sum of the 5 latest bookings".
 */
export async function hostDashboard(db: Database, caller: Caller): Promise<HostDashboard> {
  const hostId = caller.id;
  const [[activityCount], [money], rating, payoutSetup, latestActivities, recentBookings, checkIns] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(activities)
        .where(and(eq(activities.hostId, hostId), not(isCancelled))),
      db
        .select({
          bookings: sql<number>`(count(*) filter (where ${isPaid}))::int`,
          earningsCents: sql<number>`coalesce(sum(${hostShareSql}), 0)::int`,
        })
        .from(bookings)
        .innerJoin(activities, eq(activities.id, bookings.activityId))
        // Bookings made outside a checkout (imported, seeded) kept no fee.
        .leftJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
        // Every booking with money: a refunded one earns the share its policy kept, one cancelled without a
        // refund all of it.
        .where(
          and(eq(activities.hostId, hostId), inArray(bookings.status, ['paid', 'refunded', 'cancelled'])),
        ),
      hostRating(db, hostId),
      payoutSetupOfHost(db, hostId),
      listHostActivities(db, { hostId, limit: LATEST_ACTIVITIES, newestFirst: true, withoutCancelled: true }),
      recentPaidBookings(db, hostId),
      checkInsAtEndedActivities(db, hostId),
    ]);
  return {
    stats: {
      activities: activityCount?.n ?? 0,
      bookings: money?.bookings ?? 0,
      earningsCents: money?.earningsCents ?? 0,
      ...rating,
      checkIns,
    },
    payoutSetup,
    latestActivities,
    recentBookings,
  };
}

/**
 * The check-in rate's two numbers: the paid seats (tickets of paid bookings) of the host's activities that
 * have ended, and those checked in at the door. Refunded and cancelled bookings' seats were never expected;
 * activities still to come or under way do not count yet.
 */
async function checkInsAtEndedActivities(
  db: Database,
  hostId: string,
): Promise<HostDashboard['stats']['checkIns']> {
  const [row] = await db
    .select({
      seats: sql<number>`count(*)::int`,
      checkedIn: sql<number>`(count(*) filter (where ${tickets.checkedInAt} is not null))::int`,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(and(paidOfHost(hostId), lte(activities.endTime, sql`now()`)));
  return { seats: row?.seats ?? 0, checkedIn: row?.checkedIn ?? 0 };
}

/** Not started (no connected account), in progress (an account without payouts), connected. */
async function payoutSetupOfHost(db: Database, hostId: string): Promise<PayoutSetup> {
  const [profile] = await db
    .select({ stripeAccountId: profiles.stripeAccountId, payoutsEnabled: profiles.payoutsEnabled })
    .from(profiles)
    .where(eq(profiles.id, hostId));
  return profile ? payoutSetupOf(profile) : 'not_started';
}

async function recentPaidBookings(db: Database, hostId: string): Promise<HostBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      activityId: bookings.activityId,
      activityTitle: activities.title,
      activityStartTime: activities.startTime,
      activityTimeZone,
      // A profile is made at sign-up; the account name covers one that was never created.
      guestName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
      spots: bookings.spots,
      amountCents: bookings.amountCents,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(paidOfHost(hostId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(RECENT_BOOKINGS);
  return rows.map((row) => ({
    ...row,
    activityStartTime: row.activityStartTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}
