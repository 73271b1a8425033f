import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import type { RefundNow } from '@sortim/contracts/cancellation-policies';
import { eq } from 'drizzle-orm';
import { activities, bookings } from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { Conflict } from '#src/lib/errors.ts';
import { cancelWithoutRefund } from './cancel-without-refund.ts';
import type { PaymentContext } from './payment-context.ts';
import type { RefundReason } from './record-refund.ts';
import { type RefundState, refundOwedCents } from './refund-owed.ts';
import { refundAt } from './refund-terms.ts';
import { RefundFailed, refundPaidBooking } from './refunds.ts';
import { isCancelled } from './rules.ts';

/*
 * A guest cancelling their own paid booking: refunded the share its terms give now (refund-terms.ts),
 * or, past the last deadline, cancelled with nothing refunded so the seat goes to the waitlist.
 */

/** A paid booking as the rule reads it. */
export type CancellableBooking = {
  status: 'paid' | 'refunded' | 'cancelled';
  amountCents: number;
  cancellationPolicy: (typeof bookings.$inferSelect)['cancellationPolicy'];
  hostChange: unknown;
  /** A refund under way (ours, or the host's): what was asked of the provider. */
  refundDueCents: number | null;
  startTime: Date;
  /** The activity's city's zone (absent: the default city's). */
  timeZone?: string;
};

/**
 * May the guest cancel now: paid, and its activity not started (a refund or not, `refundNowOf`). From the
 * start on the booking is the guest's to review, no longer to cancel.
 */
export const mayCancel = (booking: CancellableBooking, at: Date = new Date()): boolean =>
  booking.status === 'paid' && booking.startTime.getTime() > at.getTime();

/**
 * Whether My Bookings offers the guest to cancel (`canRefund`): they may (`mayCancel`), and no refund is on
 * its way already (the sweep asks the provider again for that one: nothing for the guest to do but wait).
 */
export const offersCancel = (booking: CancellableBooking & RefundState, at: Date = new Date()): boolean =>
  mayCancel(booking, at) && refundOwedCents(booking) === null;

/**
 * What cancelling gives back at `at`, for My Bookings and the refund dialog: the share its terms give, or
 * the amount of a refund already under way (which cancelling joins); null when nothing would, or it can
 * no longer be cancelled.
 */
export function refundNowOf(booking: CancellableBooking, at: Date = new Date()): RefundNow | null {
  if (!mayCancel(booking, at)) return null;
  const due = refundAt(subjectOf(booking), booking.amountCents, at);
  if (booking.refundDueCents !== null) {
    return {
      amountCents: booking.refundDueCents,
      share: booking.refundDueCents === booking.amountCents ? 1 : 0.5,
      until: due.refund?.until ?? booking.startTime.toISOString(),
    };
  }
  return due.refund;
}

export const subjectOf = (booking: CancellableBooking) => ({
  cancellationPolicy: booking.cancellationPolicy,
  startTime: booking.startTime,
  hostChanged: booking.hostChange !== null,
  ...(booking.timeZone ? { timeZone: booking.timeZone } : {}),
});

/**
 * Cancels the guest's paid booking `bookingId` (its ownership checked by the caller): 'refunded' with the
 * share due now (a free booking as ever: refunded, nothing to send back), or 'cancelled' past the last
 * deadline. `expectedRefundCents`, the amount the guest was shown, must still be what is due (else 409
 * refundChanged: a deadline passed while the dialog was open). A refund the provider does not make now
 * stays recorded and owed: 'refund_pending', and the sweep asks again until it goes through. Once the host
 * has cancelled the activity (or is cancelling it), cancelling is the host's cancellation: refunded in full.
 * A refund already under way is joined, before or after the start. A repeat of a refunded booking answers
 * 'refunded' again; a cancelled one, or a booking whose activity has started, 409.
 */
export async function cancelByGuest(
  ctx: PaymentContext,
  bookingId: string,
  expectedRefundCents?: number,
  /** The moment it is asked (tests name it; the activity's start is still judged by the database). */
  at: Date = new Date(),
): Promise<GuestCancellation> {
  for (let attempt = 0; ; attempt++) {
    const [booking] = await ctx.db
      .select({
        id: bookings.id,
        status: bookings.status,
        amountCents: bookings.amountCents,
        providerPaymentId: bookings.providerPaymentId,
        cancellationPolicy: bookings.cancellationPolicy,
        hostChange: bookings.hostChange,
        refundDueCents: bookings.refundDueCents,
        refundReason: bookings.refundReason,
        startTime: activities.startTime,
        timeZone: activityTimeZone,
        activityCancelled: isCancelled,
      })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(eq(bookings.id, bookingId));
    if (!booking) throw new Conflict(BOOKING_MESSAGES.refundNotAllowed);
    if (booking.status === 'refunded') return 'refunded';
    if (booking.status === 'cancelled') throw new Conflict(BOOKING_MESSAGES.alreadyCancelled);

    // The host's cancellation wins: whatever the guest's terms, a cancelled activity refunds in full.
    if (booking.activityCancelled) return refundOrOwe(ctx, booking, 'host_cancelled');
    // A refund under way (the host's, or this guest's earlier request the provider refused): cancelling
    // joins it with the amount recorded then, even once the activity has started (it was asked in time).
    if (booking.refundDueCents !== null) {
      return refundOrOwe(ctx, booking, booking.refundReason ?? 'guest_cancelled');
    }
    const now = at;
    if (!mayCancel(booking, now)) throw new Conflict(BOOKING_MESSAGES.refundNotAllowed);
    const due = refundNowOf(booking, now);
    if (expectedRefundCents !== undefined && expectedRefundCents !== (due?.amountCents ?? 0)) {
      throw new Conflict(BOOKING_MESSAGES.refundChanged);
    }
    // A free booking cancels as it always has: refunded, with nothing to send back.
    if (due || booking.amountCents === 0) {
      return refundOrOwe(ctx, booking, 'guest_cancelled', due?.amountCents ?? 0);
    }
    if (await cancelWithoutRefund(ctx, booking.id)) return 'cancelled';
    // Something changed between the read and the update (a host's refund began, or it started): read again.
    if (attempt > 0) throw new Conflict(BOOKING_MESSAGES.refundNotAllowed);
  }
}

/** What the guest's cancellation came to: money back, nothing back, or money recorded and on its way. */
export type GuestCancellation = 'refunded' | 'cancelled' | 'refund_pending';

/** Refunds now, or, when the provider does not answer, leaves the refund recorded and owed (the sweep). */
async function refundOrOwe(
  ctx: PaymentContext,
  booking: { id: string; providerPaymentId: string | null; amountCents: number },
  reason: Exclude<RefundReason, 'provider'>,
  amountCents?: number,
): Promise<GuestCancellation> {
  try {
    await refundPaidBooking(ctx, booking, reason, amountCents);
    return 'refunded';
  } catch (err) {
    if (err instanceof RefundFailed) return 'refund_pending';
    throw err;
  }
}
