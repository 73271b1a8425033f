import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings } from '#src/db/schema.ts';
import { keptCentsSql, keptOnCancelled } from '#src/modules/reservations/refund-owed.ts';
import type { Found } from '../finding.ts';

/** kept_on_cancelled: bookings that kept money on an activity their host cancelled, with no rest owed yet. */
export async function keptOnCancelledActivities(db: Database): Promise<Found[]> {
  const kept = await db
    .select({
      bookingId: bookings.id,
      activityId: bookings.activityId,
      paymentId: bookings.providerPaymentId,
      keptCents: keptCentsSql,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(keptOnCancelled);
  return kept.map((booking) => ({
    key: `booking:${booking.bookingId}`,
    finding: {
      kind: 'kept_on_cancelled',
      amountCents: booking.keptCents,
      ids: {
        booking: booking.bookingId,
        activity: booking.activityId,
        ...(booking.paymentId && { payment: booking.paymentId }),
      },
      detail:
        'the host cancelled the activity; this guest has not been owed the rest yet (the sweep records it)',
    },
  }));
}
