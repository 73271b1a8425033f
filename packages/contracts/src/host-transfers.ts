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
