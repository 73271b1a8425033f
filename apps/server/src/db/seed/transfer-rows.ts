import { HOST_TRANSFER_DELAY_HOURS } from '@sortim/contracts/host-transfers';
import type { hostTransfers, testProviderTransfers } from '#src/db/schema.ts';
import { HOUR, MINUTE } from '#src/lib/barcelona-time.ts';
import { transferGroupOf } from '#src/lib/payments/payment-provider.ts';
import { hostShareCents, transferKeyOf } from '#src/modules/reservations/host-payouts.ts';
import type { ScheduledActivity } from './activity-rows.ts';
import type { BookingRows } from './booking-rows.ts';

/*
 * What the payments sweep would have done with the demo's payments by now (reservations/host-payouts.ts):
 * each booking of an activity that ended more than HOST_TRANSFER_DELAY_HOURS ago had its host's share
 * transferred then (or nothing to transfer, refunded in full); the others have no row yet, so they are
 * pending until the day after their activity ends. Nothing is paid out before an activity has ended.
 */

export type TransferRows = {
  hostTransfers: (typeof hostTransfers.$inferInsert)[];
  /** The built-in test provider's record of each transfer, so reconcile finds the host paid. */
  testProviderTransfers: (typeof testProviderTransfers.$inferInsert)[];
};

/** The sweep runs every few minutes: a transfer is made this long after it became due. */
const SWEEP_LAG = 3 * MINUTE;

export function buildTransfers(
  now: Date,
  activities: readonly ScheduledActivity[],
  bookingRows: Pick<BookingRows, 'bookings' | 'paymentSessions'>,
): TransferRows {
  const rows: TransferRows = { hostTransfers: [], testProviderTransfers: [] };
  const activityById = new Map(activities.map((a) => [a.id, a]));
  const feeBySession = new Map(bookingRows.paymentSessions.map((s) => [s.id, s.platformFeeCents ?? 0]));

  for (const booking of bookingRows.bookings) {
    const activity = activityById.get(booking.activityId);
    const amountCents = booking.amountCents ?? 0;
    if (!activity || !booking.id || amountCents <= 0 || !booking.providerPaymentId) continue;
    const madeAt = new Date(activity.endTime.getTime() + HOST_TRANSFER_DELAY_HOURS * HOUR + SWEEP_LAG);
    if (madeAt > now) continue;
    const share = hostShareCents({
      status: booking.status ?? 'paid',
      amountCents,
      refundedCents: booking.refundedCents ?? null,
      platformFeeCents: booking.paymentSessionId ? (feeBySession.get(booking.paymentSessionId) ?? 0) : 0,
    });
    const dates = { createdAt: madeAt, updatedAt: madeAt };
    if (share <= 0) {
      rows.hostTransfers.push({ bookingId: booking.id, status: 'nothing_due', ...dates });
      continue;
    }
    const destination = `acct_demo_${activity.host.key}`;
    const transferId = `tr_demo_${booking.providerPaymentId.replace(/^pi_demo_/, '')}`;
    rows.hostTransfers.push({
      bookingId: booking.id,
      status: 'paid',
      destination,
      transferredCents: share,
      providerTransferId: transferId,
      attempts: 1,
      paidAt: madeAt,
      ...dates,
    });
    rows.testProviderTransfers.push({
      id: transferId,
      paymentId: booking.providerPaymentId,
      destinationAccount: destination,
      amountCents: share,
      transferGroup: transferGroupOf(activity.id),
      metadata: {
        booking_id: booking.id,
        activity_id: activity.id,
        sortim_key: transferKeyOf(booking.id),
      },
      createdAt: madeAt,
    });
  }
  return rows;
}
