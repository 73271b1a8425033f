import type { Found } from '../finding.ts';
import type { PaidBookingMatch } from '../payment-match.ts';

/** booking_without_payment: a booking paid here (isPaidBooking) whose payment the provider refunded in full. */
export function refundedAtProvider({ payment, mine, ids }: PaidBookingMatch): Found | null {
  if (payment.refundedCents < payment.amountCents) return null;
  return {
    key: `booking:${mine.bookingId}`,
    finding: {
      kind: 'booking_without_payment',
      amountCents: payment.amountCents,
      ids,
      detail: 'paid here, refunded in full at the provider',
    },
  };
}
