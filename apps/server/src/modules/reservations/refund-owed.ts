import { sql } from 'drizzle-orm';
import { bookings } from '#src/db/schema.ts';
import { isCancelled } from './rules.ts';

/*
 * A refund asked for in time is owed until it is paid (issue 33). Owed: the booking's own refund, recorded
 * (reason and amount) before the provider was asked, while the booking is still paid; or the rest a host's
 * cancellation of the activity owes a booking whose own refund was less than all of it, until the provider
 * has made it. The sweep asks again until it goes through, the host is not paid what is owed back, and
 * reconcile reports it (refund_pending) meanwhile.
 */

/** A booking's refund columns as the rule reads them. */
export type RefundState = {
  status: 'paid' | 'refunded' | 'cancelled';
  refundDueCents: number | null;
  refundRestCents: number | null;
  restRefundId: string | null;
};

/** What is owed back and not made yet, in cents; null when nothing is. */
export function refundOwedCents(booking: RefundState): number | null {
  const own = booking.status === 'paid' ? (booking.refundDueCents ?? 0) : 0;
  const rest = booking.restRefundId === null ? (booking.refundRestCents ?? 0) : 0;
  return own + rest > 0 ? own + rest : null;
}

/**
 * refundOwedCents > 0, in SQL, for a query of bookings: never null (it is negated too), and implying the
 * partial index bookings_refund_owed_idx, so the sweep reads only the bookings owed.
 */
export const hasRefundOwed = sql<boolean>`((${bookings.status} = 'paid' and ${bookings.refundDueCents} is not null
    and ${bookings.refundDueCents} > 0)
  or (${bookings.refundRestCents} is not null and ${bookings.restRefundId} is null))`;

/** refundOwedCents in SQL (0 when none). */
export const refundOwedSql = sql<number>`((case when ${bookings.status} = 'paid'
  then coalesce(${bookings.refundDueCents}, 0) else 0 end)
  + (case when ${bookings.restRefundId} is null then coalesce(${bookings.refundRestCents}, 0) else 0 end))::int`;

/**
 * A booking of a cancelled activity (joined) that kept money and owes no rest yet: cancelled past its
 * deadline, refunded a policy's share, or a share still being refunded. A host's cancellation refunds in
 * full, so each is owed the rest (recordRests); reconcile names one still found so (kept_on_cancelled).
 */
export const keptOnCancelled = sql<boolean>`(${isCancelled}
  and ${bookings.amountCents} > 0 and ${bookings.providerPaymentId} is not null
  and ${bookings.refundRestCents} is null
  and ((${bookings.status} in ('refunded', 'cancelled') and coalesce(${bookings.refundedCents}, 0) < ${bookings.amountCents})
    or (${bookings.status} = 'paid' and coalesce(${bookings.refundDueCents}, ${bookings.amountCents}) < ${bookings.amountCents})))`;

/**
 * What a booking of a cancelled activity kept (keptOnCancelled): the amount less its own refund, recorded or
 * made. The rest a host's cancellation owes it, and what reconcile reports while none is recorded.
 */
export const keptCentsSql = sql<number>`(${bookings.amountCents} - (case when ${bookings.status} = 'paid'
  then ${bookings.refundDueCents} else coalesce(${bookings.refundedCents}, 0) end))::int`;

/** When the sweep asks the provider again after `attempts` failures: 2, 4, 8 ... minutes, at most 6 hours. */
export const nextRetryAt = sql`now() + make_interval(mins => least(power(2, ${bookings.refundAttempts} + 1), 360)::int)`;
