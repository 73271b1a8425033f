import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { IDEMPOTENCY_KEY_MEMORY_MS } from '#src/lib/payments/payment-provider.ts';

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
 *   POST /v1/checkout/sessions              create (validates Stripe's expires_at window and the fee)
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
 * same key pays once the account can be paid. Sessions never expire on their
 * own; a test moves them on with completeSession and expireSession. Accounts start as Stripe's do (nothing
submitted, requirements currently due); a test moves them on with onboardAccount and updateAccount, or adds
 * one under an id of its own (a factory's host) with addAccount.
 *
 * Faults: `failNext('refund.create', 'error', 3)` makes the next three refund requests fail (`Infinity`: all of
 * them until `recover()`, which a test prefers when the app's own sweep may run meanwhile): 'error' answers
 * Stripe's 500 before anything is done (as its edge would, so the answer is not kept under the idempotency
 * key), 'hang' never answers and does nothing, 'lost_answer' does the work and never answers (the client
 * times out not knowing). `recover()` drops the faults still pending.
 */

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

/** The kinds of request a test can make fail. */
export type FakeStripeCall =
  | 'checkout.create'
  | 'checkout.retrieve'
  | 'checkout.expire'
  | 'refund.create'
  | 'payment_intent.retrieve'
  | 'transfer.create'
  | 'transfer_reversal.create'
  | 'account.create'
  | 'account.retrieve'
  | 'account_link.create';

/** How a request fails: Stripe's 500, no answer at all, or the work done and the answer lost. */
export type FakeStripeFault = 'error' | 'hang' | 'lost_answer';

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

/** What Stripe asks of a new Express account in Spain before it can be paid out. */
const NEW_ACCOUNT_REQUIREMENTS = [
  'business_type',
  'external_account',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

export type FakeStripe = {
  /** The API address to give the provider (`apiUrl`). */
  url: string;
  /** Every request received, in order (replays of an idempotency key included). */
  requests: FakeStripeRequest[];
  /** Checkout sessions by id, in their current state. */
  sessions: ReadonlyMap<string, FakeCheckoutSession>;
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

/** An HTTP answer, serialized when made: a replayed idempotency key gets the object as it was then. */
type Answer = { status: number; json: string };

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const MINUTE_S = 60;
const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });
}

function invalid(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, { param });
}

function integerParam(params: Record<string, string>, key: string, required = true): number | null {
  const value = params[key];
  if (value === undefined && !required) return null;
  if (value === undefined) throw invalid(`Missing required param: ${key}.`, key);
  const n = Number(value);
  if (!Number.isInteger(n)) throw invalid(`Invalid integer: ${value}`, key);
  return n;
}

/** The entries of `metadata[...]` (or of a nested hash such as `payment_intent_data[metadata][...]`). */
function hashParam(params: Record<string, string>, prefix: string): Record<string, string> {
  const hash: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) hash[key.slice(prefix.length + 1, -1)] = value;
  }
  return hash;
}

/**
 * Starts the stand-in on a free 127.0.0.1 port. Everything lives in memory and goes with `close()`; start one
 * per test file.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  /** When each PaymentIntent was charged (unix seconds), for the charges list. */
  const charged = new Map<string, number>();
  /** What each session's payment will be, from the create parameters. */
  const pendingCharges = new Map<
    string,
    Omit<FakePaymentIntent, 'id' | 'amountRefunded' | 'chargeId' | 'transferId'>
  >();
  const refunds: FakeRefund[] = [];
  const transfers = new Map<string, FakeTransfer>();
  const transferReversals: FakeTransferReversal[] = [];
  const refusing = new Set<string>();
  const faults: { call: FakeStripeCall; fault: FakeStripeFault; left: number }[] = [];
  const accounts = new Map<string, FakeAccount>();
  const accountLinks: FakeAccountLink[] = [];
  /** The answers kept under idempotency keys, with when (Stripe's clock, ms) each key was first used. */
  const idempotent = new Map<string, Answer & { request: string; at: number }>();
  /** How far a test moved Stripe's clock past the machine's. */
  let clockAheadMs = 0;
  const nowMs = () => Date.now() + clockAheadMs;
  const unixNow = () => Math.floor(nowMs() / 1000);
  let url = '';

  function session(id: string): FakeCheckoutSession {
    const found = sessions.get(id);
    if (!found) throw missing('checkout.session', id);
    return found;
  }

  /** For the test-side controls: a mistake there is the test's, so it throws rather than answering 400. */
  function openSession(id: string): FakeCheckoutSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`The Stripe stand-in has no checkout session ${id}`);
    if (found.status !== 'open') throw new Error(`Checkout session ${id} is ${found.status}, not open`);
    return found;
  }

  function createSession(params: Record<string, string>): FakeCheckoutSession {
    if (params.mode !== 'payment') throw invalid('The stand-in only knows mode=payment.', 'mode');
    let amount = 0;
    let currency = params.currency ?? null;
    for (let i = 0; `line_items[${i}][quantity]` in params; i++) {
      const item = `line_items[${i}]`;
      const unitAmount = integerParam(params, `${item}[price_data][unit_amount]`) ?? 0;
      const quantity = integerParam(params, `${item}[quantity]`) ?? 0;
      if (!params[`${item}[price_data][product_data][name]`]) {
        throw invalid(
          'Missing required param: product_data[name].',
          `${item}[price_data][product_data][name]`,
        );
      }
      currency ??= params[`${item}[price_data][currency]`] ?? null;
      if (params[`${item}[price_data][currency]`] !== currency) {
        throw invalid('All line items must have the same currency.', `${item}[price_data][currency]`);
      }
      amount += unitAmount * quantity;
    }
    if (amount === 0 || !currency) throw invalid('Missing required param: line_items.', 'line_items');
    const expiresAt = integerParam(params, 'expires_at', false);
    const now = unixNow();
    // Checked against the app's clock, which computed it: advanceClock ages Stripe's memory, not the app.
    const asked = Math.floor(Date.now() / 1000);
    if (expiresAt !== null && (expiresAt < asked + 30 * MINUTE_S || expiresAt > asked + 24 * 60 * MINUTE_S)) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const fee = integerParam(params, 'payment_intent_data[application_fee_amount]', false);
    if (fee !== null && fee > amount) {
      throw invalid(
        'The application fee amount cannot be greater than the amount.',
        'payment_intent_data[application_fee_amount]',
      );
    }
    const id = randomId('cs_test_');
    const created: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      // Stripe creates the PaymentIntent when the guest pays.
      payment_intent: null,
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: hashParam(params, 'metadata'),
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      expires_at: expiresAt ?? now + 24 * 60 * MINUTE_S,
      created: now,
      livemode: false,
      url: `${url}/c/pay/${id}`,
    };
    sessions.set(id, created);
    pendingCharges.set(id, {
      amount,
      applicationFeeAmount: fee,
      destination: params['payment_intent_data[transfer_data][destination]'] ?? null,
      transferGroup: params['payment_intent_data[transfer_group]'] ?? null,
      metadata: hashParam(params, 'payment_intent_data[metadata]'),
    });
    return created;
  }

  function expireSessionNow(id: string): FakeCheckoutSession {
    const found = session(id);
    if (found.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in [open] can be expired. This Checkout Session has a status of ${found.status}.`,
      );
    }
    found.status = 'expired';
    found.url = null;
    return found;
  }

  function createRefund(params: Record<string, string>): FakeRefund {
    const paymentIntentId = params.payment_intent;
    if (!paymentIntentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent) throw missing('payment_intent', paymentIntentId);
    const left = intent.amount - intent.amountRefunded;
    if (left === 0) {
      throw new StripeApiError(400, 'invalid_request_error', 'This charge has already been refunded.', {
        code: 'charge_already_refunded',
      });
    }
    const amount = integerParam(params, 'amount', false) ?? left;
    if (amount <= 0 || amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
      );
    }
    intent.amountRefunded += amount;
    const transfer = intent.transferId ? transfers.get(intent.transferId) : undefined;
    if (transfer && params.reverse_transfer === 'true') {
      // Stripe reverses the refunded share of the transfer.
      const share = Math.round((transfer.amount * amount) / intent.amount);
      transfer.amount_reversed = Math.min(transfer.amount, transfer.amount_reversed + share);
      transfer.reversed = transfer.amount_reversed === transfer.amount;
    }
    const refund: FakeRefund = {
      id: randomId('re_test_'),
      object: 'refund',
      amount,
      currency: 'eur',
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: hashParam(params, 'metadata'),
      created: unixNow(),
      reverse_transfer: params.reverse_transfer === 'true',
      refund_application_fee: params.refund_application_fee === 'true',
    };
    refunds.push(refund);
    return refund;
  }

  function paymentIntent(id: string) {
    const intent = paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.amount,
      currency: 'eur',
      status: 'succeeded',
      latest_charge: intent.chargeId,
      application_fee_amount: intent.applicationFeeAmount,
      transfer_data: intent.destination ? { destination: intent.destination } : null,
      transfer_group: intent.transferGroup,
      metadata: intent.metadata,
      created: charged.get(intent.id) ?? 0,
    };
  }

  function createTransfer(params: Record<string, string>): FakeTransfer {
    const amount = integerParam(params, 'amount') ?? 0;
    if (amount <= 0) throw invalid('Amount must be at least 1 cent.', 'amount');
    if (!params.currency) throw invalid('Missing required param: currency.', 'currency');
    const destination = params.destination;
    if (!destination) throw invalid('Missing required param: destination.', 'destination');
    const to = accounts.get(destination);
    if (!to)
      throw new StripeApiError(400, 'invalid_request_error', `No such destination: '${destination}'`, {
        code: 'resource_missing',
        param: 'destination',
      });
    if (refusing.has(destination) || to.capabilities.transfers !== 'active') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    }
    const source = params.source_transaction ?? null;
    if (source) {
      const intent = [...paymentIntents.values()].find((i) => i.chargeId === source);
      if (!intent) throw missing('charge', source);
      if (params.currency !== 'eur')
        throw invalid('The currency must match the source transaction.', 'currency');
      const funded = [...transfers.values()]
        .filter((t) => t.source_transaction === source)
        .reduce((n, t) => n + t.amount, 0);
      if (funded + amount > intent.amount) {
        throw invalid(
          `The transfer amount (${amount}) exceeds what is left of the source transaction (${intent.amount - funded}).`,
          'amount',
        );
      }
    }
    const made: FakeTransfer = {
      id: randomId('tr_test_'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: params.currency,
      destination,
      source_transaction: source,
      transfer_group: params.transfer_group ?? null,
      metadata: hashParam(params, 'metadata'),
      reversed: false,
      created: unixNow(),
    };
    transfers.set(made.id, made);
    return made;
  }

  function createTransferReversal(transferId: string, params: Record<string, string>): FakeTransferReversal {
    const transfer = transfers.get(transferId);
    if (!transfer) throw missing('transfer', transferId);
    const left = transfer.amount - transfer.amount_reversed;
    const amount = integerParam(params, 'amount', false) ?? left;
    if (left === 0) throw invalid('This transfer has already been fully reversed.');
    if (amount <= 0 || amount > left) {
      throw invalid(
        `You have attempted to reverse ${amount} cents of a transfer that has ${left} cents left to reverse.`,
        'amount',
      );
    }
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    const reversal: FakeTransferReversal = {
      id: randomId('trr_test_'),
      object: 'transfer_reversal',
      amount,
      currency: transfer.currency,
      transfer: transfer.id,
      metadata: hashParam(params, 'metadata'),
      created: unixNow(),
    };
    transferReversals.push(reversal);
    return reversal;
  }

  function account(id: string): FakeAccount {
    const found = accounts.get(id);
    if (!found) {
      // Stripe answers a key without access to the account (or none at all) with a permission error.
      throw new StripeApiError(
        403,
        'invalid_request_error',
        `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
        { code: 'account_invalid' },
      );
    }
    return found;
  }

  /** For the test-side controls, as openSession: a mistake there is the test's. */
  function knownAccount(id: string): FakeAccount {
    const found = accounts.get(id);
    if (!found) throw new Error(`The Stripe stand-in has no account ${id}`);
    return found;
  }

  function createAccount(params: Record<string, string>): FakeAccount {
    const type = params.type;
    if (type !== 'express' && type !== 'standard' && type !== 'custom') {
      throw invalid('You must provide a valid account type: express, standard or custom.', 'type');
    }
    const country = params.country ?? 'US';
    if (!/^[A-Z]{2}$/.test(country)) throw invalid(`Country '${country}' is unknown.`, 'country');
    const capabilities: FakeAccount['capabilities'] = {};
    for (const [key, value] of Object.entries(params)) {
      const name = key.match(/^capabilities\[([a-z_]+)\]\[requested\]$/)?.[1];
      if (name && value === 'true') capabilities[name] = 'inactive';
    }
    if (type === 'express' && !capabilities.transfers) {
      throw invalid(
        'Express accounts must request the transfers capability.',
        'capabilities[transfers][requested]',
      );
    }
    const created: FakeAccount = {
      id: randomId('acct_'),
      object: 'account',
      type,
      country,
      email: params.email ?? null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities,
      requirements: {
        currently_due: [...NEW_ACCOUNT_REQUIREMENTS],
        eventually_due: [...NEW_ACCOUNT_REQUIREMENTS],
        past_due: [...NEW_ACCOUNT_REQUIREMENTS],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
      },
      metadata: hashParam(params, 'metadata'),
      created: unixNow(),
    };
    accounts.set(created.id, created);
    return created;
  }

  function createAccountLink(params: Record<string, string>): FakeAccountLink {
    const accountId = params.account;
    if (!accountId) throw invalid('Missing required param: account.', 'account');
    const linked = account(accountId);
    const type = params.type;
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalid('Invalid type: must be one of account_onboarding or account_update', 'type');
    }
    if (type === 'account_update' && linked.type !== 'custom') {
      throw invalid('You cannot create `account_update` type Account Links for this account.', 'type');
    }
    for (const key of ['return_url', 'refresh_url'] as const) {
      if (!params[key]) throw invalid(`Missing required param: ${key}.`, key);
      if (!/^https?:\/\//.test(params[key])) throw invalid('Not a valid URL', key);
    }
    const now = unixNow();
    const link: FakeAccountLink = {
      object: 'account_link',
      account: linked.id,
      type,
      return_url: params.return_url ?? '',
      refresh_url: params.refresh_url ?? '',
      url: `${url}/setup/${linked.id}/${randomBytes(12).toString('hex')}`,
      created: now,
      // Stripe's links last a few minutes and work once.
      expires_at: now + 5 * MINUTE_S,
    };
    accountLinks.push(link);
    return link;
  }

  /** A page of a Stripe list: newest first, from `created[gte]`, after `starting_after`, `limit` long. */
  function list<T extends { id: string; created: number }>(
    path: string,
    all: Iterable<T>,
    params: Record<string, string>,
    keep: (item: T) => boolean = () => true,
  ) {
    const since = integerParam(params, 'created[gte]', false) ?? 0;
    const limit = Math.min(integerParam(params, 'limit', false) ?? 10, 100);
    let items = [...all].filter((item) => item.created >= since && keep(item)).reverse();
    const after = params.starting_after;
    if (after) items = items.slice(items.findIndex((item) => item.id === after) + 1);
    return { object: 'list', url: path, has_more: items.length > limit, data: items.slice(0, limit) };
  }

  function listReversals(path: string, transferId: string, params: Record<string, string>) {
    if (!transfers.has(transferId)) throw missing('transfer', transferId);
    return list(path, transferReversals, params, (r) => r.transfer === transferId);
  }

  function charges() {
    return [...paymentIntents.values()].map((intent) => ({
      id: intent.chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: intent.amountRefunded,
      refunded: intent.amountRefunded === intent.amount,
      currency: 'eur',
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      transfer: intent.transferId,
      transfer_data: intent.destination ? { destination: intent.destination, amount: null } : null,
      transfer_group: intent.transferGroup,
      application_fee_amount: intent.applicationFeeAmount,
      metadata: intent.metadata,
      created: charged.get(intent.id) ?? 0,
    }));
  }

  function route(method: string, path: string, params: Record<string, string>): unknown {
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      return list(path, sessions.values(), params, (s) => !params.status || s.status === params.status);
    }
    if (method === 'GET' && path === '/v1/refunds') {
      return list(
        path,
        refunds,
        params,
        (r) => !params.payment_intent || r.payment_intent === params.payment_intent,
      );
    }
    if (method === 'GET' && path === '/v1/charges') return list(path, charges(), params);
    if (method === 'GET' && path === '/v1/transfers') {
      return list(
        path,
        transfers.values(),
        params,
        (t) =>
          (!params.destination || t.destination === params.destination) &&
          (!params.transfer_group || t.transfer_group === params.transfer_group),
      );
    }
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'GET' && sessionPath?.[1] && !sessionPath[2]) return session(sessionPath[1]);
    if (method === 'POST' && sessionPath?.[1] && sessionPath[2]) return expireSessionNow(sessionPath[1]);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && intentPath?.[1]) return paymentIntent(intentPath[1]);
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(params);
    const reversalPath = path.match(/^\/v1\/transfers\/([^/]+)\/reversals$/);
    if (method === 'POST' && reversalPath?.[1]) return createTransferReversal(reversalPath[1], params);
    if (method === 'GET' && reversalPath?.[1]) return listReversals(path, reversalPath[1], params);
    const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/accounts') return createAccount(params);
    if (method === 'GET' && accountPath?.[1]) return account(accountPath[1]);
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(params);
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function callOf(method: string, path: string): FakeStripeCall | null {
    if (path === '/v1/checkout/sessions') return method === 'POST' ? 'checkout.create' : null;
    if (/^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(path)) return 'checkout.expire';
    if (/^\/v1\/checkout\/sessions\/[^/]+$/.test(path)) return 'checkout.retrieve';
    if (path === '/v1/refunds') return method === 'POST' ? 'refund.create' : null;
    if (/^\/v1\/payment_intents\/[^/]+$/.test(path)) return 'payment_intent.retrieve';
    if (path === '/v1/transfers') return method === 'POST' ? 'transfer.create' : null;
    if (/^\/v1\/transfers\/[^/]+\/reversals$/.test(path)) {
      return method === 'POST' ? 'transfer_reversal.create' : null;
    }
    if (path === '/v1/accounts') return 'account.create';
    if (/^\/v1\/accounts\/[^/]+$/.test(path)) return 'account.retrieve';
    if (path === '/v1/account_links') return 'account_link.create';
    return null;
  }

  /** The fault this request meets, taken from the queue; null for none. */
  function faultFor(method: string, path: string): FakeStripeFault | null {
    const call = callOf(method, path);
    const found = faults.find((f) => f.call === call && f.left > 0);
    if (!found) return null;
    found.left -= 1;
    return found.fault;
  }

  function answer(method: string, path: string, params: Record<string, string>): Answer {
    try {
      return { status: 200, json: JSON.stringify(route(method, path, params)) };
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      return stripeError(err.status, { type: err.type, message: err.message, ...err.extra });
    }
  }

  function stripeError(status: number, error: { type: string; message: string }): Answer {
    return { status, json: JSON.stringify({ error }) };
  }

  function send(res: ServerResponse, { status, json }: Answer, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_'), ...headers });
    res.end(json);
  }

  function payPage(res: ServerResponse, id: string) {
    const found = sessions.get(id);
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      found
        ? `<!doctype html><title>Stripe stand-in</title><h1>Checkout ${found.id}</h1><p>Status: ${found.status}</p>`
        : '<!doctype html><title>Stripe stand-in</title><h1>No such checkout</h1>',
    );
  }

  function setupPage(res: ServerResponse, id: string) {
    const found = accounts.get(id);
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      found
        ? `<!doctype html><title>Stripe stand-in</title><h1>Onboarding for ${found.id}</h1>`
        : '<!doctype html><title>Stripe stand-in</title><h1>No such account</h1>',
    );
  }

  function handle(req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const method = req.method ?? '';
    const target = new URL(req.url ?? '/', url);
    const form = method === 'POST' ? new URLSearchParams(body.toString()) : target.searchParams;
    const params = Object.fromEntries(form);
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const idempotencyKey = header('idempotency-key');
    const recorded: FakeStripeRequest = {
      method,
      path: target.pathname,
      params,
      headers: req.headers,
      idempotencyKey,
      stripeAccount: header('stripe-account'),
    };
    requests.push(recorded);
    fake.beforeAnswer?.(recorded);

    const payPath = target.pathname.match(/^\/c\/pay\/([^/]+)$/);
    if (method === 'GET' && payPath?.[1]) return payPage(res, payPath[1]);
    const setupPath = target.pathname.match(/^\/setup\/([^/]+)\/[^/]+$/);
    if (method === 'GET' && setupPath?.[1]) return setupPage(res, setupPath[1]);
    if (!header('authorization')?.startsWith('Bearer ')) {
      const error = { type: 'invalid_request_error', message: 'You did not provide an API key.' };
      return send(res, stripeError(401, error));
    }
    const fault = faultFor(method, target.pathname);
    if (fault === 'error') {
      return send(res, stripeError(500, { type: 'api_error', message: 'Stripe stand-in: told to fail' }));
    }
    // No answer: the socket stays open until the client gives up (or the stand-in closes).
    if (fault === 'hang') return;
    const reply = fault === 'lost_answer' ? () => {} : send;
    if (method !== 'POST' || !idempotencyKey) return reply(res, answer(method, target.pathname, params));

    const request = `${method} ${target.pathname} ${JSON.stringify(params)}`;
    const kept = idempotent.get(idempotencyKey);
    // A key older than Stripe's memory is as new: the request is done again.
    const stored = kept && nowMs() - kept.at < IDEMPOTENCY_KEY_MEMORY_MS ? kept : undefined;
    if (stored && stored.request !== request) {
      return send(
        res,
        stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        }),
      );
    }
    if (stored) return reply(res, stored, { 'idempotent-replayed': 'true' });
    const first = answer(method, target.pathname, params);
    if (!first.json.includes('"insufficient_capabilities_for_transfer"')) {
      idempotent.set(idempotencyKey, { ...first, request, at: nowMs() });
    }
    reply(res, first);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, Buffer.concat(chunks), res);
      } catch (err) {
        // A fault in the stand-in or in a test's beforeAnswer reaches the SDK as Stripe's own 500 would.
        send(res, stripeError(500, { type: 'api_error', message: `Stripe stand-in: ${String(err)}` }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url,
    beforeAnswer: null,
    requests,
    sessions,
    paymentIntents,
    refunds,
    transfers,
    transferReversals,
    accounts,
    accountLinks,
    onboardAccount(id) {
      const found = knownAccount(id);
      Object.assign(found, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: Object.fromEntries(Object.keys(found.capabilities).map((name) => [name, 'active'])),
        requirements: {
          currently_due: [],
          eventually_due: [],
          past_due: [],
          pending_verification: [],
          disabled_reason: null,
        },
      });
      return structuredClone(found);
    },
    updateAccount(id, changes) {
      Object.assign(knownAccount(id), changes);
      return structuredClone(knownAccount(id));
    },
    addAccount(id, { onboarded = true } = {}) {
      if (accounts.has(id)) throw new Error(`The Stripe stand-in already has an account ${id}`);
      const made = createAccount({
        type: 'express',
        country: 'ES',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
      });
      accounts.delete(made.id);
      made.id = id;
      accounts.set(id, made);
      return onboarded ? fake.onboardAccount(id) : structuredClone(made);
    },
    refuseTransfers(accountId, refuse = true) {
      if (refuse) refusing.add(accountId);
      else refusing.delete(accountId);
    },
    completeSession(id) {
      const found = openSession(id);
      const charge = pendingCharges.get(id);
      if (!charge) throw new Error(`The Stripe stand-in has no charge for checkout session ${id}`);
      const intent: FakePaymentIntent = {
        id: randomId('pi_test_'),
        amountRefunded: 0,
        chargeId: randomId('ch_test_'),
        transferId: null,
        ...charge,
      };
      paymentIntents.set(intent.id, intent);
      charged.set(intent.id, unixNow());
      if (intent.destination) {
        const transfer: FakeTransfer = {
          id: randomId('tr_test_'),
          object: 'transfer',
          amount: intent.amount - (intent.applicationFeeAmount ?? 0),
          amount_reversed: 0,
          currency: 'eur',
          destination: intent.destination,
          source_transaction: intent.chargeId,
          transfer_group: intent.transferGroup,
          metadata: {},
          reversed: false,
          created: unixNow(),
        };
        transfers.set(transfer.id, transfer);
        intent.transferId = transfer.id;
      }
      Object.assign(found, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        url: null,
      });
      return structuredClone(found);
    },
    expireSession(id) {
      openSession(id);
      return structuredClone(expireSessionNow(id));
    },
    failRefund(id) {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`The Stripe stand-in has no refund ${id}`);
      const intent = paymentIntents.get(String(refund.payment_intent));
      if (intent && refund.status === 'succeeded') intent.amountRefunded -= refund.amount;
      refund.status = 'failed';
      return structuredClone(refund);
    },
    reverseTransfer(paymentIntentId, amount) {
      const transferId = paymentIntents.get(paymentIntentId)?.transferId;
      const transfer = transferId ? transfers.get(transferId) : undefined;
      if (!transfer) throw new Error(`The Stripe stand-in has no transfer for ${paymentIntentId}`);
      transfer.amount_reversed = Math.min(transfer.amount, transfer.amount_reversed + amount);
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      return structuredClone(transfer);
    },
    failNext(call, fault, times = 1) {
      faults.push({ call, fault, left: times });
    },
    recover() {
      faults.length = 0;
    },
    advanceClock(ms) {
      clockAheadMs += ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps its connections alive; they are not ours to wait for.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
