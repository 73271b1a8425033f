import { and, gt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { bookings } from '#src/db/schema.ts';
import { hasRefundOwed, refundOwedSql } from '#src/modules/reservations/refund-owed.ts';
import type { Found } from '../finding.ts';

/** refund_pending: bookings owed a refund (refund-owed.ts) that the provider has not made yet, whatever their age. */
export async function refundsOwed(db: Database): Promise<Found[]> {
  const owed = await db
    .select({
      bookingId: bookings.id,
      activityId: bookings.activityId,
      paymentId: bookings.providerPaymentId,
      owedCents: refundOwedSql,
      attempts: bookings.refundAttempts,
      since: bookings.updatedAt,
    })
    .from(bookings)
    .where(and(hasRefundOwed, gt(bookings.amountCents, 0)));
  return owed.map((booking) => ({
    key: `booking:${booking.bookingId}`,
    finding: {
      kind: 'refund_pending',
      amountCents: booking.owedCents,
      ids: {
        booking: booking.bookingId,
        activity: booking.activityId,
        ...(booking.paymentId && { payment: booking.paymentId }),
      },
      detail: `a refund owed since ${booking.since.toISOString()}, not made yet (${booking.attempts} failed attempts; the sweep asks again)`,
    },
  }));
}
