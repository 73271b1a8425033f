import type { HostBooking, HostDashboard, PAYOUT_SETUP_STATES } from '@sortim/contracts/hosting';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, paymentSessions, profiles, users } from '#src/db/schema.ts';
import { listHostActivities } from '#src/modules/hosting/host-activities.ts';
import { hostRating } from '#src/modules/hosts/host-reviews.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';
import type { Caller } from '#src/plugins/auth.ts';

/** Spec §9: the dashboard shows the 3 latest activities and the 5 most recent paid bookings. */
const LATEST_ACTIVITIES = 3;
const RECENT_BOOKINGS = 5;

type PayoutSetup = (typeof PAYOUT_SETUP_STATES)[number];

const paidOfHost = (hostId: string) => and(eq(activities.hostId, hostId), isPaid);

/**
 * The caller's own dashboard (an admin sees their own numbers too, not the platform's).
 * - activities: published and drafts; cancelled ones (deleted with paid bookings) no longer count.
 * - bookings: paid bookings of the host's activities; refunded and cancelled ones do not count.
 * - earnings: what the host is paid out: each booking still paid, less the platform's fee kept from its
 *   checkout (a refunded booking earns nothing). Not the spec's "sum of the 5 latest bookings".
 */
export async function hostDashboard(db: Database, caller: Caller): Promise<HostDashboard> {
  const hostId = caller.id;
  const [[activityCount], [money], rating, payoutSetup, latestActivities, recentBookings] = await Promise.all(
    [
      db
        .select({ n: count() })
        .from(activities)
        .where(and(eq(activities.hostId, hostId), ne(activities.status, 'cancelled'))),
      db
        .select({
          bookings: count(),
          earningsCents: sql<number>`coalesce(sum(${bookings.amountCents} - coalesce(${paymentSessions.platformFeeCents}, 0)), 0)::int`,
        })
        .from(bookings)
        .innerJoin(activities, eq(activities.id, bookings.activityId))
        // Bookings made outside a checkout (imported, seeded) kept no fee.
        .leftJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
        .where(paidOfHost(hostId)),
      hostRating(db, hostId),
      payoutSetupOf(db, hostId),
      listHostActivities(db, { hostId, limit: LATEST_ACTIVITIES, newestFirst: true, withoutCancelled: true }),
      recentPaidBookings(db, hostId),
    ],
  );
  return {
    stats: {
      activities: activityCount?.n ?? 0,
      bookings: money?.bookings ?? 0,
      earningsCents: money?.earningsCents ?? 0,
      ...rating,
    },
    payoutSetup,
    latestActivities,
    recentBookings,
  };
}

/** Not started (no connected account), in progress (an account without payouts), connected. */
async function payoutSetupOf(db: Database, hostId: string): Promise<PayoutSetup> {
  const [profile] = await db
    .select({ accountId: profiles.stripeAccountId, payoutsEnabled: profiles.payoutsEnabled })
    .from(profiles)
    .where(eq(profiles.id, hostId));
  if (!profile?.accountId) return 'not_started';
  return profile.payoutsEnabled ? 'connected' : 'in_progress';
}

async function recentPaidBookings(db: Database, hostId: string): Promise<HostBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      activityId: bookings.activityId,
      activityTitle: activities.title,
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
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
