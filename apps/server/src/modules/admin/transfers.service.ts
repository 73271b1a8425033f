import type { StuckTransfer, StuckTransfers } from '@sortim/contracts/host-transfers';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, hostTransfers, paymentSessions, profiles, users } from '#src/db/schema.ts';
import { hostShareSql, TRANSFER_DUE_AFTER } from '#src/modules/reservations/host-payouts.ts';

/** The list stops here; the longest-stuck come first. */
const STUCK_SHOWN = 200;

/**
 * `GET /api/admin/transfers/stuck`: host transfers that are not going through, and why: held (the host's
 * payouts are off, no account, or the provider refused it), a transfer failing at the provider (left
 * pending with its error), or a reversal after a refund that failed. The payments job retries all of them;
 * this is for an admin to see who to contact.
 */
export async function listStuckTransfers(db: Database): Promise<StuckTransfers> {
  const reversalFailing = and(
    eq(hostTransfers.status, 'paid'),
    isNull(hostTransfers.providerReversalId),
    isNotNull(hostTransfers.lastError),
  );
  const rows = await db
    .select({
      bookingId: hostTransfers.bookingId,
      status: hostTransfers.status,
      holdReason: hostTransfers.holdReason,
      lastError: hostTransfers.lastError,
      attempts: hostTransfers.attempts,
      transferredCents: hostTransfers.transferredCents,
      shareCents: hostShareSql,
      hostId: users.id,
      hostName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
      hostEmail: users.email,
      activityId: activities.id,
      activityTitle: activities.title,
      endTime: activities.endTime,
      dueSince: sql<Date>`${activities.endTime} + ${TRANSFER_DUE_AFTER}`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      updatedAt: hostTransfers.updatedAt,
    })
    .from(hostTransfers)
    .innerJoin(bookings, eq(bookings.id, hostTransfers.bookingId))
    .leftJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(users, eq(users.id, activities.hostId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      or(
        eq(hostTransfers.status, 'held'),
        and(eq(hostTransfers.status, 'pending'), isNotNull(hostTransfers.lastError)),
        reversalFailing,
      ),
    )
    .orderBy(asc(activities.endTime), asc(hostTransfers.bookingId))
    .limit(STUCK_SHOWN);
  const items: StuckTransfer[] = rows.map((row) => {
    const reversal = row.status === 'paid';
    return {
      bookingId: row.bookingId,
      kind: reversal ? 'reversal' : 'transfer',
      status: row.status,
      holdReason: row.holdReason,
      lastError: row.lastError,
      attempts: row.attempts,
      amountCents: reversal ? row.transferredCents - Number(row.shareCents) : Number(row.shareCents),
      host: { id: row.hostId, name: row.hostName, email: row.hostEmail },
      activity: { id: row.activityId, title: row.activityTitle, endTime: row.endTime.toISOString() },
      dueSince: row.dueSince.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { items };
}
