import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, bookings, paymentSessions, profiles, users, waitlistEntries } from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { waitlistActivityCancelledEmail } from '#src/lib/email/templates/host-notices.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { closeHold } from './holds.ts';
import type { PaymentContext } from './payment-context.ts';
import { recordRests } from './record-refund.ts';
import { hasRefundOwed } from './refund-owed.ts';
import { refundPaidBooking, refundRest } from './refunds.ts';
import { isPaid } from './rules.ts';
import { putBackSpots } from './spots.ts';

/*
 * The host cancels an activity people have paid for (deleting it, in the host's words). As the terms
 * promise, every paid guest gets a full refund, exactly once, and an e-mail; open checkouts and waitlist
 * offers end; the records stay. Safe to run again, or twice at once: each step changes only what the
 * previous run has not (conditional updates, and the provider's idempotency key per booking).
 */
export async function cancelActivity(
  ctx: PaymentContext,
  activityId: string,
  /** More to write with the cancellation itself (an admin's audit record), all or nothing. */
  alsoInTransaction?: (tx: Transaction) => Promise<void>,
): Promise<{ refundedBookings: number }> {
  // Off sale first, so no checkout, offer or waitlist entry can start while the rest runs; the people
  // waiting are told the line has ended. The update takes the activity's row lock, which a host's edit
  // takes too before it decides (hosting's updateActivity): an edit under way finishes first, and one
  // after finds the activity cancelled, so nothing puts it back on sale.
  const waitlistMails = await ctx.db.transaction(async (tx) => {
    await tx
      .update(activities)
      .set({ status: 'cancelled', isPublished: false, featured: false, updatedAt: sql`now()` })
      .where(eq(activities.id, activityId));
    const line = await tx
      .delete(waitlistEntries)
      .where(eq(waitlistEntries.activityId, activityId))
      .returning({ userId: waitlistEntries.userId, offerExpiresAt: waitlistEntries.offerExpiresAt });
    const heldForOffers = line.filter((entry) => entry.offerExpiresAt !== null).length;
    if (heldForOffers > 0) await putBackSpots(tx, activityId, heldForOffers);
    // Guests who cancelled earlier and kept less than all of it are owed the rest: the host cancelled.
    await recordRests(tx, activityId);
    await alsoInTransaction?.(tx);
    return queueWaitlistNotices(
      tx,
      ctx,
      activityId,
      line.map((entry) => entry.userId),
    );
  });
  for (const mail of waitlistMails) await mail.dispatch();

  // A checkout paid a moment ago books here, and is refunded with the others below. A provider that cannot
  // close a checkout now never stops the refunds: the hold is closed when it runs out (the sweep), and a
  // payment made on it meanwhile is refunded as a late one.
  const open = await ctx.db
    .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.activityId, activityId), eq(paymentSessions.status, 'open')));
  for (const session of open) {
    await closeHold(ctx, session, 'cancelled').catch((err: unknown) => {
      ctx.logger.warn({ err, paymentSessionId: session.id }, 'checkout not closed; its hold runs out');
    });
  }

  return refundCancelledActivity(ctx, activityId);
}

/**
 * Refunds the paid bookings still left on a cancelled activity, and the rest owed to those that had kept
 * part or all of their money (recordRests). Also run by the sweep, so a refund the provider refused during
 * the cancellation is retried until it goes through.
 */
export async function refundCancelledActivity(
  ctx: PaymentContext,
  activityId: string,
): Promise<{ refundedBookings: number }> {
  const paid = await ctx.db
    .select({
      id: bookings.id,
      providerPaymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
    })
    .from(bookings)
    .where(and(eq(bookings.activityId, activityId), isPaid));
  await recordRests(ctx.db, activityId);
  const rests = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.activityId, activityId), hasRefundOwed, ne(bookings.status, 'paid')));
  // Every guest is tried, so one refused refund does not hold the others back; the first failure is
  // reported once all have been tried (the sweep retries what is left).
  let failure: unknown = null;
  const tries = [
    ...paid.map((booking) => () => refundPaidBooking(ctx, booking, 'host_cancelled')),
    ...rests.map(
      ({ id }) =>
        () =>
          refundRest(ctx, id),
    ),
  ];
  for (const attempt of tries) {
    try {
      await attempt();
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  // Free bookings are cancelled with the others but count as no refund: nothing went back to a card.
  return { refundedBookings: paid.filter((booking) => booking.amountCents > 0).length };
}

async function queueWaitlistNotices(
  tx: Transaction,
  ctx: PaymentContext,
  activityId: string,
  userIds: string[],
): Promise<QueuedEmail[]> {
  if (userIds.length === 0) return [];
  const [activity] = await tx
    .select(activityForMailColumns)
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!activity) return [];
  const people = await tx
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, userIds));
  return Promise.all(
    people.map((person) =>
      ctx.mailer.queue(tx, {
        to: person.email,
        ...waitlistActivityCancelledEmail({
          recipient: person,
          activityTitle: guestTitle(activity),
          startTime: activity.startTime,
          endTime: activity.endTime,
          timeZone: activity.timeZone,
          exploreUrl: `${ctx.publicUrl}/explore`,
        }),
      }),
    ),
  );
}
