import type { HostActivityPayout, HostPayouts } from '@sortim/contracts/host-transfers';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, hostTransfers, paymentSessions, profiles } from '#src/db/schema.ts';
import { hostShareCents, TRANSFER_DUE_AFTER } from '#src/modules/reservations/host-payouts.ts';
import { refundOwedCents } from '#src/modules/reservations/refund-owed.ts';
import { isCancelled } from '#src/modules/reservations/rules.ts';

/** The dashboard lists this many activities with money, the latest first. */
const ACTIVITIES_SHOWN = 20;

/**
 * `GET /api/host/dashboard/payouts`: per activity with money, the host's share still to be paid after it
 * (pending; on hold while their payouts are off), the share paid out (transferred less what refunds took
 * back, and when the latest transfer was made; for bookings paid before transfers, the share that went with
 * the charge) and what went back to guests. A cancelled activity's bookings still to be refunded are owed to
 * the guests, never pending; a refund owed (refund-owed.ts) goes back before the host is paid, so only the
 * share of what the guest keeps paid is pending, and the row says what is still on its way back.
 */
export async function hostPayouts(db: Database, hostId: string): Promise<HostPayouts> {
  const rows = await db
    .select({
      activityId: activities.id,
      title: activities.title,
      startTime: activities.startTime,
      payableAfter: sql<Date>`${activities.endTime} + ${TRANSFER_DUE_AFTER}`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      activityCancelled: isCancelled,
      payoutsEnabled: profiles.payoutsEnabled,
      status: bookings.status,
      amountCents: bookings.amountCents,
      refundedCents: bookings.refundedCents,
      refundDueCents: bookings.refundDueCents,
      refundRestCents: bookings.refundRestCents,
      restRefundId: bookings.restRefundId,
      platformFeeCents: sql<number>`coalesce(${paymentSessions.platformFeeCents}, 0)`.mapWith(Number),
      transfer: {
        status: hostTransfers.status,
        transferredCents: hostTransfers.transferredCents,
        reversedCents: hostTransfers.reversedCents,
        paidAt: hostTransfers.paidAt,
      },
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .leftJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .leftJoin(hostTransfers, eq(hostTransfers.bookingId, bookings.id))
    .where(
      and(
        eq(activities.hostId, hostId),
        inArray(bookings.status, ['paid', 'refunded', 'cancelled']),
        gt(bookings.amountCents, 0),
        isNotNull(bookings.providerPaymentId),
      ),
    );

  const byActivity = new Map<string, HostActivityPayout>();
  const totals = { pendingCents: 0, paidOutCents: 0, refundedCents: 0 };
  for (const row of rows) {
    const activity = byActivity.get(row.activityId) ?? {
      activityId: row.activityId,
      title: row.title,
      startTime: row.startTime.toISOString(),
      payableAfter: row.payableAfter.toISOString(),
      pendingCents: 0,
      paidOutCents: 0,
      refundedCents: 0,
      onHold: false,
      lastPaidOutAt: null,
      paidWithBookings: false,
      refundOwedCents: 0,
    };
    byActivity.set(row.activityId, activity);
    const refunded =
      row.status === 'refunded' ? (row.refundedCents ?? row.amountCents) : (row.refundedCents ?? 0);
    const owed = refundOwedCents(row) ?? 0;
    // What is owed back is the guest's: the host's share is of what stays once it has gone back.
    const share = hostShareCents({ ...row, refundedCents: refunded + owed });
    let pending = 0;
    let paidOut = 0;
    const status = row.transfer?.status;
    if (status === 'destination_charge') {
      paidOut = share;
      if (share > 0) activity.paidWithBookings = true;
    } else if (status === 'paid') {
      paidOut = (row.transfer?.transferredCents ?? 0) - (row.transfer?.reversedCents ?? 0);
      const paidAt = row.transfer?.paidAt?.toISOString() ?? null;
      if (paidAt && (activity.lastPaidOutAt === null || paidAt > activity.lastPaidOutAt)) {
        activity.lastPaidOutAt = paidAt;
      }
    } else if (status !== 'nothing_due' && !(row.activityCancelled && row.status === 'paid')) {
      pending = share;
      if (share > 0 && (status === 'held' || !row.payoutsEnabled)) activity.onHold = true;
    }
    activity.pendingCents += pending;
    activity.paidOutCents += paidOut;
    activity.refundedCents += refunded;
    activity.refundOwedCents += owed;
    totals.pendingCents += pending;
    totals.paidOutCents += paidOut;
    totals.refundedCents += refunded;
  }
  const list = [...byActivity.values()]
    .sort((a, b) => b.startTime.localeCompare(a.startTime) || a.activityId.localeCompare(b.activityId))
    .slice(0, ACTIVITIES_SHOWN);
  return { activities: list, totals };
}
