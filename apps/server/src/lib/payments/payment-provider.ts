/*
 * The one interface card payments go through. Two implementations: Stripe (Checkout Sessions charged on the
 * platform, the host paid later by a transfer: "separate charges and transfers") and the built-in test
 * provider (its own checkout page under /pay, used when no Stripe key is set). Both report what happened as
 * signed, Stripe-shaped events that reach one completion path: the webhook handler of the payments module.
 */

import type { PAYOUT_ACCOUNT_STATES } from '@sortim/contracts/payouts';

export type PaymentProviderName = 'stripe' | 'test';

/** A line of the payment page: so many of a price ("Tapas night · Child"). */
export type CheckoutLineItem = { name: string; quantity: number; unitAmountCents: number };

/** What the app asks the provider to collect for one activity: its lines less a discount, in euro cents. */
export type CheckoutRequest = {
  /** Our payment session id; carried in the provider's metadata and returned on every event. */
  reference: string;
  activity: { id: string; title: string };
  userId: string;
  customerEmail: string;
  /** Seats the party takes (the provider's metadata). */
  spots: number;
  lineItems: CheckoutLineItem[];
  /** A code's discount, shown as its own line ("Code FRIENDS"). */
  discount: { name: string; amountCents: number } | null;
  /** What is collected: the lines' sum less the discount. */
  amountCents: number;
  /** Where the guest lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the provider's id. */
  successUrl: string;
  /** Where the guest lands after giving up on the payment page. */
  cancelUrl: string;
  /** When the provider stops accepting payment on this checkout (Stripe accepts 30 min to 24 h ahead). */
  expiresAt: Date;
  /**
   * The provider's id of the page this one replaces, for a hold that outlives its pages (a private date's,
   * 48 hours): a new page of the same session is a new checkout, not a retry of the first (its own key).
   */
  replacesPage?: string;
  /**
   * One line shown above the pay button, in the guest's language (Stripe `custom_text.submit.message`):
   * the cancellation policy with its exact deadlines.
   */
  submitMessage?: string;
};

/** The provider's hosted checkout: its id and the page the browser goes to. */
export type ProviderCheckout = { id: string; url: string };

/** A checkout as the provider sees it now. */
export type CheckoutState = {
  id: string;
  status: 'open' | 'paid' | 'expired';
  /** The payment to refund (Stripe: the PaymentIntent id); set once paid. */
  paymentId: string | null;
  amountCents: number;
  /** Our payment session id, from the metadata. */
  reference: string | null;
};

/** A provider event, after its signature was verified, in the terms the app acts on. */
export type PaymentEvent = { id: string } & (
  | { kind: 'checkout.completed'; checkout: CheckoutState }
  | { kind: 'checkout.expired'; checkout: CheckoutState }
  | {
      kind: 'payment.refunded';
      paymentId: string;
      amountRefundedCents: number;
      /** Our payment session id, from the payment's metadata (null for a payment that is not ours). */
      reference: string | null;
    }
  | { kind: 'account.updated'; accountId: string; payoutsEnabled: boolean }
  | { kind: 'ignored'; type: string }
);

/**
 * A host's connected account as the provider sees it: `enabled` when it can take payments and receive
 * payouts; `action_required` when the provider needs more from the host (requirements due, or disabled);
 * otherwise `pending` (submitted, being verified).
 */
export type ConnectedAccountStatus = (typeof PAYOUT_ACCOUNT_STATES)[number];

/**
 * How a payment was charged. 'platform': on the platform's account, the host paid later by a transfer
 * (`transfer()`, once the activity is over); every checkout is charged so now. 'destination': the host's
 * share moved with the payment (a Stripe destination charge with an application fee), as every booking
 * paid before separate transfers was; refunding one takes the host's share and our fee back with it.
 */
export type ChargeModel = 'platform' | 'destination';

/** The transfer group of an activity's payments and of the transfers that pay its host. */
export const transferGroupOf = (activityId: string) => `activity_${activityId}`;

/** A paid checkout as the provider's books show it, for reconciliation (`npm run reconcile`). */
export type ProviderPayment = {
  checkoutId: string;
  /** Our payment session id, from the metadata (null for a payment that is not ours). */
  reference: string | null;
  paymentId: string;
  amountCents: number;
  /** What refunds that went through have given back. */
  refundedCents: number;
  chargeModel: ChargeModel;
  /**
   * What reached the host, less what was reversed since: the transfer a destination charge made, or those a
   * platform charge funded (`transfer()` with this payment); null when no transfer was made (yet).
   */
  transfer: { destination: string; amountCents: number } | null;
};

/** A refund at the provider; Stripe's statuses ('pending', 'succeeded', 'failed', 'canceled', ...). */
export type ProviderRefund = { id: string; paymentId: string; amountCents: number; status: string };

/** What the provider recorded over a period, newest first; `complete` is false when `limit` cut it short. */
export type ProviderRecords = { payments: ProviderPayment[]; refunds: ProviderRefund[]; complete: boolean };

/**
 * An object the provider made under one of our idempotency keys, found by listing (the key is kept in its
 * metadata as `sortim_key`).
 */
export type MadeUnderKey = { id: string; amountCents: number };

/**
 * The metadata entry that names the idempotency key an object was made under. Providers forget keys (Stripe
 * after about 24 hours) while the object stays: a retry made later asks for it by listing before making it
 * again.
 */
export const IDEMPOTENCY_KEY_METADATA = 'sortim_key';

/**
 * How long a provider remembers an idempotency key from its first use: Stripe prunes keys after 24 hours
 * (the test provider and the Stripe stand-in do the same). Later, the same key makes a new object.
 */
export const IDEMPOTENCY_KEY_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The provider will not transfer to the account now (payouts off, account restricted): retried later. */
export class TransferRefusedError extends Error {}

/**
 * The payment was a destination charge (made before separate transfers, a checkout opened before and paid
 * after the change included): its host's share went with it, so nothing is transferred, ever.
 */
export class DestinationChargeError extends Error {}

/** A webhook whose signature does not verify (wrong secret, tampered body, too old). */
export class InvalidSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  getCheckout(id: string): Promise<CheckoutState>;
  /** Stops an open checkout from being paid; a checkout already paid or expired is left as it is. */
  expireCheckout(id: string): Promise<void>;
  /**
   * Refunds `amountCents` of a payment. The same idempotency key refunds once however often it is
   * called (a double click, a retried job), returning the same refund id, for as long as the provider
   * remembers the key (Stripe: 24 hours; later, `findRefund` first). The key is kept in the refund's
   * metadata (`sortim_key`). A platform charge is refunded
   * from the platform's balance only (a transfer already made is reversed apart, `reverseTransfer`); a
   * destination charge also takes back the host's share of the refunded amount and our fee.
   */
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
    /** What the refund is for (our booking or payment session id), shown with it at the provider. */
    metadata?: Record<string, string>;
    /**
     * How the payment was charged (a booking's host transfer row says: 'destination_charge' is
     * 'destination', anything else 'platform'). Unset, the provider reads it from the payment itself
     * (one more request), which is always right, only slower.
     */
    chargeModel?: ChargeModel;
  }): Promise<{ refundId: string }>;
  /**
   * Moves a host's share of one paid booking from the platform's balance to their connected account
   * (separate charges and transfers), funded by that booking's payment. The same idempotency key
   * transfers once however often it is called, returning the same transfer id, while the provider
   * remembers the key (later, `findTransfer` first); the key is kept in its metadata. Throws
   * TransferRefusedError when the provider will not pay the account (its payouts are off, say), and
   * DestinationChargeError for a destination charge, whose host was paid with it.
   */
  transfer(input: {
    paymentId: string;
    destination: string;
    amountCents: number;
    /** All transfers of one activity share a group (Stripe `transfer_group`): `activity_<activity id>`. */
    transferGroup: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<{ transferId: string }>;
  /**
   * Takes `amountCents` of a transfer back to the platform (a refund after the host was paid). The same
   * idempotency key reverses once however often it is called, returning the same reversal id, while the
   * provider remembers the key (later, `findReversal` first); the key is kept in its metadata.
   */
  reverseTransfer(input: {
    transferId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<{ reversalId: string }>;
  /**
   * The transfer funded by `paymentId` in `transferGroup` that was made under `idempotencyKey`, if any (found
   * by listing, so also after the provider forgot the key).
   */
  findTransfer(input: {
    paymentId: string;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<MadeUnderKey | null>;
  /** The reversal of `transferId` made under `idempotencyKey`, if any. */
  findReversal(input: { transferId: string; idempotencyKey: string }): Promise<MadeUnderKey | null>;
  /** The refund of `paymentId` made under `idempotencyKey`, if any (whatever its status). */
  findRefund(input: { paymentId: string; idempotencyKey: string }): Promise<MadeUnderKey | null>;
  /**
   * Opens the host's connected (payout) account. Idempotent per host: two concurrent calls for one host
   * return the same account, so a double click never leaves a second account behind.
   */
  createConnectedAccount(input: { hostId: string; email: string }): Promise<{ accountId: string }>;
  /**
   * The provider's onboarding page for the account. The host comes back to `returnUrl` when done (or when
   * leaving setup incomplete); an expired link sends them to `refreshUrl` to ask for a new one.
   */
  createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  /** Reads the account's readiness now (not from a webhook that may be late). */
  getConnectedAccountStatus(accountId: string): Promise<ConnectedAccountStatus>;
  /**
   * The payments made since `since` (paid checkouts, with their refunds and transfers) and the refunds made
   * since then, at most `limit` of each, read in pages.
   */
  listRecords(input: { since: Date; limit: number }): Promise<ProviderRecords>;
  /** Verifies the signature header over the raw body and reads the event; throws InvalidSignatureError. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
