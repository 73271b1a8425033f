import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { activities, bookings, paymentSessions } from '#src/db/schema.ts';
import { refundCancelledActivity } from './cancel-activity.ts';
import { completeCheckout } from './completion.ts';
import { CLOSED, closeHold, settleClosedCheckout } from './holds.ts';
import { refundLatePayment } from './late-payment-refund.ts';
import type { PaymentContext } from './payment-context.ts';
import { hasRefundOwed, keptOnCancelled } from './refund-owed.ts';
import { refundPaidBooking, refundRest } from './refunds.ts';
import { isCancelled, isPaid } from './rules.ts';
import { lapseOffers } from './waitlist-offers.ts';

/** Checkouts whose paid state may not have reached us (a lost webhook) are asked about after this. */
const RECONCILE_AFTER = sql`interval '2 minutes'`;

/**
 * How long after its creation a closed session's provider page may still take a payment: Stripe's longest
 * page (24 hours; ours ask for less) and an hour's margin. The test provider's pages end with the hold.
 */
const PAYABLE_FOR = sql`interval '25 hours'`;

/**
 * The minute-by-minute sweep (a pg-boss schedule): expired holds close, missed payments are reconciled
 * from the provider (for open sessions, and for closed ones whose page may still have been paid), late-payment refunds that failed are retried, every refund owed is asked
 * for again (with backoff), cancelled activities' refunds are completed, and lapsed waitlist offers pass on.
 * Each item is independent: one failure is logged and retried at the next run.
 */
export async function sweepPayments(ctx: PaymentContext): Promise<void> {
  const open = await ctx.db
    .select({
      id: paymentSessions.id,
      providerSessionId: paymentSessions.providerSessionId,
      expired: sql<boolean>`${paymentSessions.holdExpiresAt} <= now()`,
    })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.status, 'open'),
        lte(paymentSessions.createdAt, sql`now() - ${RECONCILE_AFTER}`),
      ),
    );
  const expiredNow = await ctx.db
    .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), lte(paymentSessions.holdExpiresAt, sql`now()`)));
  const seen = new Set<string>();
  for (const session of [...expiredNow.map((s) => ({ ...s, expired: true })), ...open]) {
    if (seen.has(session.id)) continue;
    seen.add(session.id);
    try {
      if (session.expired) {
        await closeHold(ctx, session, 'expired');
      } else if (session.providerSessionId && !session.providerSessionId.startsWith('free_')) {
        await completeCheckout(ctx, await ctx.provider.getCheckout(session.providerSessionId));
      }
    } catch (err) {
      ctx.logger.warn(
        { err, paymentSessionId: session.id },
        'payment session not settled; retried next sweep',
      );
    }
  }

  // Closed sessions whose provider page has not been seen expired yet (see settleClosedCheckout); free
  // checkouts have no page (no checkoutUrl).
  const closed = await ctx.db
    .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(
      and(
        inArray(paymentSessions.status, CLOSED),
        isNotNull(paymentSessions.checkoutUrl),
        isNotNull(paymentSessions.providerSessionId),
        gt(paymentSessions.createdAt, sql`now() - ${PAYABLE_FOR}`),
      ),
    );
  for (const session of closed) {
    // Closed by this very sweep: its page was asked about and expired a moment ago.
    if (seen.has(session.id) || !session.providerSessionId) continue;
    try {
      await settleClosedCheckout(ctx, { id: session.id, providerSessionId: session.providerSessionId });
    } catch (err) {
      ctx.logger.warn(
        { err, paymentSessionId: session.id },
        'closed checkout not checked at the provider; retried next sweep',
      );
    }
  }

  const unrefunded = await ctx.db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.status, 'refunded'),
        isNull(paymentSessions.providerRefundId),
        isNotNull(paymentSessions.providerPaymentId),
      ),
    );
  for (const { id } of unrefunded) await refundLatePayment(ctx, id, true);

  await retryOwedRefunds(ctx);

  // Cancelled activities whose guests are not all refunded yet, or not yet owed the rest of what they kept
  // (a cancellation interrupted before it recorded them): every guest is owed all of it.
  const cancelledWithPaid = await ctx.db
    .selectDistinct({ id: activities.id })
    .from(activities)
    .innerJoin(bookings, eq(bookings.activityId, activities.id))
    .where(and(isCancelled, or(and(isPaid, isNull(bookings.refundDueCents)), keptOnCancelled)));
  for (const { id } of cancelledWithPaid) {
    await refundCancelledActivity(ctx, id).catch((err: unknown) => {
      ctx.logger.warn(
        { err, activityId: id },
        'cancelled activity not fully refunded yet; retried next sweep',
      );
    });
  }

  for (const mail of await lapseOffers(ctx)) await mail.dispatch();
}

/**
 * A refund asked for in time is owed until it is paid: every booking with a refund recorded and not made
 * (the provider refused, hung or was down), whatever its activity's state, is asked for again once its
 * backoff has passed (refund-owed.ts), the rest a host's cancellation owes included.
 */
async function retryOwedRefunds(ctx: PaymentContext) {
  const owed = await ctx.db
    .select({
      id: bookings.id,
      status: bookings.status,
      providerPaymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
      refundReason: bookings.refundReason,
    })
    .from(bookings)
    .where(and(hasRefundOwed, or(isNull(bookings.refundRetryAt), lte(bookings.refundRetryAt, sql`now()`))));
  for (const booking of owed) {
    try {
      if (booking.status === 'paid') {
        await refundPaidBooking(ctx, booking, booking.refundReason ?? 'guest_cancelled');
      } else {
        await refundRest(ctx, booking.id);
      }
    } catch (err) {
      ctx.logger.warn({ err, bookingId: booking.id }, 'refund owed not made yet; asked again later');
    }
  }
}
