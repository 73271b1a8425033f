import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, bookings } from '#src/db/schema.ts';
import type { PaymentContext } from './payment-context.ts';
import { keptCentsSql, keptOnCancelled } from './refund-owed.ts';
import { isCancelled } from './rules.ts';

/*
 * Asking for a refund: why a paid booking is refunded and how much goes back, recorded on the booking before
 * the provider is asked (refunds.ts), so every asker asks the same and the sweep retries what is owed.
 */

/**
 * Why a paid booking is refunded: what the guest is told, and whether the host hears of it. 'host_cancelled'
 * is the host's doing, the whole activity (cancelActivity) or this one booking (hosting's Guests page):
 * the activity's status at the settle tells which, so the guest is told the right one.
 */
export type RefundReason = 'guest_cancelled' | 'host_cancelled' | 'provider';

/**
 * A refund just recorded is being asked for by whoever recorded it: the sweep leaves it alone this long, so
 * it retries only what that ask did not finish.
 */
const FIRST_ASK = sql`now() + interval '2 minutes'`;

/** The key a booking's own refund is asked under, and the one of the rest a host's cancellation owes. */
export const refundKeyOf = (bookingId: string) => `refund-${bookingId}`;
export const restRefundKeyOf = (bookingId: string) => `refund-rest-${bookingId}`;

/**
 * Records why a still-paid booking is being refunded and how much goes back; null once it is settled
 * (nothing left to do). The first to record fixes the amount, so every asker sends the provider the same
 * parameters (`askedBefore`: someone recorded it before, and may have asked). A host's cancellation outranks
 * a guest's request still unsettled (one the provider refused, say) when that request was for the whole
 * amount: the guest is told the host cancelled, refunded in full. A guest's partial refund already recorded
 * stays the guest's when the host cancels only this booking; when the host cancels the activity, the rest
 * is owed too (refund_rest_cents, its own refund after this one): a host's cancellation refunds in full.
 */
export async function recordRefund(
  ctx: PaymentContext,
  bookingId: string,
  reason: Exclude<RefundReason, 'provider'>,
  amountCents: number,
): Promise<{ refundDueCents: number; askedBefore: boolean } | null> {
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        status: bookings.status,
        amountCents: bookings.amountCents,
        providerPaymentId: bookings.providerPaymentId,
        refundDueCents: bookings.refundDueCents,
        refundRestCents: bookings.refundRestCents,
        activityCancelled: isCancelled,
      })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    if (booking?.status !== 'paid') return null;
    const due = booking.refundDueCents;
    if (due === null) {
      await tx
        .update(bookings)
        .set({
          refundReason: reason,
          refundDueCents: amountCents,
          refundRetryAt: FIRST_ASK,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, bookingId));
      return { refundDueCents: amountCents, askedBefore: false };
    }
    if (reason === 'host_cancelled' && due === booking.amountCents) {
      await tx.update(bookings).set({ refundReason: reason }).where(eq(bookings.id, bookingId));
    } else if (
      reason === 'host_cancelled' &&
      booking.activityCancelled &&
      booking.refundRestCents === null &&
      booking.providerPaymentId
    ) {
      await tx
        .update(bookings)
        .set({ refundReason: reason, refundRestCents: booking.amountCents - due, updatedAt: sql`now()` })
        .where(eq(bookings.id, bookingId));
    }
    return { refundDueCents: due, askedBefore: true };
  });
}

/**
 * On a cancelled activity, every booking that kept money (cancelled past its deadline, refunded a policy's
 * share, or with such a share still being refunded) is owed the rest: the host's cancellation refunds in
 * full, whatever came before it. Recorded once (refund_rest_cents), in the caller's transaction or alone.
 */
export async function recordRests(db: Transaction | PaymentContext['db'], activityId: string): Promise<void> {
  await db
    .update(bookings)
    .set({
      refundRestCents: keptCentsSql,
      refundReason: 'host_cancelled',
      refundRetryAt: FIRST_ASK,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookings.activityId, activityId),
        sql`exists (select 1 from ${activities} where ${activities.id} = ${bookings.activityId}
          and ${keptOnCancelled})`,
      ),
    );
}
