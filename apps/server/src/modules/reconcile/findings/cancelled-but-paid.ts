import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings } from '#src/db/schema.ts';
import { isCancelled, isPaid } from '#src/modules/reservations/rules.ts';
import type { Found } from '../finding.ts';

/** refund_pending: paid bookings (with something paid) of activities their host cancelled, each owed its refund. */
export async function cancelledButPaid(db: Database): Promise<Found[]> {
  const guests = await db
    .select({
      bookingId: bookings.id,
      activityId: bookings.activityId,
      paymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(and(isPaid, gt(bookings.amountCents, 0), isCancelled));
  return guests.map((guest) => ({
    key: `booking:${guest.bookingId}`,
    finding: {
      kind: 'refund_pending',
      amountCents: guest.amountCents,
      ids: {
        booking: guest.bookingId,
        activity: guest.activityId,
        ...(guest.paymentId && { payment: guest.paymentId }),
      },
      detail: 'the activity was cancelled and this guest is not refunded yet (the sweep retries it)',
    },
  }));
}
