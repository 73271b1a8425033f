import { HOST_TRANSFER_DELAY_HOURS, type HostTransferStatus } from '@sortim/contracts/host-transfers';
import { and, eq, gt, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, hostTransfers, paymentSessions, profiles } from '#src/db/schema.ts';
import { isUuid } from '#src/lib/ids.ts';
import type {
  PaymentProvider,
  PaymentProviderName,
  ProviderPayment,
  ProviderRecords,
  ProviderRefund,
} from '#src/lib/payments/payment-provider.ts';
import { hostShareCents } from '#src/modules/reservations/host-payouts.ts';
import {
  hasRefundOwed,
  keptCentsSql,
  keptOnCancelled,
  refundOwedSql,
} from '#src/modules/reservations/refund-owed.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';

/*
 * `npm run reconcile`: the provider's books against ours, over a window. Every payment should end as a paid
 * booking or a refund, every paid booking should have its payment at the provider, every refund should go
 * through, and every paid booking's host should have their share (the amount less the checkout's platform
 * fee) in their connected account: at payment for a destination charge (bookings paid before separate
 * transfers), by a transfer the payment funded for a charge on the platform once it is due (the activity's
 * end plus HOST_TRANSFER_DELAY_HOURS; not before). What does not is a finding; the sweep puts most of them
 * right by itself within minutes, so one that a daily run still sees needs a person.
 */

export type FindingKind =
  /** Paid at the provider, not refunded, and no paid booking here. */
  | 'paid_without_booking'
  /** A paid booking here whose payment the provider does not have, or has refunded in full. */
  | 'booking_without_payment'
  /** Money owed back that has not gone back yet (or is still on its way at the provider). */
  | 'refund_pending'
  /** A refund the provider reports failed or cancelled. */
  | 'refund_failed'
  /** A paid booking whose host has not received their share (a destination charge's, or one due by now). */
  | 'transfer_owed'
  /**
   * Money kept on an activity its host cancelled (a guest's booking cancelled or partly refunded before,
   * with no rest owed): a host's cancellation refunds in full. The sweep records the rest within minutes.
   */
  | 'kept_on_cancelled';

export type Finding = {
  kind: FindingKind;
  amountCents: number;
  /** What to look up: our ids and the provider's, by name. */
  ids: Record<string, string>;
  detail: string;
};

export type ReconcileReport = {
  provider: PaymentProvider['name'];
  since: Date;
  checked: { payments: number; refunds: number; bookings: number };
  /** False when the provider had more records than the limit: the window was not checked in full. */
  complete: boolean;
  findings: Finding[];
};

export type ReconcileOptions = {
  /** Payments and bookings made from then on are checked. */
  since: Date;
  /** The time the check is made at (tests); now by default. */
  now?: Date;
  /** At most this many of each kind of provider record are read (in pages of 100). */
  limit?: number;
};

const DEFAULT_LIMIT = 10_000;
/** Refund statuses that mean the money did not go back. */
const FAILED_REFUNDS = new Set(['failed', 'canceled']);
/** Refund statuses that mean the money is still on its way. */
const PENDING_REFUNDS = new Set(['pending', 'requires_action']);

type Ours = {
  sessionId: string;
  sessionStatus: string;
  providerSessionId: string | null;
  platformFeeCents: number;
  bookingId: string | null;
  bookingStatus: string | null;
  bookingAmountCents: number | null;
  bookingRefundedCents: number | null;
  paymentId: string | null;
  hostAccountId: string | null;
  activityEndTime: Date;
  /** The booking's host transfer as our books have it (null: no row yet, so pending). */
  transferStatus: HostTransferStatus | null;
  transferDestination: string | null;
  transferredCents: number | null;
  reversedCents: number | null;
  providerTransferId: string | null;
  holdReason: string | null;
  lastError: string | null;
};

/** A due transfer is made by the next payments sweep (every few minutes): an hour later it is overdue. */
const TRANSFER_OVERDUE_MS = (HOST_TRANSFER_DELAY_HOURS + 1) * 60 * 60 * 1000;

/** Compares the provider's records since `since` with ours; finds nothing when the books balance. */
export async function reconcile(
  deps: { db: Database; provider: PaymentProvider },
  options: ReconcileOptions,
): Promise<ReconcileReport> {
  const { db, provider } = deps;
  const { since } = options;
  const now = options.now ?? new Date();
  const records = await provider.listRecords({ since, limit: options.limit ?? DEFAULT_LIMIT });
  const findings: Finding[] = [];
  const reported = new Set<string>();
  const report = (key: string, finding: Finding) => {
    if (reported.has(key)) return;
    reported.add(key);
    findings.push(finding);
  };

  // Refunds we owe (recorded, not made yet) first, whatever their age: while one is owed its payment is
  // neither a missing booking nor a missing refund, and the host is not owed its share.
  const owed = await refundsOwed(db);
  const owedPayments = new Set(owed.flatMap((o) => (o.paymentId ? [o.paymentId] : [])));
  for (const booking of owed) {
    report(`booking:${booking.bookingId}`, {
      kind: 'refund_pending',
      amountCents: booking.owedCents,
      ids: {
        booking: booking.bookingId,
        activity: booking.activityId,
        ...(booking.paymentId && { payment: booking.paymentId }),
      },
      detail: `a refund owed since ${booking.since.toISOString()}, not made yet (${booking.attempts} failed attempts; the sweep asks again)`,
    });
  }
  for (const kept of await keptOnCancelledActivities(db)) {
    report(`booking:${kept.bookingId}`, {
      kind: 'kept_on_cancelled',
      amountCents: kept.keptCents,
      ids: {
        booking: kept.bookingId,
        activity: kept.activityId,
        ...(kept.paymentId && { payment: kept.paymentId }),
      },
      detail:
        'the host cancelled the activity; this guest has not been owed the rest yet (the sweep records it)',
    });
  }

  const refundsOf = groupRefunds(records.refunds);
  for (const refund of records.refunds) {
    if (FAILED_REFUNDS.has(refund.status)) {
      report(`refund:${refund.id}`, {
        kind: 'refund_failed',
        amountCents: refund.amountCents,
        ids: { refund: refund.id, payment: refund.paymentId },
        detail: `the provider reports the refund ${refund.status}`,
      });
    } else if (PENDING_REFUNDS.has(refund.status)) {
      report(`refund:${refund.id}`, {
        kind: 'refund_pending',
        amountCents: refund.amountCents,
        ids: { refund: refund.id, payment: refund.paymentId },
        detail: `the refund is ${refund.status} at the provider`,
      });
    }
  }

  // The provider's payments, each looked up here by our reference, its checkout and its payment id.
  const ours = await oursFor(db, provider.name, records.payments);
  for (const payment of records.payments) {
    if (owedPayments.has(payment.paymentId)) continue;
    const mine =
      ours.find((o) => o.paymentId === payment.paymentId && o.bookingId) ??
      ours.find((o) => o.sessionId === payment.reference || o.providerSessionId === payment.checkoutId);
    const refunds = refundsOf.get(payment.paymentId) ?? [];
    const onTheWay = refunds
      .filter((r) => PENDING_REFUNDS.has(r.status))
      .reduce((n, r) => n + r.amountCents, 0);
    const kept = payment.amountCents - payment.refundedCents - onTheWay;
    const failedRefund = refunds.some((r) => FAILED_REFUNDS.has(r.status));
    const ids = {
      payment: payment.paymentId,
      checkout: payment.checkoutId,
      ...(mine && { session: mine.sessionId }),
      ...(mine?.bookingId && { booking: mine.bookingId }),
    };

    if (mine?.bookingStatus === 'paid' && mine.paymentId === payment.paymentId) {
      if (payment.refundedCents >= payment.amountCents) {
        report(`booking:${mine.bookingId}`, {
          kind: 'booking_without_payment',
          amountCents: payment.amountCents,
          ids,
          detail: 'paid here, refunded in full at the provider',
        });
        continue;
      }
      const owed = transferOwed(payment, mine, now);
      if (owed) report(`transfer:${payment.paymentId}`, { kind: 'transfer_owed', ids, ...owed });
      continue;
    }
    // What the booking keeps by its cancellation policy: the share not refunded (refunded_cents), or all of
    // it when cancelled past its last deadline. Only the rest is owed back.
    const ownBooking = mine?.bookingId && mine.paymentId === payment.paymentId ? mine : null;
    const keptByTerms =
      ownBooking?.bookingStatus === 'cancelled'
        ? payment.amountCents
        : ownBooking?.bookingStatus === 'refunded'
          ? (ownBooking.bookingAmountCents ?? 0) -
            (ownBooking.bookingRefundedCents ?? ownBooking.bookingAmountCents ?? 0)
          : 0;
    if (kept - keptByTerms <= 0 || failedRefund) continue;
    if (mine?.bookingStatus === 'refunded' && mine.paymentId === payment.paymentId) {
      report(`payment:${payment.paymentId}`, {
        kind: 'refund_pending',
        amountCents: kept - keptByTerms,
        ids,
        detail: 'refunded here, not at the provider',
      });
    } else if (mine?.sessionStatus === 'refunded') {
      report(`payment:${payment.paymentId}`, {
        kind: 'refund_pending',
        amountCents: kept,
        ids,
        detail: 'a late payment not refunded yet (the sweep retries it every minute)',
      });
    } else {
      report(`payment:${payment.paymentId}`, {
        kind: 'paid_without_booking',
        amountCents: kept,
        ids,
        detail: mine
          ? `paid at the provider; our checkout is ${mine.sessionStatus}, with no booking`
          : 'paid at the provider; no checkout of ours has this reference',
      });
    }
  }

  // Our paid bookings since then, each with its payment at the provider.
  const paidHere = await paidBookingsSince(db, provider.name, since);
  const atProvider = new Map(records.payments.map((p) => [p.paymentId, p]));
  let bookingsChecked = 0;
  for (const booking of paidHere) {
    if (atProvider.has(booking.paymentId)) {
      bookingsChecked++;
      continue;
    }
    // A listing cut short proves nothing about what it left out (the summary says it is incomplete).
    if (!records.complete) continue;
    bookingsChecked++;
    // Unlisted although its checkout began inside the window: asked directly before it is reported.
    if (booking.providerSessionId && (await paidAt(provider, booking.providerSessionId, booking.paymentId))) {
      continue;
    }
    report(`booking:${booking.bookingId}`, {
      kind: 'booking_without_payment',
      amountCents: booking.amountCents,
      ids: { booking: booking.bookingId, session: booking.sessionId, payment: booking.paymentId },
      detail: 'paid here; the provider has no such payment',
    });
  }

  // Money we know we owe back: late payments whose refund failed, and paid guests of cancelled activities.
  for (const late of await lateRefundsOwed(db, provider.name)) {
    report(`payment:${late.paymentId}`, {
      kind: 'refund_pending',
      amountCents: late.amountCents,
      ids: { session: late.sessionId, payment: late.paymentId },
      detail: 'a late payment not refunded yet (the sweep retries it every minute)',
    });
  }
  for (const guest of await cancelledButPaid(db)) {
    report(`booking:${guest.bookingId}`, {
      kind: 'refund_pending',
      amountCents: guest.amountCents,
      ids: {
        booking: guest.bookingId,
        activity: guest.activityId,
        ...(guest.paymentId && { payment: guest.paymentId }),
      },
      detail: 'the activity was cancelled and this guest is not refunded yet (the sweep retries it)',
    });
  }

  return {
    provider: provider.name,
    since,
    checked: {
      payments: records.payments.length,
      refunds: records.refunds.length,
      bookings: bookingsChecked,
    },
    complete: records.complete,
    findings,
  };
}

function groupRefunds(refunds: ProviderRefund[]) {
  const byPayment = new Map<string, ProviderRefund[]>();
  for (const refund of refunds)
    byPayment.set(refund.paymentId, [...(byPayment.get(refund.paymentId) ?? []), refund]);
  return byPayment;
}

/**
 * The host's share (the amount less our fee) should have reached the host's account, net of reversals: with
 * a destination charge at once; with a charge on the platform by the transfer our books say was made, or by
 * the time it is overdue.
 */
function transferOwed(
  payment: ProviderPayment,
  mine: Ours,
  now: Date,
): { amountCents: number; detail: string } | null {
  if (payment.chargeModel === 'platform') return platformTransferOwed(payment, mine, now);
  const share = (mine.bookingAmountCents ?? payment.amountCents) - mine.platformFeeCents;
  if (share <= 0) return null;
  if (!payment.transfer) return { amountCents: share, detail: 'no transfer to the host was made' };
  if (mine.hostAccountId && payment.transfer.destination !== mine.hostAccountId) {
    return {
      amountCents: share,
      detail: `the transfer went to ${payment.transfer.destination}, not the host's ${mine.hostAccountId}`,
    };
  }
  if (payment.transfer.amountCents < share) {
    return {
      amountCents: share - payment.transfer.amountCents,
      detail: `the host received ${payment.transfer.amountCents} of ${share} cents`,
    };
  }
  return null;
}

function platformTransferOwed(
  payment: ProviderPayment,
  mine: Ours,
  now: Date,
): { amountCents: number; detail: string } | null {
  if (mine.transferStatus === 'nothing_due') return null;
  if (mine.transferStatus === 'paid') {
    const sent = (mine.transferredCents ?? 0) - (mine.reversedCents ?? 0);
    const destination = mine.transferDestination ?? mine.hostAccountId;
    if (!payment.transfer) {
      return {
        amountCents: sent,
        detail: `our books have transfer ${mine.providerTransferId}; the provider has no transfer from this payment`,
      };
    }
    if (destination && payment.transfer.destination !== destination) {
      return {
        amountCents: sent,
        detail: `the transfer went to ${payment.transfer.destination}, not the host's ${destination}`,
      };
    }
    if (payment.transfer.amountCents < sent) {
      return {
        amountCents: sent - payment.transfer.amountCents,
        detail: `the host received ${payment.transfer.amountCents} of ${sent} cents`,
      };
    }
    return null;
  }
  // Not paid yet by our books (pending, held, or no row): owed only once the sweep should have paid it.
  if (payment.transfer) return null;
  const overdueFor = now.getTime() - mine.activityEndTime.getTime() - TRANSFER_OVERDUE_MS;
  if (overdueFor < 0) return null;
  const share = hostShareCents({
    status: mine.bookingStatus ?? 'paid',
    amountCents: mine.bookingAmountCents ?? payment.amountCents,
    refundedCents: mine.bookingRefundedCents,
    platformFeeCents: mine.platformFeeCents,
  });
  if (share <= 0) return null;
  const hours = Math.floor((now.getTime() - mine.activityEndTime.getTime()) / (60 * 60 * 1000));
  const held =
    mine.transferStatus === 'held'
      ? `; held (${mine.holdReason}${mine.lastError ? `: ${mine.lastError}` : ''})`
      : '';
  return {
    amountCents: share,
    detail: `not transferred to the host ${hours} hours after the activity ended${held}`,
  };
}

/** Our sessions and bookings for the provider's payments (by reference, checkout id or payment id). */
async function oursFor(
  db: Database,
  providerName: PaymentProviderName,
  payments: ProviderRecords['payments'],
): Promise<Ours[]> {
  if (payments.length === 0) return [];
  const references = payments.flatMap((p) => (p.reference && isUuid(p.reference) ? [p.reference] : []));
  const checkoutIds = payments.map((p) => p.checkoutId);
  const paymentIds = payments.map((p) => p.paymentId);
  const rows: Ours[] = [];
  // In slices, so a month of payments never makes one statement with tens of thousands of parameters.
  for (let i = 0; i < payments.length; i += 500) {
    const slice = (list: string[]) => list.slice(i, i + 500);
    const conditions = [
      and(
        eq(paymentSessions.provider, providerName),
        inArray(paymentSessions.providerSessionId, slice(checkoutIds)),
      ),
      inArray(bookings.providerPaymentId, slice(paymentIds)),
      ...(slice(references).length ? [inArray(paymentSessions.id, slice(references))] : []),
    ];
    rows.push(
      ...(await db
        .select({
          sessionId: paymentSessions.id,
          sessionStatus: paymentSessions.status,
          providerSessionId: paymentSessions.providerSessionId,
          platformFeeCents: paymentSessions.platformFeeCents,
          bookingId: bookings.id,
          bookingStatus: bookings.status,
          bookingAmountCents: bookings.amountCents,
          bookingRefundedCents: bookings.refundedCents,
          paymentId: bookings.providerPaymentId,
          hostAccountId: profiles.stripeAccountId,
          activityEndTime: activities.endTime,
          transferStatus: hostTransfers.status,
          transferDestination: hostTransfers.destination,
          transferredCents: hostTransfers.transferredCents,
          reversedCents: hostTransfers.reversedCents,
          providerTransferId: hostTransfers.providerTransferId,
          holdReason: hostTransfers.holdReason,
          lastError: hostTransfers.lastError,
        })
        .from(paymentSessions)
        .leftJoin(bookings, eq(bookings.paymentSessionId, paymentSessions.id))
        .leftJoin(hostTransfers, eq(hostTransfers.bookingId, bookings.id))
        .innerJoin(activities, eq(activities.id, paymentSessions.activityId))
        .innerJoin(profiles, eq(profiles.id, activities.hostId))
        .where(or(...conditions))),
    );
  }
  return rows;
}

/** Paid bookings made through this provider's checkouts since `since`, with something paid. */
function paidBookingsSince(db: Database, providerName: PaymentProviderName, since: Date) {
  return db
    .select({
      bookingId: bookings.id,
      sessionId: paymentSessions.id,
      providerSessionId: paymentSessions.providerSessionId,
      paymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
    })
    .from(bookings)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .where(
      and(
        isPaid,
        gt(bookings.amountCents, 0),
        isNotNull(bookings.providerPaymentId),
        eq(paymentSessions.provider, providerName),
        gte(paymentSessions.createdAt, since),
      ),
    )
    .then((rows) => rows.flatMap((r) => (r.paymentId ? [{ ...r, paymentId: r.paymentId }] : [])));
}

async function paidAt(provider: PaymentProvider, checkoutId: string, paymentId: string): Promise<boolean> {
  const state = await provider.getCheckout(checkoutId).catch(() => null);
  return state?.status === 'paid' && state.paymentId === paymentId;
}

/** Late payments marked for a refund the provider has not made yet (whatever their age). */
function lateRefundsOwed(db: Database, providerName: PaymentProviderName) {
  return db
    .select({
      sessionId: paymentSessions.id,
      paymentId: paymentSessions.providerPaymentId,
      amountCents: paymentSessions.amountCents,
    })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, providerName),
        eq(paymentSessions.status, 'refunded'),
        isNull(paymentSessions.providerRefundId),
        isNotNull(paymentSessions.providerPaymentId),
      ),
    )
    .then((rows) => rows.flatMap((r) => (r.paymentId ? [{ ...r, paymentId: r.paymentId }] : [])));
}

/** Paid bookings (with something paid) of activities their host cancelled: each is owed its refund. */
function cancelledButPaid(db: Database) {
  return db
    .select({
      bookingId: bookings.id,
      activityId: bookings.activityId,
      paymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(and(isPaid, gt(bookings.amountCents, 0), eq(activities.status, 'cancelled')));
}

/** Bookings owed a refund (refund-owed.ts), with what is owed and since when. */
function refundsOwed(db: Database) {
  return db
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
}

/** Bookings that kept money on an activity their host cancelled, with no rest owed (refund-owed.ts). */
function keptOnCancelledActivities(db: Database) {
  return db
    .select({
      bookingId: bookings.id,
      activityId: bookings.activityId,
      paymentId: bookings.providerPaymentId,
      keptCents: keptCentsSql,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(keptOnCancelled);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `30d`, `12h` or a date (`2026-11-01`, `2026-11-01T09:00:00Z`); null when it is neither. */
export function parseSince(value: string, now = new Date()): Date | null {
  const relative = /^(\d+)\s*([dh])$/.exec(value.trim());
  if (relative) {
    const [, n, unit] = relative;
    return new Date(now.getTime() - Number(n) * (unit === 'd' ? DAY_MS : DAY_MS / 24));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** One line per finding, then a summary line. */
export function formatReport(report: ReconcileReport): string[] {
  const lines = report.findings.map((f) =>
    [
      f.kind.padEnd(23),
      euros(f.amountCents).padStart(10),
      ` ${Object.entries(f.ids)
        .map(([name, id]) => `${name}=${id}`)
        .join(' ')}`,
      ` (${f.detail})`,
    ].join(''),
  );
  const counts = new Map<FindingKind, number>();
  for (const f of report.findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const checked = `${report.checked.payments} payments, ${report.checked.refunds} refunds and ${report.checked.bookings} paid bookings`;
  const found =
    report.findings.length === 0
      ? 'nothing found'
      : `${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}: ${[...counts]
          .map(([kind, n]) => `${n} ${kind}`)
          .join(', ')}`;
  lines.push(
    `reconcile (${report.provider}, since ${report.since.toISOString()}): ${checked} checked; ${found}` +
      (report.complete
        ? ''
        : '; INCOMPLETE: the provider had more records than the limit, use a later --since'),
  );
  return lines;
}

/** Clean when nothing was found over a window checked in full. */
export const isClean = (report: ReconcileReport) => report.findings.length === 0 && report.complete;
