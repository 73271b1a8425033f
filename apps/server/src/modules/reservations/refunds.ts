import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookings } from '#src/db/schema.ts';
import { DomainError } from '#src/lib/errors.ts';
import type { PaymentContext } from './payment-context.ts';
import { type RefundReason, recordRefund, refundKeyOf, restRefundKeyOf } from './record-refund.ts';
import { nextRetryAt } from './refund-owed.ts';
import { settleRefund, settleRest } from './settle-refund.ts';

/*
 * A paid booking refunded (the guest asked, or the host cancelled): what goes back is recorded first
 * (record-refund.ts), then asked of the provider here, then settled (settle-refund.ts). A payment that
 * arrived too late for its hold is refunded in late-payment-refund.ts.
 */

/** The provider refused or could not be reached: a 502 with the spec's copy. */
export class RefundFailed extends DomainError {
  constructor() {
    super(502, 'unavailable', BOOKING_MESSAGES.refundFailed);
  }
}

/**
 * Refunds a paid booking at the provider, then settles it: `amountCents` (the share its terms give now,
 * refund-terms.ts; all of it by default, and always for the host's cancellation: our terms). The reason
 * and the amount are recorded on the booking first (recordRefund), so that whoever settles it (this code,
 * the sweep's retry, or the provider's refund event when it arrives first) sends the same e-mails and
 * stores the same refunded_cents. The provider's idempotency key is the booking's, asked with the recorded
 * amount whoever asks (Stripe refuses a key reused with other parameters), so a double click, two
 * cancellations, or a guest and the host at once refund once and all succeed; the settling update is
 * conditional, so the booking, its spots and the e-mails change once. Asked again after an earlier try, the
 * provider is first asked what that try made (it forgets keys after a day). Throws RefundFailed when the
 * provider refuses or cannot be reached: the refund stays recorded and owed, and the sweep asks again with
 * backoff (refund-owed.ts). A rest owed (the host cancelled the activity) is refunded after it.
 */
export async function refundPaidBooking(
  ctx: PaymentContext,
  booking: { id: string; providerPaymentId: string | null; amountCents: number },
  reason: Exclude<RefundReason, 'provider'>,
  amountCents: number = booking.amountCents,
): Promise<void> {
  const recorded = await recordRefund(
    ctx,
    booking.id,
    reason,
    reason === 'host_cancelled' ? booking.amountCents : amountCents,
  );
  if (!recorded) {
    await refundRest(ctx, booking.id);
    return;
  }
  let refundId: string | null = null;
  // Bookings with no payment (free activities, demo data) have nothing to send back.
  if (booking.providerPaymentId && recorded.refundDueCents > 0) {
    refundId = await askForRefund(ctx, {
      bookingId: booking.id,
      paymentId: booking.providerPaymentId,
      amountCents: recorded.refundDueCents,
      idempotencyKey: refundKeyOf(booking.id),
      askedBefore: recorded.askedBefore,
    });
  }
  const settled = await ctx.db.transaction(async (tx) => {
    const done = await settleRefund(tx, ctx, { bookingId: booking.id }, refundId);
    // The provider's event settled it first, without the refund's id: it is recorded here.
    if (!done && refundId) {
      await tx
        .update(bookings)
        .set({ providerRefundId: refundId, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, booking.id), isNull(bookings.providerRefundId)));
    }
    return done;
  });
  for (const mail of settled?.mails ?? []) await mail.dispatch();
  await refundRest(ctx, booking.id);
}

/**
 * Asks the provider for a refund, once: when an earlier try may have made it (its answer lost, or the
 * provider slow), what that try made is looked up first, so a key the provider has forgotten never makes a
 * second refund. A failure is counted on the booking (the sweep's backoff) and thrown as RefundFailed.
 */
async function askForRefund(
  ctx: PaymentContext,
  ask: {
    bookingId: string;
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
    askedBefore: boolean;
  },
): Promise<string> {
  try {
    if (ask.askedBefore) {
      const made = await ctx.provider.findRefund({
        paymentId: ask.paymentId,
        idempotencyKey: ask.idempotencyKey,
      });
      if (made) return made.id;
    }
    const { refundId } = await ctx.provider.refund({
      paymentId: ask.paymentId,
      amountCents: ask.amountCents,
      idempotencyKey: ask.idempotencyKey,
      // No reason here: it may change between two askers (recordRefund), the parameters may not.
      metadata: { booking_id: ask.bookingId },
    });
    return refundId;
  } catch (err) {
    ctx.logger.error({ err, bookingId: ask.bookingId }, 'refund refused by the payment provider; retried');
    await ctx.db
      .update(bookings)
      .set({ refundAttempts: sql`${bookings.refundAttempts} + 1`, refundRetryAt: nextRetryAt })
      .where(eq(bookings.id, ask.bookingId));
    throw new RefundFailed();
  }
}

/**
 * Refunds the rest a host's cancellation owes a booking (recordRests), once its own refund has settled:
 * under its own key, the provider asked first what an earlier try made. The booking ends refunded in full
 * and the guest is told the activity was cancelled, with what this refund gave back (settleRest). Throws RefundFailed
 * when the provider refuses (the sweep asks again).
 */
export async function refundRest(ctx: PaymentContext, bookingId: string): Promise<void> {
  const [booking] = await ctx.db
    .select({
      status: bookings.status,
      providerPaymentId: bookings.providerPaymentId,
      rest: bookings.refundRestCents,
      restRefundId: bookings.restRefundId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.rest || booking.restRefundId || booking.status === 'paid' || !booking.providerPaymentId)
    return;
  const refundId = await askForRefund(ctx, {
    bookingId,
    paymentId: booking.providerPaymentId,
    amountCents: booking.rest,
    idempotencyKey: restRefundKeyOf(bookingId),
    askedBefore: true,
  });
  const mails = await ctx.db.transaction((tx) => settleRest(tx, ctx, bookingId, refundId));
  for (const mail of mails) await mail.dispatch();
}
