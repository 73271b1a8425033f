import { checkoutResources } from './fake-stripe/checkouts.ts';
import { connectResources } from './fake-stripe/connect.ts';
import type {
  FakeAccount,
  FakeAccountLink,
  FakeCheckoutSession,
  FakeCoupon,
  FakePaymentIntent,
  FakeRefund,
  FakeStripeRequest,
  FakeTransfer,
  FakeTransferReversal,
} from './fake-stripe/objects.ts';
import { refundResources } from './fake-stripe/refunds.ts';
import { type FakeStripeCall, type FakeStripeFault, serveFakeStripe } from './fake-stripe/server.ts';
import { newStore } from './fake-stripe/store.ts';

/*
 * A stand-in for the part of Stripe's API the app uses, so the real SDK runs end to end in tests:
 *
 *   const stripe = await startFakeStripe();
 *   const provider = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, apiUrl: stripe.url });
 *   ...
 *   const paid = stripe.completeSession(checkout.id);   // the guest paid on Stripe's page
 *   // a webhook test then signs `paid` as the object of a `checkout.session.completed` event
 *   await stripe.close();
 *
 * It answers as Stripe does (API version of the installed SDK, objects trimmed to the fields the app reads):
 *   POST /v1/coupons                        create an amount off (amount_off, currency, duration, max_redemptions,
 *                                           name); a paid session redeems it, and one redeemed max_redemptions
 *                                           times is no longer valid
 *   POST /v1/checkout/sessions              create (validates Stripe's expires_at window and the fee); a
 *                                           discount (discounts[0][coupon]) comes off amount_total
 *   GET  /v1/checkout/sessions/:id          retrieve
 *   POST /v1/checkout/sessions/:id/expire   expire; 400 unless the session is open
 *   GET  /v1/checkout/sessions              list (newest first; created[gte], status, limit, starting_after)
 *   GET  /v1/payment_intents/:id            retrieve the PaymentIntent a paid session made (latest_charge,
 *                                           transfer_data of a destination charge, transfer_group)
 *   POST /v1/refunds                        refund a paid PaymentIntent, at most what is left of it
 *   POST /v1/transfers                      pay a connected account, funded by a charge (source_transaction,
 *                                           at most its amount in all); refused (400,
 *                                           insufficient_capabilities_for_transfer) to an account whose
 *                                           transfers capability is not active, or that refuseTransfers named
 *   POST /v1/transfers/:id/reversals        take back part or all of what is left of a transfer
 *   GET  /v1/refunds, /v1/charges, /v1/transfers   list, as above (refunds also by payment_intent;
 *                                           transfers also by destination and transfer_group; a paid
 *                                           session makes a charge and, for a destination charge, a transfer
 *                                           of the amount less the fee; a refund with reverse_transfer
 *                                           reverses its share of the transfer)
 *   GET  /v1/transfers/:id/reversals        list a transfer's reversals, as above
 *   POST /v1/accounts                       create a Connect account (Express or Standard), not yet onboarded
 *   GET  /v1/accounts/:id                   retrieve a connected account
 *   POST /v1/account_links                  an onboarding link for a connected account
 *   GET  /setup/:account/:link              a placeholder for Stripe's hosted onboarding
 *   GET  /c/pay/:id                         a placeholder for the hosted payment page
 * POST requests honour Idempotency-Key as Stripe does: the same key with the same parameters replays the
 * first answer; with other parameters it is refused with an idempotency_error. As Stripe, it forgets a key
 * 24 hours after its first use: the same key then makes a new object. Its clock is the machine's until a test
 * moves it on with advanceClock (keys age, and objects made after are dated then). A transfer refused for its
 * destination is not kept under the key (refused before execution begins, as a failed validation is), so the
 * same key pays once the account can be paid. Sessions never expire on their own; a test moves them on with
 * completeSession and expireSession. Accounts start as Stripe's do (nothing submitted, requirements
 * currently due); a test moves them on with onboardAccount and updateAccount, or adds one under an id of its
 * own (a factory's host) with addAccount.
 *
 * Faults: `failNext('refund.create', 'error', 3)` makes the next three refund requests fail (`Infinity`: all of
 * them until `recover()`, which a test prefers when the app's own sweep may run meanwhile): 'error' answers
 * Stripe's 500 before anything is done (as its edge would, so the answer is not kept under the idempotency
 * key), 'hang' never answers and does nothing, 'lost_answer' does the work and never answers (the client
 * times out not knowing). `recover()` drops the faults still pending.
 *
 * Its parts, in fake-stripe/: checkouts (sessions, their PaymentIntents and charges), refunds, connect
 * (accounts, links, transfers, reversals), the HTTP server (routes, faults, idempotency keys), Stripe's
 * objects and the store they share.
 */

export type { FakeStripeCall, FakeStripeFault } from './fake-stripe/server.ts';

export type FakeStripe = {
  /** The API address to give the provider (`apiUrl`). */
  url: string;
  /** Every request received, in order (replays of an idempotency key included). */
  requests: FakeStripeRequest[];
  /** Checkout sessions by id, in their current state. */
  sessions: ReadonlyMap<string, FakeCheckoutSession>;
  /** Coupons by id, in their current state. */
  coupons: ReadonlyMap<string, FakeCoupon>;
  paymentIntents: ReadonlyMap<string, FakePaymentIntent>;
  /** Refunds actually made (a replayed idempotency key adds none). */
  refunds: readonly FakeRefund[];
  /** Transfers to connected accounts (by destination charges, and asked for), by id. */
  transfers: ReadonlyMap<string, FakeTransfer>;
  /** Transfer reversals actually made (a replayed idempotency key adds none), in order. */
  transferReversals: readonly FakeTransferReversal[];
  /** Connected accounts by id, in their current state. */
  accounts: ReadonlyMap<string, FakeAccount>;
  /** Account links made, in order. */
  accountLinks: readonly FakeAccountLink[];
  /**
   * The host finished Stripe's onboarding: details submitted, nothing due, charges and payouts enabled.
   * Returns a copy, ready to be the object of a signed `account.updated` event.
   */
  onboardAccount(id: string): FakeAccount;
  /** Sets fields of the account (a verification that failed, payouts paused...). Returns a copy. */
  updateAccount(id: string, changes: Partial<Omit<FakeAccount, 'id' | 'object'>>): FakeAccount;
  /**
   * An Express account under the test's own id (a factory's host), onboarded unless `onboarded` is false.
   * Returns a copy.
   */
  addAccount(id: string, options?: { onboarded?: boolean }): FakeAccount;
  /**
   * Stripe refuses every transfer to the account (400 insufficient_capabilities_for_transfer) however it
   * reads, until called again with false: a refusal the account's state did not foretell.
   */
  refuseTransfers(accountId: string, refuse?: boolean): void;
  /**
   * The guest paid: the open session becomes complete and paid, with a new PaymentIntent. Returns a copy of
   * the session, ready to be the object of a signed `checkout.session.completed` event.
   */
  completeSession(id: string): FakeCheckoutSession;
  /** The open session timed out. Returns a copy, ready for a `checkout.session.expired` event. */
  expireSession(id: string): FakeCheckoutSession;
  /** A refund failed after it was made (the card was closed...): its amount is no longer refunded. */
  failRefund(id: string): FakeRefund;
  /** Reverses `amount` of a payment's transfer to the host, as one made from Stripe's dashboard. */
  reverseTransfer(paymentIntentId: string, amount: number): FakeTransfer;
  /** The next `times` requests of `call` fail with `fault` (see the header); Infinity: until recover(). */
  failNext(call: FakeStripeCall, fault: FakeStripeFault, times?: number): void;
  /** Stripe is back: the faults still pending are dropped. */
  recover(): void;
  /**
   * Moves Stripe's clock `ms` on: idempotency keys first used more than IDEMPOTENCY_KEY_MEMORY_MS before are
   * forgotten, and objects made afterwards are dated later. The app's own clock stays (a checkout's expires_at
   * is still checked against it).
   */
  advanceClock(ms: number): void;
  /**
   * Runs after a request is recorded and before it is answered, to stage a race: set it to
   * `(r) => { if (r.path.endsWith('/expire')) fake.completeSession(id) }` and the guest pays just as the app
   * expires the checkout. Null (the default) to do nothing.
   */
  beforeAnswer: ((request: FakeStripeRequest) => void) | null;
  close(): Promise<void>;
};

/**
 * Starts the stand-in on a free 127.0.0.1 port. Everything lives in memory and goes with `close()`; start one
 * per test file.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const store = newStore();
  const checkouts = checkoutResources(store);
  const refunds = refundResources(store);
  const connect = connectResources(store);
  const server = await serveFakeStripe(store, { checkouts, refunds, connect }, () => fake.beforeAnswer);

  const fake: FakeStripe = {
    url: store.url,
    beforeAnswer: null,
    requests: store.requests,
    sessions: store.sessions,
    coupons: store.coupons,
    paymentIntents: store.paymentIntents,
    refunds: store.refunds,
    transfers: store.transfers,
    transferReversals: store.transferReversals,
    accounts: store.accounts,
    accountLinks: store.accountLinks,
    onboardAccount: connect.onboardAccount,
    updateAccount: connect.updateAccount,
    addAccount: connect.addAccount,
    refuseTransfers: connect.refuseTransfers,
    completeSession: checkouts.completeSession,
    expireSession: checkouts.expireSession,
    failRefund: refunds.failRefund,
    reverseTransfer: connect.reverseTransfer,
    failNext: server.failNext,
    recover: server.recover,
    advanceClock(ms) {
      store.clockAheadMs += ms;
    },
    close: server.close,
  };
  return fake;
}
