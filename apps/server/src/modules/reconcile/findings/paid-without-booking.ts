import type { Found } from '../finding.ts';
import { FAILED_REFUNDS, type PaymentMatch, PENDING_REFUNDS } from '../payment-match.ts';

/**
 * For a payment that pays no booking still paid here (not isPaidBooking): money the provider kept (less the
 * refunds made or on their way, and what a cancelled or partly refunded booking keeps by its terms) is
 * paid_without_booking, or refund_pending when our books say it goes back. A payment with a failed refund
 * is left to refund_failed.
 */
export function paidWithoutBooking({ payment, mine, refunds, ids }: PaymentMatch): Found | null {
  const onTheWay = refunds
    .filter((r) => PENDING_REFUNDS.has(r.status))
    .reduce((n, r) => n + r.amountCents, 0);
  const kept = payment.amountCents - payment.refundedCents - onTheWay;
  const failedRefund = refunds.some((r) => FAILED_REFUNDS.has(r.status));
  // What the booking keeps by its cancellation policy: the share not refunded (refunded_cents), or all of
  // it when cancelled past its last deadline. Only the rest is owed back.
  const ownBooking = mine?.bookingId && mine.paymentId === payment.paymentId ? mine : null;
  const keptByTerms =
    ownBooking?.bookingStatus === 'cancelled'
      ? payment.amountCents
      : ownBooking?.bookingStatus === 'refunded'
        ? (ownBooking.bookingAmountCents ?? 0) -
          (ownBooking.bookingRefundedCents ?? ownBooking.bookingAmountCents ?? 0)
        : 0;
  if (kept - keptByTerms <= 0 || failedRefund) return null;
  const key = `payment:${payment.paymentId}`;
  if (mine?.bookingStatus === 'refunded' && mine.paymentId === payment.paymentId) {
    return {
      key,
      finding: {
        kind: 'refund_pending',
        amountCents: kept - keptByTerms,
        ids,
        detail: 'refunded here, not at the provider',
      },
    };
  }
  if (mine?.sessionStatus === 'refunded') {
    return {
      key,
      finding: {
        kind: 'refund_pending',
        amountCents: kept,
        ids,
        detail: 'a late payment not refunded yet (the sweep retries it every minute)',
      },
    };
  }
  return {
    key,
    finding: {
      kind: 'paid_without_booking',
      amountCents: kept,
      ids,
      detail: mine
        ? `paid at the provider; our checkout is ${mine.sessionStatus}, with no booking`
        : 'paid at the provider; no checkout of ours has this reference',
    },
  };
}
