import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { and, eq } from 'drizzle-orm';
import { activities, profiles, waitlistEntries } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { bookableByColumns, refuseUnbookable } from '#src/modules/reservations/bookable-by.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { releaseSpots } from '#src/modules/reservations/waitlist-offers.ts';

/*
 * Joining and leaving the line. One entry per person and activity (a UNIQUE index), kept in arrival order.
 * The line exists for activities that cannot be booked now: sold out, or the host still setting up payouts.
 */

export async function joinWaitlist(ctx: PaymentContext, caller: Caller, activityId: string): Promise<void> {
  if (!isUuid(activityId)) throw new NotFound('Activity not found');
  const [activity] = await ctx.db
    .select({
      spotsRemaining: activities.spotsRemaining,
      ...bookableByColumns(caller.id),
      payoutsEnabled: profiles.payoutsEnabled,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(eq(activities.id, activityId));
  if (!activity?.listed) throw new NotFound('Activity not found');
  refuseUnbookable(caller.id, activity);
  if (activity.payoutsEnabled && activity.spotsRemaining > 0)
    throw new Conflict(BOOKING_MESSAGES.waitlistNotNeeded);
  await ctx.db.insert(waitlistEntries).values({ userId: caller.id, activityId }).onConflictDoNothing();
}

/** Leaving gives up any spot held for you: it passes to the next in line. */
export async function leaveWaitlist(ctx: PaymentContext, caller: Caller, activityId: string): Promise<void> {
  if (!isUuid(activityId)) return;
  const mails = await ctx.db.transaction(async (tx) => {
    const [left] = await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, caller.id), eq(waitlistEntries.activityId, activityId)))
      .returning({ offerExpiresAt: waitlistEntries.offerExpiresAt });
    return left?.offerExpiresAt ? releaseSpots(tx, ctx, activityId, 1) : [];
  });
  for (const mail of mails) await mail.dispatch();
}
