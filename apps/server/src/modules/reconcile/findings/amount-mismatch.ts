import type { Found } from '../finding.ts';
import type { PaidBookingMatch } from '../payment-match.ts';

/**
 * amount_mismatch: a booking paid here (isPaidBooking) whose payment at the provider is not what its
 * checkout was to collect, the session's amount (its lines' subtotal less a code's discount, never the
 * subtotal). More taken than that is owed back to the guest; less, and the host's share and our fee were
 * worked out on money we never had.
 */
export function amountMismatch({ payment, mine, ids }: PaidBookingMatch): Found | null {
  const expected = mine.sessionAmountCents;
  if (payment.amountCents === expected) return null;
  const difference = payment.amountCents - expected;
  return {
    key: `payment:${payment.paymentId}`,
    finding: {
      kind: 'amount_mismatch',
      amountCents: Math.abs(difference),
      ids,
      detail: `the provider took ${payment.amountCents} cents; the checkout was for ${expected} (${
        difference > 0 ? 'more: owed back to the guest' : 'less: the booking is not paid in full'
      })`,
    },
  };
}
