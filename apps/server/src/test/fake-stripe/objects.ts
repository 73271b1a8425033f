import type { IncomingHttpHeaders } from 'node:http';
import type Stripe from 'stripe';

/* Stripe's objects as the stand-in keeps them, trimmed to the fields the app reads, and the requests it got. */

export type FakeStripeRequest = {
  method: string;
  /** Without the query string. */
  path: string;
  /**
   * The form parameters (the body of a POST, the query string of a GET) under Stripe's bracket keys, as sent:
   * `line_items[0][price_data][unit_amount]`, `metadata[payment_session_id]`.
   */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | null;
  /** The connected account the request was made on behalf of (Stripe-Account header), if any. */
  stripeAccount: string | null;
};

export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'payment_intent'
  | 'amount_subtotal'
  | 'amount_total'
  | 'currency'
  | 'customer_email'
  | 'client_reference_id'
  | 'metadata'
  | 'success_url'
  | 'cancel_url'
  | 'expires_at'
  | 'created'
  | 'livemode'
  | 'url'
>;

/**
 * A coupon: the app makes a one-off one of a code's exact discount for each checkout (amount_off, once,
 * one redemption), and the session subtracts it. `times_redeemed` counts the paid sessions that used it.
 */
export type FakeCoupon = {
  id: string;
  object: 'coupon';
  amount_off: number;
  currency: string;
  duration: 'once' | 'repeating' | 'forever';
  max_redemptions: number | null;
  name: string | null;
  percent_off: null;
  times_redeemed: number;
  valid: boolean;
  metadata: Record<string, string>;
  created: number;
};

/**
 * The PaymentIntent a paid session created: a destination charge to `destination`, or (no destination) a
 * charge on the platform whose host is paid by transfers in `transferGroup`.
 */
export type FakePaymentIntent = {
  id: string;
  amount: number;
  amountRefunded: number;
  applicationFeeAmount: number | null;
  destination: string | null;
  transferGroup: string | null;
  metadata: Record<string, string>;
  /** Its charge (`ch_...`) and, for a destination charge, the transfer to the host (`tr_...`). */
  chargeId: string;
  transferId: string | null;
};

/**
 * A transfer to a connected account: made by a destination charge (the amount less the application fee), or
 * asked for with POST /v1/transfers (separate charges and transfers).
 */
export type FakeTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  created: number;
};

/** A reversal of (part of) a transfer, back to the platform's balance. */
export type FakeTransferReversal = {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: string;
  transfer: string;
  metadata: Record<string, string>;
  created: number;
};

export type FakeRefund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'payment_intent' | 'status' | 'metadata' | 'created'
> & { reverse_transfer: boolean; refund_application_fee: boolean };

/** A connected account, with the fields the app reads or sends. */
export type FakeAccount = {
  id: string;
  object: 'account';
  type: 'express' | 'standard' | 'custom';
  country: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: Record<string, 'active' | 'inactive' | 'pending'>;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
  };
  metadata: Record<string, string>;
  created: number;
};

export type FakeAccountLink = {
  object: 'account_link';
  /** Not part of Stripe's object: which account the link is for, so that tests can find it. */
  account: string;
  type: string;
  return_url: string;
  refresh_url: string;
  url: string;
  created: number;
  expires_at: number;
};
