import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  testProviderAccounts,
  testProviderCheckouts,
  testProviderIdempotencyKeys,
  testProviderRefunds,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';
import { Conflict, Invalid, NotFound } from '#src/lib/errors.ts';
import {
  type ChargeModel,
  type CheckoutState,
  type ConnectedAccountStatus,
  DestinationChargeError,
  IDEMPOTENCY_KEY_MEMORY_MS,
  IDEMPOTENCY_KEY_METADATA,
  type MadeUnderKey,
  type PaymentProvider,
  TransferRefusedError,
  transferGroupOf,
} from './payment-provider.ts';
import { stripeWebhooks, verifyStripeEvent } from './stripe-events.ts';

/*
 * The built-in payment provider, used when no Stripe key is set. It behaves like Stripe Checkout: a hosted
 * page (/pay/<id>, see modules/test-checkout) takes a test card, and a paid checkout is announced by a
 * signed `checkout.session.completed` event that goes through the same webhook path as Stripe's. No money
 * moves; its records live in `test_provider_checkouts`.
 *
 * Hosts' payout accounts work the same way: the onboarding link opens /pay/connect/<account id>, where the
 * host completes setup or leaves it needing action, and the change is announced by a signed
 * `account.updated` event. Accounts live in `test_provider_accounts`.
 *
 * Checkouts charge on the platform, as Stripe's separate charges and transfers: a transfer later moves the
 * host's share of one payment to their account (refused while the account is not enabled), and a reversal
 * takes part of it back; both are kept in `test_provider_transfers` and `test_provider_transfer_reversals`,
 * listed on the account's page. Checkouts made before were destination charges (their row names the account
 * and the fee): the host's share moved with the payment. Refunds are kept in `test_provider_refunds`.
 *
 * Transfers, reversals and refunds are idempotent per key as Stripe's are, and for as long: a key is
 * remembered for 24 hours from its first use (`test_provider_idempotency_keys`, by the database's clock), then
 * the same key makes a new object. The key stays in the object's metadata (`sortim_key`), so the find methods
 * still see what it made.
 */

export type TestProviderOptions = {
  db: Database;
  /** The server's public address; checkout pages are `${publicUrl}/pay/<id>`. */
  publicUrl: string;
  /** Signs the events, as Stripe's endpoint secret does. */
  webhookSecret: string;
  /** Hands a signed event to the app's webhook handler (raw body and Stripe-Signature header). */
  deliver: (rawBody: Buffer, signature: string) => Promise<void>;
};

/** What the payer typed; the number may contain spaces, the expiry reads 'MM / YY' or 'MM/YY'. */
export type CardInput = { number: string; expiry: string; cvc: string; name?: string };

export type CardField = 'number' | 'expiry' | 'cvc';

export type PayOutcome =
  /** Paid now, or already paid by an earlier submit: the payer goes on to `redirectUrl`. */
  | { kind: 'paid'; redirectUrl: string }
  /** The card was refused or mistyped; nothing changed. `field` names the input at fault, if one is. */
  | { kind: 'card_error'; message: string; field: CardField | null }
  /** The checkout can no longer be paid. */
  | { kind: 'expired' }
  | { kind: 'not_found' };

/** A checkout as its payment page shows it. */
export type CheckoutView = {
  id: string;
  status: 'open' | 'paid' | 'expired';
  description: string;
  /** The line above the pay button (the cancellation policy), as Stripe's custom_text.submit.message. */
  submitMessage: string | null;
  amountCents: number;
  currency: string;
  /** Where the payer continues once paid (the success URL with the checkout id filled in). */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** A transfer to a connected account as its page shows it, with what was taken back of it. */
export type TransferView = {
  id: string;
  paymentId: string;
  amountCents: number;
  reversedCents: number;
  transferGroup: string;
  createdAt: Date;
  reversals: { id: string; amountCents: number; createdAt: Date }[];
};

/** A connected account as its onboarding page shows it, with the transfers made to it (newest first). */
export type ConnectedAccountView = {
  id: string;
  email: string;
  status: ConnectedAccountStatus;
  transfers: TransferView[];
};

/** How the host leaves the test onboarding page. */
export type OnboardingOutcome = Exclude<ConnectedAccountStatus, 'pending'>;

export type TestPaymentProvider = PaymentProvider & {
  readonly name: 'test';
  /** Charges a test card to an open checkout; two concurrent submits pay once. */
  pay(checkoutId: string, card: CardInput): Promise<PayOutcome>;
  /** The checkout for its payment page; null for an unknown id. */
  view(checkoutId: string): Promise<CheckoutView | null>;
  /** The connected account for its onboarding page; null for an unknown id. */
  viewAccount(accountId: string): Promise<ConnectedAccountView | null>;
  /**
   * The host completed setup ('enabled') or left it incomplete ('action_required'). A change is announced
   * by one signed `account.updated` event; the same answer again changes and announces nothing.
   */
  finishOnboarding(
    accountId: string,
    outcome: OnboardingOutcome,
  ): Promise<'updated' | 'unchanged' | 'not_found'>;
  /**
   * `url` when it is a page of the app itself (the public origin), otherwise null: the onboarding page
   * sends the host back only there, never to an address someone put in a link.
   */
  ownUrl(url: string): string | null;
};

type CheckoutRow = typeof testProviderCheckouts.$inferSelect;

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The account's page lists its latest transfers, this many at most. */
export const TRANSFERS_SHOWN = 50;

const DECLINED = 'Your card was declined.';
const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
const NOT_A_TEST_CARD =
  'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.';

/** Ids as Stripe's look (`cs_test_...`), long enough that a checkout page cannot be guessed. */
const randomId = (prefix: string) => `${prefix}${randomBytes(20).toString('hex')}`;
/** Ids of transfers, reversals and refunds: new for each object made, as long as they always were. */
const objectId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export const isTestCheckoutId = (value: string): boolean => /^cs_test_[0-9a-f]{40}$/.test(value);

/**
 * Its own accounts are `acct_test_<32 hex>`; the demo data's (`acct_demo_<name>`, rows the seed writes) are
 * read the same way, so any Stripe-shaped account id is looked up.
 */
export const isAccountId = (value: string): boolean => /^acct_[A-Za-z0-9_]{1,100}$/.test(value);

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's test-mode answers for a card, without touching the checkout. */
export function checkTestCard(
  card: CardInput,
  now: Date,
): { message: string; field: CardField | null } | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { message: 'Your card number is incomplete.', field: 'number' };
  if (!passesLuhn(number)) return { message: 'Your card number is invalid.', field: 'number' };

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) return { message: "Your card's expiration date is incomplete.", field: 'expiry' };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12)
    return { message: "Your card's expiration month is invalid.", field: 'expiry' };
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now) {
    return { message: "Your card's expiration date is in the past.", field: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { message: "Your card's security code is incomplete.", field: 'cvc' };
  }

  if (number === TEST_CARDS.success) return null;
  if (number === TEST_CARDS.declined) return { message: DECLINED, field: null };
  if (number === TEST_CARDS.insufficientFunds) return { message: INSUFFICIENT_FUNDS, field: null };
  return { message: NOT_A_TEST_CARD, field: 'number' };
}

function statusOf(row: CheckoutRow, now: Date): CheckoutState['status'] {
  if (row.status === 'complete') return 'paid';
  if (row.status === 'expired' || row.expiresAt <= now) return 'expired';
  return 'open';
}

const successUrlOf = (row: CheckoutRow) => row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id);

/** A `checkout.session.completed` event as Stripe sends it, with the fields the app reads. */
function completedEvent(row: CheckoutRow, now: Date) {
  const created = Math.floor(now.getTime() / 1000);
  const reference = row.metadata.payment_session_id ?? null;
  return {
    id: randomId('evt_test_'),
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: row.id,
        object: 'checkout.session',
        mode: 'payment',
        livemode: false,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: row.paymentId,
        amount_subtotal: row.amountCents,
        amount_total: row.amountCents,
        currency: row.currency,
        metadata: row.metadata,
        client_reference_id: reference,
        success_url: row.successUrl,
        cancel_url: row.cancelUrl,
        created: Math.floor(row.createdAt.getTime() / 1000),
        expires_at: Math.floor(row.expiresAt.getTime() / 1000),
      },
    },
  };
}

type AccountRow = typeof testProviderAccounts.$inferSelect;

/** An `account.updated` event as Stripe sends it for an Express account, with the fields the app reads. */
function accountUpdatedEvent(row: AccountRow, now: Date) {
  const enabled = row.status === 'enabled';
  const due = row.status === 'action_required' ? ['individual.verification.document'] : [];
  return {
    id: randomId('evt_test_'),
    object: 'event',
    api_version: null,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'account.updated',
    data: {
      object: {
        id: row.id,
        object: 'account',
        type: 'express',
        country: 'ES',
        email: row.email,
        charges_enabled: enabled,
        payouts_enabled: enabled,
        details_submitted: true,
        capabilities: {
          card_payments: enabled ? 'active' : 'inactive',
          transfers: enabled ? 'active' : 'inactive',
        },
        requirements: {
          currently_due: due,
          eventually_due: due,
          past_due: [],
          pending_verification: [],
          disabled_reason: enabled ? null : 'requirements.past_due',
        },
        created: Math.floor(row.createdAt.getTime() / 1000),
        livemode: false,
      },
    },
  };
}

/** A request as one string (what it is, its values, its metadata in key order), to compare a key's reuse. */
function requestParams(values: (string | number)[], metadata: Record<string, string>): string {
  return JSON.stringify([...values, Object.entries(metadata).sort(([a], [b]) => a.localeCompare(b))]);
}

/**
 * The id objects made before keys were forgotten had: derived from their key, which was not kept. The find
 * methods still match it, so a retry of one of those finds it.
 */
const idFromKey = (prefix: string, idempotencyKey: string) =>
  `${prefix}${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;

/** A key still remembered: first used less than IDEMPOTENCY_KEY_MEMORY_MS ago, by the database's clock. */
const rememberedSince = sql`now() - ${`${IDEMPOTENCY_KEY_MEMORY_MS} milliseconds`}::interval`;

/** The caller's metadata with the key it was made under, as the object keeps it. */
const withKey = (metadata: Record<string, string>, idempotencyKey: string) => ({
  ...metadata,
  [IDEMPOTENCY_KEY_METADATA]: idempotencyKey,
});

/** Rows made under the key: by their metadata, or (made before keys were kept) by the id derived from it. */
const madeUnder = (
  table: { id: PgColumn; metadata: PgColumn },
  prefix: string,
  idempotencyKey: string,
): SQL | undefined =>
  or(
    sql`${table.metadata} ->> ${IDEMPOTENCY_KEY_METADATA}::text = ${idempotencyKey}`,
    eq(table.id, idFromKey(prefix, idempotencyKey)),
  );

/** What the key made, while it is remembered; undefined for a key never used or forgotten. */
async function rememberedKey(db: Database | Transaction, idempotencyKey: string) {
  const k = testProviderIdempotencyKeys;
  const [row] = await db
    .select()
    .from(k)
    .where(and(eq(k.key, idempotencyKey), gt(k.createdAt, rememberedSince)));
  return row;
}

/** The object a remembered key made, for the same request; the key asked with another is refused. */
function replayOf(kept: { objectId: string; request: string }, request: string, idempotencyKey: string) {
  if (kept.request !== request) throw keyReused(idempotencyKey);
  return kept.objectId;
}

/**
 * Takes the key for a new object `id` (a key never used, or forgotten), or, when the key is remembered,
 * returns what it made (refusing another request under it). Inside the transaction that makes the object, so
 * an object that is not made (refused, rolled back) leaves the key unused; two concurrent requests under one
 * key meet on its row, and the second replays the first.
 */
async function claimKey(
  tx: Transaction,
  idempotencyKey: string,
  request: string,
  id: string,
): Promise<{ id: string; made: boolean }> {
  const k = testProviderIdempotencyKeys;
  const [claimed] = await tx
    .insert(k)
    .values({ key: idempotencyKey, objectId: id, request })
    .onConflictDoUpdate({
      target: k.key,
      set: { objectId: id, request, createdAt: sql`now()` },
      setWhere: sql`${k.createdAt} <= ${rememberedSince}`,
    })
    .returning({ objectId: k.objectId });
  if (claimed) return { id, made: true };
  const kept = await rememberedKey(tx, idempotencyKey);
  if (!kept) throw new Error(`Idempotency key '${idempotencyKey}' was neither taken nor remembered`);
  return { id: replayOf(kept, request, idempotencyKey), made: false };
}

/** Stripe's answer to an idempotency key asked again with other parameters. */
function keyReused(idempotencyKey: string): Invalid {
  return new Invalid(
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
  );
}

/** How the test provider charged a checkout: its destination charges name the account paid. */
const chargeModelOf = (row: { destinationAccount: string | null }): ChargeModel =>
  row.destinationAccount === null ? 'platform' : 'destination';

/** The one row a find query returns, or null. */
async function firstMade(query: Promise<MadeUnderKey[]>): Promise<MadeUnderKey | null> {
  const [row] = await query;
  return row ?? null;
}

/** Why the account cannot be paid now, or null when it can. */
function transferBlocker(account: { status: ConnectedAccountStatus } | undefined): string | null {
  if (!account || account.status === 'pending') return 'its payout setup is not finished';
  if (account.status === 'action_required') return 'its payouts are off until the host completes setup';
  return null;
}

export function createTestProvider(options: TestProviderOptions): TestPaymentProvider {
  const { db, publicUrl, webhookSecret, deliver } = options;
  const base = publicUrl.replace(/\/+$/, '');
  const publicOrigin = new URL(base).origin;

  async function findAccount(id: string): Promise<AccountRow | undefined> {
    if (!isAccountId(id)) return undefined;
    const [row] = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, id));
    return row;
  }

  /** Signs a Stripe-shaped event and hands it to the app, as Stripe's webhook would. */
  async function announce(event: object): Promise<void> {
    const payload = JSON.stringify(event);
    const header = stripeWebhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      await deliver(Buffer.from(payload), header);
    } catch {
      // As with Stripe, a webhook that fails does not undo what happened at the provider: the app
      // catches up by asking (getCheckout, getConnectedAccountStatus).
    }
  }

  function ownUrl(url: string): string | null {
    try {
      const parsed = new URL(url);
      return parsed.origin === publicOrigin ? parsed.href : null;
    } catch {
      return null;
    }
  }

  async function findRow(id: string): Promise<CheckoutRow | undefined> {
    if (!isTestCheckoutId(id)) return undefined;
    const [row] = await db.select().from(testProviderCheckouts).where(eq(testProviderCheckouts.id, id));
    return row;
  }

  function stateOf(row: CheckoutRow): CheckoutState {
    return {
      id: row.id,
      status: statusOf(row, new Date()),
      paymentId: row.paymentId,
      amountCents: row.amountCents,
      reference: row.metadata.payment_session_id ?? null,
    };
  }

  return {
    name: 'test',

    async createCheckout(request) {
      const id = randomId('cs_test_');
      await db.insert(testProviderCheckouts).values({
        id,
        amountCents: request.spots * request.unitPriceCents,
        currency: 'eur',
        // No-break spaces: '× 3' never starts a line of its own on the payment page.
        description: `${request.activity.title}\u00a0×\u00a0${request.spots}`,
        submitMessage: request.submitMessage ?? null,
        // Charged on the platform: the host is paid later, by a transfer in the activity's group.
        destinationAccount: null,
        applicationFeeCents: null,
        transferGroup: transferGroupOf(request.activity.id),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        metadata: {
          payment_session_id: request.reference,
          activity_id: request.activity.id,
          user_id: request.userId,
          spots: String(request.spots),
        },
        expiresAt: request.expiresAt,
      });
      return { id, url: `${base}/pay/${id}` };
    },

    async getCheckout(id) {
      const row = await findRow(id);
      if (!row) throw new NotFound(`No such checkout session: ${id}`);
      return stateOf(row);
    },

    async expireCheckout(id) {
      const [row] = await db
        .update(testProviderCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(testProviderCheckouts.id, id), eq(testProviderCheckouts.status, 'open')))
        .returning({ id: testProviderCheckouts.id });
      if (!row && !(await findRow(id))) throw new NotFound(`No such checkout session: ${id}`);
    },

    async transfer({ paymentId, destination, amountCents, transferGroup, idempotencyKey, metadata = {} }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`Transfer amount must be a positive number of cents, got ${amountCents}`);
      }
      const request = requestParams(
        ['transfer', paymentId, destination, amountCents, transferGroup],
        metadata,
      );
      // A remembered key replays what it made, even to an account that cannot be paid now.
      const kept = await rememberedKey(db, idempotencyKey);
      if (kept) return { transferId: replayOf(kept, request, idempotencyKey) };
      const blocker = transferBlocker(await findAccount(destination));
      if (blocker)
        throw new TransferRefusedError(`The test provider will not pay ${destination} now: ${blocker}`);

      // The payment's row is locked: concurrent transfers it funds are decided one at a time.
      return db.transaction(async (tx) => {
        const c = testProviderCheckouts;
        const t = testProviderTransfers;
        const [payment] = await tx
          .select({ amountCents: c.amountCents, destinationAccount: c.destinationAccount })
          .from(c)
          .where(and(eq(c.paymentId, paymentId), eq(c.status, 'complete')))
          .for('update');
        if (!payment) throw new NotFound(`No such payment: ${paymentId}`);
        if (payment.destinationAccount !== null) {
          throw new DestinationChargeError(
            `Payment ${paymentId} is a destination charge: its host's share went to ${payment.destinationAccount} with it`,
          );
        }
        const key = await claimKey(tx, idempotencyKey, request, objectId('tr_test_'));
        if (!key.made) return { transferId: key.id };
        const [funded] = await tx
          .select({ cents: sql<number>`coalesce(sum(${t.amountCents}), 0)::int` })
          .from(t)
          .where(eq(t.paymentId, paymentId));
        const left = payment.amountCents - (funded?.cents ?? 0);
        if (amountCents > left) {
          throw new Conflict(
            `The transfer amount (${amountCents} cents) exceeds what is left of payment ${paymentId} (${left} cents)`,
          );
        }
        await tx.insert(t).values({
          id: key.id,
          paymentId,
          destinationAccount: destination,
          amountCents,
          transferGroup,
          metadata: withKey(metadata, idempotencyKey),
        });
        return { transferId: key.id };
      });
    },

    async reverseTransfer({ transferId, amountCents, idempotencyKey, metadata = {} }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`Reversal amount must be a positive number of cents, got ${amountCents}`);
      }
      const request = requestParams(['reversal', transferId, amountCents], metadata);
      const t = testProviderTransfers;
      const r = testProviderTransferReversals;
      // The transfer's row is locked: one reversal at a time, never more than what is left of it.
      return db.transaction(async (tx) => {
        const [transfer] = await tx.select().from(t).where(eq(t.id, transferId)).for('update');
        if (!transfer) throw new NotFound(`No such transfer: ${transferId}`);
        const key = await claimKey(tx, idempotencyKey, request, objectId('trr_test_'));
        if (!key.made) return { reversalId: key.id };
        const left = transfer.amountCents - transfer.reversedCents;
        if (amountCents > left) {
          throw new Conflict(
            `You have attempted to reverse ${amountCents} cents of transfer ${transferId}, which has ${left} cents left to reverse`,
          );
        }
        await tx
          .insert(r)
          .values({ id: key.id, transferId, amountCents, metadata: withKey(metadata, idempotencyKey) });
        await tx
          .update(t)
          .set({ reversedCents: sql`${t.reversedCents} + ${amountCents}` })
          .where(eq(t.id, transferId));
        return { reversalId: key.id };
      });
    },

    async refund({ paymentId, amountCents, idempotencyKey, metadata = {}, chargeModel }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`Refund amount must be a positive number of cents, got ${amountCents}`);
      }
      const request = requestParams(['refund', paymentId, amountCents], metadata);
      // The payment's row is locked: refunds of it are decided one at a time, never more than what is left.
      return db.transaction(async (tx) => {
        const c = testProviderCheckouts;
        const [payment] = await tx
          .select()
          .from(c)
          .where(and(eq(c.paymentId, paymentId), eq(c.status, 'complete')))
          .for('update');
        if (!payment) throw new NotFound(`No such payment: ${paymentId}`);
        if (chargeModel && chargeModelOf(payment) !== chargeModel) {
          // Asked as the other kind of charge, Stripe would reverse no transfer (the host keeps a destination
          // charge's share) or refuse to: a caller's mistake, refused here before any money moves.
          throw new Invalid(
            `Payment ${paymentId} is a ${chargeModelOf(payment)} charge, not a ${chargeModel} charge`,
          );
        }
        const key = await claimKey(tx, idempotencyKey, request, objectId('re_test_'));
        if (!key.made) return { refundId: key.id };
        const left = payment.amountCents - payment.refundedCents;
        if (amountCents > left) {
          throw new Conflict(
            `Refund of ${amountCents} cents is greater than what is left to refund on ${paymentId} (${left} cents)`,
          );
        }
        await tx.insert(testProviderRefunds).values({
          id: key.id,
          paymentId,
          amountCents,
          metadata: withKey(metadata, idempotencyKey),
        });
        await tx
          .update(c)
          .set({ refundedCents: sql`${c.refundedCents} + ${amountCents}` })
          .where(eq(c.paymentId, paymentId));
        return { refundId: key.id };
      });
    },

    async findTransfer({ paymentId, transferGroup, idempotencyKey }) {
      const t = testProviderTransfers;
      return firstMade(
        db
          .select({ id: t.id, amountCents: t.amountCents })
          .from(t)
          .where(
            and(
              eq(t.paymentId, paymentId),
              eq(t.transferGroup, transferGroup),
              madeUnder(t, 'tr_test_', idempotencyKey),
            ),
          )
          .orderBy(asc(t.createdAt), asc(t.id))
          .limit(1),
      );
    },

    async findReversal({ transferId, idempotencyKey }) {
      const r = testProviderTransferReversals;
      return firstMade(
        db
          .select({ id: r.id, amountCents: r.amountCents })
          .from(r)
          .where(and(eq(r.transferId, transferId), madeUnder(r, 'trr_test_', idempotencyKey)))
          .orderBy(asc(r.createdAt), asc(r.id))
          .limit(1),
      );
    },

    async findRefund({ paymentId, idempotencyKey }) {
      const r = testProviderRefunds;
      return firstMade(
        db
          .select({ id: r.id, amountCents: r.amountCents })
          .from(r)
          .where(and(eq(r.paymentId, paymentId), madeUnder(r, 're_test_', idempotencyKey)))
          .orderBy(asc(r.createdAt), asc(r.id))
          .limit(1),
      );
    },

    async createConnectedAccount({ hostId, email }) {
      // Derived from the host with a key only the server has: a repeated or concurrent create gives the
      // one account (like Stripe's idempotency key), and nobody can work out a host's onboarding page.
      const digest = createHmac('sha256', webhookSecret).update(`connected-account:${hostId}`).digest('hex');
      const accountId = `acct_test_${digest.slice(0, 32)}`;
      await db.insert(testProviderAccounts).values({ id: accountId, email }).onConflictDoNothing();
      return { accountId };
    },

    async createOnboardingLink({ accountId, returnUrl }) {
      if (!(await findAccount(accountId))) throw new NotFound(`No such account: ${accountId}`);
      if (!ownUrl(returnUrl)) throw new Error(`The return URL must be on ${publicOrigin}: ${returnUrl}`);
      const query = new URLSearchParams({ return: returnUrl });
      return { url: `${base}/pay/connect/${accountId}?${query}` };
    },

    async getConnectedAccountStatus(accountId) {
      // An account this provider never made (demo data made without its row) has nothing submitted yet.
      return (await findAccount(accountId))?.status ?? 'pending';
    },

    async listRecords({ since, limit }) {
      const t = testProviderCheckouts;
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.status, 'complete'), gte(t.createdAt, since)))
        .orderBy(desc(t.createdAt))
        .limit(limit + 1);
      const paid = rows
        .slice(0, limit)
        .flatMap((row) => (row.paymentId ? [{ ...row, paymentId: row.paymentId }] : []));
      const platform = paid.filter((row) => chargeModelOf(row) === 'platform').map((row) => row.paymentId);
      const transfers = platform.length
        ? await db
            .select()
            .from(testProviderTransfers)
            .where(inArray(testProviderTransfers.paymentId, platform))
            .orderBy(asc(testProviderTransfers.createdAt))
        : [];
      const refunds = paid.length
        ? await db
            .select()
            .from(testProviderRefunds)
            .where(
              inArray(
                testProviderRefunds.paymentId,
                paid.map((row) => row.paymentId),
              ),
            )
            .orderBy(asc(testProviderRefunds.createdAt), asc(testProviderRefunds.id))
        : [];
      return {
        payments: paid.map((row) => {
          const base = {
            checkoutId: row.id,
            reference: row.metadata.payment_session_id ?? null,
            paymentId: row.paymentId,
            amountCents: row.amountCents,
            refundedCents: row.refundedCents,
          };
          if (row.destinationAccount !== null) {
            // A destination charge: the host's share moved at payment, and a refund reverses its part of it.
            const share = row.amountCents - (row.applicationFeeCents ?? 0);
            const reversed = Math.round((share * row.refundedCents) / row.amountCents);
            return {
              ...base,
              chargeModel: 'destination' as const,
              transfer: { destination: row.destinationAccount, amountCents: share - reversed },
            };
          }
          // On the platform: what the transfers it funded moved, less their reversals.
          const made = transfers.filter((tr) => tr.paymentId === row.paymentId);
          const [first] = made;
          return {
            ...base,
            chargeModel: 'platform' as const,
            transfer: first
              ? {
                  destination: first.destinationAccount,
                  amountCents: made.reduce((n, tr) => n + tr.amountCents - tr.reversedCents, 0),
                }
              : null,
          };
        }),
        refunds: refunds.map((refund) => ({
          id: refund.id,
          paymentId: refund.paymentId,
          amountCents: refund.amountCents,
          status: refund.status,
        })),
        complete: rows.length <= limit,
      };
    },

    parseEvent(rawBody, signature) {
      return verifyStripeEvent(rawBody, signature, webhookSecret);
    },

    async viewAccount(accountId) {
      const row = await findAccount(accountId);
      if (!row) return null;
      const t = testProviderTransfers;
      const r = testProviderTransferReversals;
      const transfers = await db
        .select()
        .from(t)
        .where(eq(t.destinationAccount, row.id))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(TRANSFERS_SHOWN);
      const reversals = transfers.length
        ? await db
            .select()
            .from(r)
            .where(
              inArray(
                r.transferId,
                transfers.map((tr) => tr.id),
              ),
            )
            .orderBy(asc(r.createdAt), asc(r.id))
        : [];
      return {
        id: row.id,
        email: row.email,
        status: row.status,
        transfers: transfers.map((tr) => ({
          id: tr.id,
          paymentId: tr.paymentId,
          amountCents: tr.amountCents,
          reversedCents: tr.reversedCents,
          transferGroup: tr.transferGroup,
          createdAt: tr.createdAt,
          reversals: reversals
            .filter((rv) => rv.transferId === tr.id)
            .map((rv) => ({ id: rv.id, amountCents: rv.amountCents, createdAt: rv.createdAt })),
        })),
      };
    },

    async finishOnboarding(accountId, outcome) {
      const t = testProviderAccounts;
      // Only the request that changes the status announces it.
      const [changed] = await db
        .update(t)
        .set({ status: outcome })
        .where(and(eq(t.id, accountId), ne(t.status, outcome)))
        .returning();
      if (!changed) return (await findAccount(accountId)) ? 'unchanged' : 'not_found';
      await announce(accountUpdatedEvent(changed, new Date()));
      return 'updated';
    },

    ownUrl,

    async view(checkoutId) {
      const row = await findRow(checkoutId);
      if (!row) return null;
      return {
        id: row.id,
        status: statusOf(row, new Date()),
        description: row.description,
        submitMessage: row.submitMessage,
        amountCents: row.amountCents,
        currency: row.currency,
        successUrl: successUrlOf(row),
        cancelUrl: row.cancelUrl,
        expiresAt: row.expiresAt,
      };
    },

    async pay(checkoutId, card) {
      const now = new Date();
      const current = await findRow(checkoutId);
      if (!current) return { kind: 'not_found' };
      const status = statusOf(current, now);
      if (status === 'paid') return { kind: 'paid', redirectUrl: successUrlOf(current) };
      if (status === 'expired') return { kind: 'expired' };

      const refused = checkTestCard(card, now);
      if (refused) return { kind: 'card_error', ...refused };

      const t = testProviderCheckouts;
      // Only the submit that moves the row from open to complete pays and announces it.
      const [paid] = await db
        .update(t)
        .set({ status: 'complete', paymentId: randomId('pi_test_') })
        .where(and(eq(t.id, checkoutId), eq(t.status, 'open'), gt(t.expiresAt, now)))
        .returning();
      if (!paid) {
        const after = await findRow(checkoutId);
        return after && statusOf(after, now) === 'paid'
          ? { kind: 'paid', redirectUrl: successUrlOf(after) }
          : { kind: 'expired' };
      }

      // The payer is told the truth, that they paid, even when the event cannot be delivered.
      await announce(completedEvent(paid, now));
      return { kind: 'paid', redirectUrl: successUrlOf(paid) };
    },
  };
}
