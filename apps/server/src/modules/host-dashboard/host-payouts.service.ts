import type { HostActivityPayout, HostPayouts } from '@sortim/contracts/host-transfers';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, hostTransfers, paymentSessions, profiles } from '#src/db/schema.ts';
import { hostShareCents, TRANSFER_DUE_AFTER } from '#src/modules/reservations/host-payouts.ts';

/** The dashboard lists this many activities with money, the latest first. */
const ACTIVITIES_SHOWN = 20;

/**
 * `GET /api/host/dashboard/payouts`: per activity with money, the host's share still to be paid after it
 * (pending; on hold while their payouts are off), the share paid out (transferred less what refunds took
 * back; for bookings paid before transfers, the share that went with the charge) and what went back to
 * guests. A cancelled activity's bookings still to be refunded are owed to the guests, never pending.
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
      activityCancelled: sql<boolean>`(${activities.status} = 'cancelled')`,
      payoutsEnabled: profiles.payoutsEnabled,
      status: bookings.status,
      amountCents: bookings.amountCents,
      refundedCents: bookings.refundedCents,
      platformFeeCents: sql<number>`coalesce(${paymentSessions.platformFeeCents}, 0)`.mapWith(Number),
      transfer: {
        status: hostTransfers.status,
        transferredCents: hostTransfers.transferredCents,
        reversedCents: hostTransfers.reversedCents,
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
    };
    byActivity.set(row.activityId, activity);
    const refunded =
      row.status === 'refunded' ? (row.refundedCents ?? row.amountCents) : (row.refundedCents ?? 0);
    const share = hostShareCents(row);
    let pending = 0;
    let paidOut = 0;
    const status = row.transfer?.status;
    if (status === 'destination_charge') paidOut = share;
    else if (status === 'paid')
      paidOut = (row.transfer?.transferredCents ?? 0) - (row.transfer?.reversedCents ?? 0);
    else if (status !== 'nothing_due' && !(row.activityCancelled && row.status === 'paid')) {
      pending = share;
      if (share > 0 && (status === 'held' || !row.payoutsEnabled)) activity.onHold = true;
    }
    activity.pendingCents += pending;
    activity.paidOutCents += paidOut;
    activity.refundedCents += refunded;
    totals.pendingCents += pending;
    totals.paidOutCents += paidOut;
    totals.refundedCents += refunded;
  }
  const list = [...byActivity.values()]
    .sort((a, b) => b.startTime.localeCompare(a.startTime) || a.activityId.localeCompare(b.activityId))
    .slice(0, ACTIVITIES_SHOWN);
  return { activities: list, totals };
}
