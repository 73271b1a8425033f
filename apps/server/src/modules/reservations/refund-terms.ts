import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  REFUND_TIERS,
  type RefundNow,
  type RefundShare,
  type RefundTerms,
  refundTermsSentence,
} from '@sortim/contracts/cancellation-policies';
import { formatDateTime } from '@sortim/contracts/date-format';
import type { Locale } from '@sortim/contracts/product';
import { shareOf } from '@sortim/contracts/quote';
import { addDays, barcelonaClock, barcelonaDay, barcelonaTime, MINUTE } from '#src/lib/barcelona-time.ts';

/*
 * The refund rule, spelled once: what a paid booking gives back when its guest cancels, and until when.
 * A policy's tiers (contracts) are counted in whole days before the start on Barcelona's wall clock, so
 * "1 day before" a 19:00 start is 19:00 the day before, 23 or 25 hours earlier across a DST change. A
 * booking the host changed (moved) refunds in full until its (new) start, whatever its policy (decision
 * 116). The share applies to the whole amount the guest paid, the platform's fee included.
 */

/** A booking as the rule reads it: its policy snapshot (null: paid before policies, Flexible). */
export type RefundSubject = {
  cancellationPolicy: CancellationPolicy | null;
  startTime: Date;
  /** The host moved the activity after this booking was paid (bookings.host_change). */
  hostChanged: boolean;
  /** The activity's city's zone, whose wall clock counts the days (absent: the default city's). */
  timeZone?: string;
};

/** `daysBefore` whole days before `start`, at the same wall-clock time of the activity's zone. */
export function daysBeforeStart(start: Date, daysBefore: number, timeZone?: string): Date {
  if (daysBefore === 0) return start;
  // barcelonaClock drops the seconds: a start at 19:00:30 keeps them on its deadlines too.
  const withinMinute = start.getTime() % MINUTE;
  const deadline = barcelonaTime(
    addDays(barcelonaDay(start, timeZone), -daysBefore),
    barcelonaClock(start, timeZone),
    timeZone,
  );
  return new Date(deadline.getTime() + withinMinute);
}

/** The deadlines of `subject`, most generous first: until each `until`, `share` is refunded. */
export function refundTerms(subject: RefundSubject): RefundTerms {
  const policy = subject.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY;
  if (subject.hostChanged)
    return { policy, deadlines: [{ until: subject.startTime.toISOString(), share: 1 }] };
  return {
    policy,
    deadlines: REFUND_TIERS[policy].map((tier) => ({
      until: daysBeforeStart(subject.startTime, tier.daysBefore, subject.timeZone).toISOString(),
      share: tier.share,
    })),
  };
}

/**
 * A share of an amount in cents, rounded to the cent, half a cent up (the guest's favour): half of
 * €25.01 is €12.51. The whole amount is refunded in the share, the platform's fee with it.
 */
export const refundShareOf = (amountCents: number, share: RefundShare): number =>
  shareOf(amountCents, share * 100);

/** Why cancelling refunds nothing: the activity has started, or its last deadline (`deadline`) passed. */
export type NoRefund = { reason: 'started' } | { reason: 'deadline_passed'; deadline: string };

/** The tier in force at `at` (strictly before its deadline; at the deadline itself, the next one). */
function tierAt(terms: RefundTerms, at: Date) {
  return terms.deadlines.find((d) => at.getTime() < new Date(d.until).getTime());
}

/**
 * What cancelling `subject` at `at` gives back: the share of `amountCents` of the first deadline still
 * ahead and until when, or why nothing.
 */
export function refundAt(
  subject: RefundSubject,
  amountCents: number,
  at: Date,
): { refund: RefundNow } | ({ refund: null } & NoRefund) {
  const terms = refundTerms(subject);
  const tier = tierAt(terms, at);
  if (tier) {
    return {
      refund: { share: tier.share, amountCents: refundShareOf(amountCents, tier.share), until: tier.until },
    };
  }
  if (subject.startTime.getTime() <= at.getTime()) return { refund: null, reason: 'started' };
  return { refund: null, reason: 'deadline_passed', deadline: terms.deadlines.at(-1)?.until ?? '' };
}

/**
 * The terms of `subject` as the one sentence a guest reads (contracts' refundTermsSentence) in `locale`,
 * with the deadlines still ahead at `at` in the activity's zone: Stripe's and the test provider's payment page.
 */
export function refundTermsText(subject: RefundSubject, locale: Locale, at: Date = new Date()): string {
  return refundTermsSentence(refundTerms(subject), {
    start: subject.startTime.toISOString(),
    now: at,
    locale,
    formatTime: (iso) => formatDateTime(iso, locale, undefined, subject.timeZone),
  });
}
