import { z } from 'zod';

/*
 * A host's payout of one paid booking (separate charges and transfers): the guest pays the platform, and
 * once the activity has ended and the dispute delay has passed, the host's share is transferred to their
 * connected account.
 *
 * - pending: due once the activity has ended plus HOST_TRANSFER_DELAY_HOURS (a network error leaves it so);
 * - held: the host's payouts are off (or the provider refused the account); retried by every sweep;
 * - paid: transferred (a refund afterwards reverses the host's share of the refunded amount);
 * - nothing_due: refunded in full before the transfer, or no host share was left;
 * - destination_charge: paid before transfers existed, the host's share went with the charge.
 */
export const HOST_TRANSFER_STATUSES = [
  'pending',
  'held',
  'paid',
  'nothing_due',
  'destination_charge',
] as const;
export type HostTransferStatus = (typeof HOST_TRANSFER_STATUSES)[number];

/** Why a transfer is held: the host's payouts are off on our side, or the provider refused the account. */
export const HOST_TRANSFER_HOLD_REASONS = ['payouts_disabled', 'no_account', 'refused'] as const;
export type HostTransferHoldReason = (typeof HOST_TRANSFER_HOLD_REASONS)[number];

/** Disputes are raised within a day of the activity: the host is paid this long after its end. */
export const HOST_TRANSFER_DELAY_HOURS = 24;

/**
 * One activity's money as its host sees it, in euro cents of the host's share (after the platform's fee):
 * pending (to be paid after the activity; `onHold` while the host's payouts are off), paid out (transferred,
 * less what refunds took back), and refunded (what went back to the guests, in full).
 */
export const HostActivityPayout = z.object({
  activityId: z.string(),
  title: z.string(),
  startTime: z.string(),
  /** When its pending money is paid: the end plus HOST_TRANSFER_DELAY_HOURS. */
  payableAfter: z.string(),
  pendingCents: z.number().int(),
  paidOutCents: z.number().int(),
  refundedCents: z.number().int(),
  onHold: z.boolean(),
  /** When the latest transfer of this activity's money reached the host (null: none made yet). */
  lastPaidOutAt: z.string().nullable(),
  /** Some of the paid out went with the guests' payments (bookings paid before transfers existed). */
  paidWithBookings: z.boolean(),
  /**
   * A refund owed to this activity's guests and not made yet (refund-owed.ts), in cents: it goes back first,
   * so the host's share of it is neither pending nor paid.
   */
  refundOwedCents: z.number().int(),
});
export type HostActivityPayout = z.infer<typeof HostActivityPayout>;

/** `GET /api/host/dashboard/payouts`: the host's activities with money, latest first, and the totals. */
export const HostPayouts = z.object({
  activities: z.array(HostActivityPayout),
  totals: z.object({
    pendingCents: z.number().int(),
    paidOutCents: z.number().int(),
    refundedCents: z.number().int(),
  }),
});
export type HostPayouts = z.infer<typeof HostPayouts>;

/** A host transfer that is not going through: held (and why), or failing at the provider. */
export const StuckTransfer = z.object({
  bookingId: z.string(),
  kind: z.enum(['transfer', 'reversal']),
  status: z.enum(HOST_TRANSFER_STATUSES),
  holdReason: z.enum(HOST_TRANSFER_HOLD_REASONS).nullable(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  amountCents: z.number().int(),
  host: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  activity: z.object({ id: z.string(), title: z.string(), endTime: z.string() }),
  /** When the transfer became due (the activity's end plus the delay). */
  dueSince: z.string(),
  updatedAt: z.string(),
});
export type StuckTransfer = z.infer<typeof StuckTransfer>;

/** `GET /api/admin/transfers/stuck`: held and failing host transfers, the longest due first. */
export const StuckTransfers = z.object({ items: z.array(StuckTransfer) });
export type StuckTransfers = z.infer<typeof StuckTransfers>;
