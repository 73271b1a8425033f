/** What reconcile reports: one mismatch between the provider's books and ours (findings/ holds one file each). */

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
   * A paid booking whose payment is not the amount its checkout was to collect (the lines less a code's
   * discount): a coupon lost on the way to the provider, or a payment page built from another price.
   */
  | 'amount_mismatch'
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

/**
 * A finding with what it is about (`booking:<id>`, `payment:<id>`, `refund:<id>`, `transfer:<payment id>`):
 * the first finding about a thing is reported, so a booking whose refund is owed is not also found unpaid.
 */
export type Found = { key: string; finding: Finding };
