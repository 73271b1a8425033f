import type { Database } from '#src/db/client.ts';
import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import type { Finding, FindingKind, Found } from './finding.ts';
import { amountMismatch } from './findings/amount-mismatch.ts';
import { bookingsWithoutPayment } from './findings/bookings-without-payment.ts';
import { cancelledButPaid } from './findings/cancelled-but-paid.ts';
import { keptOnCancelledActivities } from './findings/kept-on-cancelled.ts';
import { lateRefundsOwed } from './findings/late-refunds.ts';
import { paidWithoutBooking } from './findings/paid-without-booking.ts';
import { providerRefunds } from './findings/provider-refunds.ts';
import { refundedAtProvider } from './findings/refunded-at-provider.ts';
import { refundsOwed } from './findings/refunds-owed.ts';
import { transferOwed } from './findings/transfer-owed.ts';
import { isPaidBooking, matchPayments, oursFor } from './payment-match.ts';

/*
 * `npm run reconcile`: the provider's books against ours, over a window. Every payment should end as a paid
 * booking or a refund, every paid booking should have its payment at the provider, of the amount its
 * checkout was to collect (its lines less a code's discount), every refund should go through, and every
 * paid booking's host should have their share (the amount less the checkout's platform
 * fee) in their connected account: at payment for a destination charge (bookings paid before separate
 * transfers), by a transfer the payment funded for a charge on the platform once it is due (the activity's
 * end plus HOST_TRANSFER_DELAY_HOURS; not before). What does not is a finding; the sweep puts most of them
 * right by itself within minutes, so one that a daily run still sees needs a person.
 */

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

/**
 * Compares the provider's records since `since` with ours; finds nothing when the books balance. Each kind
 * of finding is looked for by one function of findings/, in this order: the first finding about a thing is
 * the one reported.
 */
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
  const report = (found: Iterable<Found | null>) => {
    for (const one of found) {
      if (!one || reported.has(one.key)) continue;
      reported.add(one.key);
      findings.push(one.finding);
    }
  };

  // Refunds we owe (recorded, not made yet) first, whatever their age: while one is owed its payment is
  // neither a missing booking nor a missing refund, and the host is not owed its share.
  const owed = await refundsOwed(db);
  const owedPayments = new Set(owed.flatMap(({ finding }) => finding.ids.payment ?? []));
  report(owed);
  report(await keptOnCancelledActivities(db));
  report(providerRefunds(records.refunds));

  // The provider's payments, each looked up here by our reference, its checkout and its payment id. One that
  // paid a booking still paid here is judged on its refunds and its host's share; any other, on what it kept.
  const matches = matchPayments(
    records.payments,
    await oursFor(db, provider.name, records.payments),
    records.refunds,
  );
  report(
    matches
      .filter((match) => !owedPayments.has(match.payment.paymentId))
      .map((match) =>
        isPaidBooking(match)
          ? (refundedAtProvider(match) ?? amountMismatch(match) ?? transferOwed(match, now))
          : paidWithoutBooking(match),
      ),
  );

  // Our paid bookings since then, each with its payment at the provider.
  const paidHere = await bookingsWithoutPayment(db, provider, records, since);
  report(paidHere.found);

  // Money we know we owe back: late payments whose refund failed, and paid guests of cancelled activities.
  report(await lateRefundsOwed(db, provider.name));
  report(await cancelledButPaid(db));

  return {
    provider: provider.name,
    since,
    checked: {
      payments: records.payments.length,
      refunds: records.refunds.length,
      bookings: paidHere.checked,
    },
    complete: records.complete,
    findings,
  };
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
