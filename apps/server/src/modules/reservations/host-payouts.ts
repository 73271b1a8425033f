import { HOST_TRANSFER_DELAY_HOURS, type HostTransferHoldReason } from '@sortim/contracts/host-transfers';
import { and, eq, inArray, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { activities, bookings, hostTransfers, paymentSessions, profiles } from '#src/db/schema.ts';
import {
  DestinationChargeError,
  TransferRefusedError,
  transferGroupOf,
} from '#src/lib/payments/payment-provider.ts';
import type { PaymentContext } from './payment-context.ts';
import { hasRefundOwed, refundOwedCents } from './refund-owed.ts';
import { isCancelled, isRefunded } from './rules.ts';

/*
 * Hosts are paid after the activity (separate charges and transfers): the guest pays the platform, and once
 * the activity has ended plus HOST_TRANSFER_DELAY_HOURS (for disputes) the payments sweep transfers each
 * paid booking's host share to the host's connected account. One host_transfers row per booking says where
 * it stands; a booking with money and no row yet is pending.
 *
 * Exactly once: a sweep claims a row for a few minutes (a second sweep at the same moment leaves it), the
 * provider's idempotency key is the booking's (`transfer-<booking>`) with the amount asked the first time,
 * and the row turns 'paid' only from 'pending' or 'held'. Provider calls run outside transactions.
 */

/** When a booking's host share becomes due: its activity's end plus the dispute delay. */
export const TRANSFER_DUE_AFTER = sql.raw(`interval '${HOST_TRANSFER_DELAY_HOURS} hours'`);

/** How long a sweep keeps a row to itself while it asks the provider (longer than any provider call). */
const CLAIM = sql`interval '5 minutes'`;

/**
 * The host's share of what the platform keeps of a booking: the amount less what went back to the guest,
 * less the platform's fee in the same share (the fee is refunded in the same share as the price).
 */
export function hostShareCents(booking: {
  status: string;
  amountCents: number;
  refundedCents: number | null;
  platformFeeCents: number;
}): number {
  if (booking.amountCents <= 0) return 0;
  const refunded =
    booking.status === 'refunded'
      ? (booking.refundedCents ?? booking.amountCents)
      : (booking.refundedCents ?? 0);
  const kept = Math.max(0, booking.amountCents - refunded);
  return kept - Math.round((booking.platformFeeCents * kept) / booking.amountCents);
}

/** hostShareCents in SQL, for a query of bookings joined (left) to their payment session. */
export const hostShareSql = (() => {
  const kept = sql`(${bookings.amountCents} - coalesce(${bookings.refundedCents},
    case when ${isRefunded} then ${bookings.amountCents} else 0 end))`;
  const fee = sql`coalesce(${paymentSessions.platformFeeCents}, 0)`;
  return sql<number>`(case when ${bookings.amountCents} > 0
    then ${kept} - round((${fee} * ${kept})::numeric / ${bookings.amountCents})::int else 0 end)`;
})();

/** The key the provider transfers a booking's share by, and the one its reversal (one refund per booking) uses. */
export const transferKeyOf = (bookingId: string) => `transfer-${bookingId}`;
export const reversalKeyOf = (bookingId: string) => `transfer-reversal-${bookingId}`;

/** A booking's money and host, as the transfer and its reversal read them. */
const payoutColumns = {
  bookingId: bookings.id,
  status: bookings.status,
  amountCents: bookings.amountCents,
  refundedCents: bookings.refundedCents,
  providerPaymentId: bookings.providerPaymentId,
  activityId: bookings.activityId,
  platformFeeCents: sql<number>`coalesce(${paymentSessions.platformFeeCents}, 0)`,
  hostAccountId: profiles.stripeAccountId,
  payoutsEnabled: profiles.payoutsEnabled,
  refundDueCents: bookings.refundDueCents,
  refundRestCents: bookings.refundRestCents,
  restRefundId: bookings.restRefundId,
};

async function payoutOf(ctx: PaymentContext, bookingId: string) {
  const [row] = await ctx.db
    .select({ ...payoutColumns, transfer: hostTransfers })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .leftJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .leftJoin(hostTransfers, eq(hostTransfers.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row;
}

export type TransferOutcome = 'paid' | 'held' | 'nothing_due' | 'failed' | 'skipped';

export type SweepOptions = {
  /**
   * Only this activity's bookings, as if it had ended the delay ago (whenever it ends): for browser
   * journeys outside production (/dev/host-transfers), never the job.
   */
  asIfEnded?: string;
};

/**
 * The bookings whose host share is due now and not yet paid: with money and a payment, their activity ended
 * the delay ago (a cancelled activity's bookings only once refunded: until then the guest is owed), and no
 * row yet or one still pending or held.
 */
export async function dueHostTransfers(ctx: PaymentContext, options: SweepOptions = {}): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .leftJoin(hostTransfers, eq(hostTransfers.bookingId, bookings.id))
    .where(
      and(
        // Every status may have money: a cancelled booking kept all of it (cancelled without a refund).
        sql`${bookings.amountCents} > 0`,
        isNotNull(bookings.providerPaymentId),
        options.asIfEnded
          ? eq(activities.id, options.asIfEnded)
          : lte(sql`${activities.endTime} + ${TRANSFER_DUE_AFTER}`, sql`now()`),
        or(not(isCancelled), isRefunded),
        // A refund owed goes first: the host is paid only what the guest does not get back.
        not(hasRefundOwed),
        or(isNull(hostTransfers.id), inArray(hostTransfers.status, ['pending', 'held'])),
      ),
    )
    .orderBy(activities.endTime, bookings.id);
  return rows.map((r) => r.id);
}

/**
 * Pays one booking's host share, once. Held (with the reason, no provider call) while the host's payouts
 * are off or they have no account, and when the provider refuses the account; a network error leaves it
 * pending. Either way the next sweep tries again, so it resumes by itself when payouts come back.
 */
export async function transferHostShare(ctx: PaymentContext, bookingId: string): Promise<TransferOutcome> {
  await ctx.db.insert(hostTransfers).values({ bookingId }).onConflictDoNothing();
  const [claimed] = await ctx.db
    .update(hostTransfers)
    .set({ claimedUntil: sql`now() + ${CLAIM}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(hostTransfers.bookingId, bookingId),
        inArray(hostTransfers.status, ['pending', 'held']),
        or(isNull(hostTransfers.claimedUntil), lte(hostTransfers.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  const release = (set: PgUpdateSetSource<typeof hostTransfers>) =>
    ctx.db
      .update(hostTransfers)
      .set({ ...set, claimedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(hostTransfers.id, claimed.id), inArray(hostTransfers.status, ['pending', 'held'])));
  const hold = async (holdReason: HostTransferHoldReason, lastError: string) => {
    await release({ status: 'held', holdReason, lastError, attempts: sql`${hostTransfers.attempts} + 1` });
    return 'held' as const;
  };

  const booking = await payoutOf(ctx, bookingId);
  // A refund owed since the list was read (a guest's cancellation the provider refused) goes first.
  if (!booking?.providerPaymentId || refundOwedCents(booking) !== null) {
    await release({});
    return 'skipped';
  }
  // Asked once already (its answer lost): the same amount again, as the idempotency key needs; a refund
  // since is taken back by the reversal.
  const amountCents = claimed.transferredCents > 0 ? claimed.transferredCents : hostShareCents(booking);
  if (amountCents <= 0) {
    await release({ status: 'nothing_due', holdReason: null, lastError: null });
    return 'nothing_due';
  }
  if (!booking.hostAccountId) return hold('no_account', 'The host has no payout account.');
  if (!booking.payoutsEnabled) return hold('payouts_disabled', "The host's payouts are not enabled.");

  await ctx.db
    .update(hostTransfers)
    .set({ transferredCents: amountCents, destination: booking.hostAccountId })
    .where(eq(hostTransfers.id, claimed.id));
  const ask = {
    paymentId: booking.providerPaymentId,
    transferGroup: transferGroupOf(booking.activityId),
    idempotencyKey: transferKeyOf(bookingId),
  };
  try {
    // Asked before (its answer lost, then held for days): what that ask made stands, even once the
    // provider has forgotten the key, so the host is never paid twice.
    const made = claimed.transferredCents > 0 ? await ctx.provider.findTransfer(ask) : null;
    const { transferId } = made
      ? { transferId: made.id }
      : await ctx.provider.transfer({
          ...ask,
          destination: booking.hostAccountId,
          amountCents,
          metadata: { booking_id: bookingId, activity_id: booking.activityId },
        });
    await release({
      status: 'paid',
      providerTransferId: transferId,
      paidAt: sql`now()`,
      holdReason: null,
      lastError: null,
      attempts: sql`${hostTransfers.attempts} + 1`,
    });
  } catch (err) {
    // A checkout opened before transfers and paid after: its host was paid with the charge, so never again.
    if (err instanceof DestinationChargeError) {
      await ctx.db.update(hostTransfers).set({ transferredCents: 0 }).where(eq(hostTransfers.id, claimed.id));
      await release({ status: 'destination_charge', holdReason: null, lastError: null });
      return 'nothing_due';
    }
    if (err instanceof TransferRefusedError) {
      // Refused, so not made: the share is worked out afresh next time.
      await ctx.db.update(hostTransfers).set({ transferredCents: 0 }).where(eq(hostTransfers.id, claimed.id));
      ctx.logger.warn({ err, bookingId }, 'host transfer refused by the provider; held and retried');
      return hold('refused', err.message || 'The provider refused the transfer.');
    }
    ctx.logger.error({ err, bookingId }, 'host transfer failed; retried by the next sweep');
    await release({
      status: 'pending',
      holdReason: null,
      lastError: err instanceof Error ? err.message : String(err),
      attempts: sql`${hostTransfers.attempts} + 1`,
    });
    return 'failed';
  }
  // Refunded while the transfer was under way: its share goes back at once.
  await reverseHostTransfer(ctx, bookingId);
  return 'paid';
}

/**
 * After a booking's refund: when its host share was already transferred, takes back the host's share of the
 * refunded amount, once (key per booking: a booking is refunded once). Before the transfer there is nothing
 * to do: the transfer later pays only the share kept. Never throws: a failure is recorded and the payments
 * sweep retries it.
 */
export async function reverseHostTransfer(ctx: PaymentContext, bookingId: string): Promise<void> {
  const booking = await payoutOf(ctx, bookingId);
  const transfer = booking?.transfer;
  if (
    !booking ||
    transfer?.status !== 'paid' ||
    !transfer.providerTransferId ||
    transfer.providerReversalId
  ) {
    return;
  }
  const amountCents = transfer.transferredCents - hostShareCents(booking);
  if (amountCents <= 0) return;
  const ask = { transferId: transfer.providerTransferId, idempotencyKey: reversalKeyOf(bookingId) };
  try {
    // Tried before (a failure recorded): what that try made stands, whatever the provider remembers.
    const made = transfer.lastError !== null ? await ctx.provider.findReversal(ask) : null;
    const { reversalId } = made
      ? { reversalId: made.id }
      : await ctx.provider.reverseTransfer({
          ...ask,
          amountCents,
          metadata: { booking_id: bookingId, activity_id: booking.activityId },
        });
    await ctx.db
      .update(hostTransfers)
      .set({
        reversedCents: amountCents,
        providerReversalId: reversalId,
        lastError: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(hostTransfers.id, transfer.id), isNull(hostTransfers.providerReversalId)));
  } catch (err) {
    ctx.logger.error({ err, bookingId }, 'host transfer not reversed yet; retried by the sweep');
    await ctx.db
      .update(hostTransfers)
      .set({
        lastError: err instanceof Error ? err.message : String(err),
        attempts: sql`${hostTransfers.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(hostTransfers.id, transfer.id));
  }
}

/**
 * For the refund's settle path: the reversal to run once the refund has committed (shaped as the mails it
 * returns, which every caller dispatches after the commit). Never throws.
 */
export const afterRefundCommit = (ctx: PaymentContext, bookingId: string) => ({
  id: `host-transfer-reversal-${bookingId}`,
  dispatch: () => reverseHostTransfer(ctx, bookingId),
});

/**
 * Transferred bookings refunded since whose reversal has not gone through (it failed, or the process died):
 * more was transferred than the host's share of what is kept (hostShareCents, in SQL).
 */
async function unreversedRefunds(ctx: PaymentContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: bookings.id })
    .from(hostTransfers)
    .innerJoin(bookings, eq(bookings.id, hostTransfers.bookingId))
    .leftJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .where(
      and(
        eq(hostTransfers.status, 'paid'),
        isNull(hostTransfers.providerReversalId),
        isRefunded,
        sql`${hostTransfers.transferredCents} > ${hostShareSql}`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The payments sweep's part: every due booking paid (or held), then every missed reversal retried. Each
 * booking is independent: a failure is recorded on its row and tried again at the next run.
 */
export async function sweepHostTransfers(
  ctx: PaymentContext,
  options: SweepOptions = {},
): Promise<Record<TransferOutcome, number>> {
  const outcomes: Record<TransferOutcome, number> = {
    paid: 0,
    held: 0,
    nothing_due: 0,
    failed: 0,
    skipped: 0,
  };
  for (const bookingId of await dueHostTransfers(ctx, options)) {
    try {
      outcomes[await transferHostShare(ctx, bookingId)] += 1;
    } catch (err) {
      outcomes.failed += 1;
      ctx.logger.warn({ err, bookingId }, 'host transfer not settled; retried next sweep');
    }
  }
  for (const bookingId of await unreversedRefunds(ctx)) await reverseHostTransfer(ctx, bookingId);
  return outcomes;
}
