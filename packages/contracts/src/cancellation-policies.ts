import { z } from 'zod';

/*
 * Cancellation policies: how much of a paid booking goes back to a guest who cancels, and until when. The
 * host picks one per activity; the one in force is copied onto the booking when it is paid. Each tier is
 * a deadline counted in whole days before the start, on Barcelona's wall clock (so "1 day before" a 19:00
 * start is 19:00 the day before, across a DST change too), and the share refunded until then.
 */

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** The policy of a new activity, and of bookings paid before policies existed. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

/** Until `daysBefore` days before the start (0: the start itself), `share` of the amount is refunded. */
export type RefundTier = { daysBefore: number; share: 1 | 0.5 };

/** Each policy's tiers, most generous first. After the last one, nothing is refunded. */
export const REFUND_TIERS: Record<CancellationPolicy, readonly RefundTier[]> = {
  flexible: [{ daysBefore: 0, share: 1 }],
  moderate: [{ daysBefore: 1, share: 1 }],
  strict: [
    { daysBefore: 7, share: 1 },
    { daysBefore: 1, share: 0.5 },
  ],
};

/** One deadline of a policy for one activity: until `until` (an ISO instant), `share` is refunded. */
export const RefundDeadline = z.object({ until: z.string(), share: z.union([z.literal(1), z.literal(0.5)]) });
export type RefundDeadline = z.infer<typeof RefundDeadline>;

/**
 * A policy applied to one start: what the guest reads as one sentence with exact dates (the activity page,
 * checkout, the confirmation e-mail, My Bookings). Computed by the server, on Barcelona's wall clock.
 */
export const RefundTerms = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  deadlines: z.array(RefundDeadline),
});
export type RefundTerms = z.infer<typeof RefundTerms>;

/** The share of a booking's amount a refund gives back: all of it, or half (Strict's second tier). */
export const RefundShare = z.union([z.literal(1), z.literal(0.5)]);
export type RefundShare = z.infer<typeof RefundShare>;

/**
 * What cancelling a paid booking now gives back: `amountCents` (the booking's amount times `share`,
 * rounded to the cent, half a cent up), while it stays so until `until`. Null when nothing is refunded.
 */
export const RefundNow = z.object({ amountCents: z.number().int(), share: RefundShare, until: z.string() });
export type RefundNow = z.infer<typeof RefundNow>;

// The copy and the sentence live in a module without zod, so the activity page's first load can show them.
export { CANCELLATION_POLICY_COPY, refundTermsSentence } from './cancellation-policy-copy.ts';
