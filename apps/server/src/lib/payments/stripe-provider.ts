import Stripe from 'stripe';
import {
  type ChargeModel,
  type CheckoutRequest,
  DestinationChargeError,
  IDEMPOTENCY_KEY_METADATA,
  type MadeUnderKey,
  type PaymentProvider,
  type ProviderRecords,
  TransferRefusedError,
  transferGroupOf,
} from './payment-provider.ts';
import {
  accountPayoutsEnabled,
  readAccountStatus,
  readCheckoutSession,
  verifyStripeEvent,
} from './stripe-events.ts';

/*
 * Card payments through Stripe Checkout, as separate charges and transfers: the guest pays the platform (the
 * PaymentIntent carries the activity's transfer group), and once the activity is over the host's share is
 * transferred to their connected account, funded by that payment (`source_transaction`). A refund before the
 * transfer comes from the platform's balance; one after it is followed by a reversal of the transfer. Bookings
 * paid before this were destination charges (the host's share moved with the payment): their refunds still
 * take the share and our fee back with them. Hosts get their accounts through Connect: an Express account
 * each, set up on Stripe's onboarding pages.
 */

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); null for api.stripe.com. */
  apiUrl: string | null;
  /** How long one attempt may take before it is abandoned (and retried); unset: STRIPE_TIMEOUT_MS. */
  timeoutMs?: number;
};

/**
 * One attempt waits at most this long (the SDK's own default is 80 s): Stripe answers in about a second, so
 * a hung connection is given up quickly and the guest hears of it instead of waiting.
 */
export const STRIPE_TIMEOUT_MS = 8_000;
/**
 * Attempts after the first, on a connection error, a timeout, a 409 or a 5xx (with Stripe's backoff: about
 * 0.5 s, then 1 s). Safe for every call: the SDK sends an idempotency key with each POST (ours where the
 * intent has one: checkout, refund, transfer, reversal, account), so a retried request that Stripe had done is not done twice.
 * A hung Stripe therefore costs a request at most 3 x 8 s + backoff, well within the server's 2 minutes.
 */
export const STRIPE_MAX_NETWORK_RETRIES = 2;

const MINUTE_MS = 60_000;
/** Stripe accepts `expires_at` from 30 minutes to 24 hours after creation; the margins cover latency and clock skew. */
const EARLIEST_EXPIRY_MS = 32 * MINUTE_MS;
const LATEST_EXPIRY_MS = 24 * 60 * MINUTE_MS - 2 * MINUTE_MS;
const EXPIRY_STEP_MS = 30 * MINUTE_MS;

/**
 * The `expires_at` (unix seconds) to send for a requested expiry: the request itself when Stripe accepts it,
 * otherwise moved by whole 30-minute steps into Stripe's window. Stepping from the requested time rather
 * than from now keeps the parameters identical when a create is retried a little later, which Stripe
 * requires of a repeated idempotency key.
 */
export function stripeExpiresAt(requested: Date, now: Date = new Date()): number {
  const earliest = now.getTime() + EARLIEST_EXPIRY_MS;
  const latest = now.getTime() + LATEST_EXPIRY_MS;
  let at = requested.getTime();
  if (at < earliest) at += Math.ceil((earliest - at) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
  if (at > latest) at -= Math.ceil((at - latest) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
  return Math.ceil(at / 1000);
}

function stripeClient({ secretKey, apiUrl, timeoutMs }: StripeProviderOptions): Stripe {
  const settings = { timeout: timeoutMs ?? STRIPE_TIMEOUT_MS, maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES };
  if (!apiUrl) return new Stripe(secretKey, settings);
  // A stand-in (tests) gets the same timeout and retries, so its faults meet what production would.
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    ...settings,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

/** The first `limit` items of a Stripe list, following its pages; `complete` unless more were left. */
async function firstOf<T>(
  items: AsyncIterable<T>,
  limit: number,
): Promise<{ items: T[]; complete: boolean }> {
  const taken: T[] = [];
  for await (const item of items) {
    if (taken.length === limit) return { items: taken, complete: false };
    taken.push(item);
  }
  return { items: taken, complete: true };
}

/**
 * How far a find method reads a list: a booking's payment funds a transfer or two, and is refunded and
 * reversed a few times; an activity's transfer group holds one transfer per booking.
 */
const FIND_LIMIT = 1000;

/** The first of `items` made under the key (kept in its metadata), as the find methods answer it. */
async function firstMadeUnder<T extends { id: string; amount: number; metadata: Stripe.Metadata | null }>(
  items: AsyncIterable<T>,
  idempotencyKey: string,
  keep: (item: T) => boolean = () => true,
): Promise<MadeUnderKey | null> {
  const { items: listed } = await firstOf(items, FIND_LIMIT);
  // Lists come newest first: the oldest made under the key is the one a retry stands for.
  const found = listed
    .reverse()
    .find((item) => item.metadata?.[IDEMPOTENCY_KEY_METADATA] === idempotencyKey && keep(item));
  return found ? { id: found.id, amountCents: found.amount } : null;
}

/** The caller's metadata with the key the object is made under, so a later find sees it. */
const withKey = (metadata: Record<string, string> | undefined, idempotencyKey: string) => ({
  ...metadata,
  [IDEMPOTENCY_KEY_METADATA]: idempotencyKey,
});

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Paid checkouts, charges, transfers and refunds since `since`, joined into the provider's records. */
async function listStripeRecords(stripe: Stripe, since: Date, limit: number): Promise<ProviderRecords> {
  const created = { gte: Math.floor(since.getTime() / 1000) };
  const page = { created, limit: 100 };
  const sessions = await firstOf(stripe.checkout.sessions.list({ ...page, status: 'complete' }), limit);
  const charges = await firstOf(stripe.charges.list(page), limit);
  const transfers = await firstOf(stripe.transfers.list(page), limit);
  const refunds = await firstOf(stripe.refunds.list(page), limit);
  const chargeOf = new Map(charges.items.map((c) => [idOf(c.payment_intent), c]));
  // A destination charge names its transfer; a platform charge's are those it funded (source_transaction).
  const transferById = new Map(transfers.items.map((t) => [t.id, t]));
  const fundedBy = new Map<string, Stripe.Transfer[]>();
  for (const t of transfers.items) {
    const source = idOf(t.source_transaction);
    if (source) fundedBy.set(source, [...(fundedBy.get(source) ?? []), t]);
  }
  const payments: ProviderRecords['payments'] = [];
  for (const session of sessions.items) {
    const paymentId = idOf(session.payment_intent);
    if (session.payment_status !== 'paid' || !paymentId) continue;
    const charge = chargeOf.get(paymentId);
    const chargeModel: ChargeModel = charge?.transfer_data?.destination ? 'destination' : 'platform';
    const made =
      chargeModel === 'destination'
        ? [transferById.get(idOf(charge?.transfer) ?? '')].flatMap((t) => (t ? [t] : []))
        : (fundedBy.get(charge?.id ?? '') ?? []);
    const [first] = made;
    payments.push({
      checkoutId: session.id,
      reference: session.metadata?.payment_session_id ?? null,
      paymentId,
      amountCents: session.amount_total ?? 0,
      refundedCents: charge?.amount_refunded ?? 0,
      chargeModel,
      transfer: first
        ? {
            destination: idOf(first.destination) ?? '',
            amountCents: made.reduce((n, t) => n + t.amount - t.amount_reversed, 0),
          }
        : null,
    });
  }
  return {
    payments,
    refunds: refunds.items.flatMap((r) => {
      const paymentId = idOf(r.payment_intent);
      return paymentId ? [{ id: r.id, paymentId, amountCents: r.amount, status: r.status ?? 'pending' }] : [];
    }),
    complete: sessions.complete && charges.complete && transfers.complete && refunds.complete,
  };
}

/** Stripe's refusals of a transfer to an account that cannot receive one now: held, and retried later. */
const REFUSED_TRANSFER_CODES = new Set([
  'insufficient_capabilities_for_transfer',
  'transfers_not_allowed',
  'account_closed',
]);

/** Why Stripe will not pay the account now, or null when it will. */
function transferBlocker(account: Stripe.Account): string | null {
  const transfers = account.capabilities?.transfers;
  if (transfers !== undefined && transfers !== 'active') return `its transfers capability is ${transfers}`;
  if (accountPayoutsEnabled(account)) return null;
  const due = [...(account.requirements?.past_due ?? []), ...(account.requirements?.currently_due ?? [])];
  const why =
    account.requirements?.disabled_reason ?? (due.length ? `requirements due: ${due.join(', ')}` : null);
  return `its payouts are off${why ? ` (${why})` : ''}`;
}

function sessionParams(
  request: CheckoutRequest,
  couponId: string | null,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    payment_session_id: request.reference,
    activity_id: request.activity.id,
    user_id: request.userId,
    spots: String(request.spots),
  };
  return {
    mode: 'payment',
    currency: 'eur',
    // One line per price (a category, its early-bird seats), named "<activity> · <category>".
    line_items: request.lineItems.map((item) => ({
      price_data: { currency: 'eur', unit_amount: item.unitAmountCents, product_data: { name: item.name } },
      quantity: item.quantity,
    })),
    ...(couponId && { discounts: [{ coupon: couponId }] }),
    // Charged on the platform: the host is paid by a transfer in this group once the activity is over.
    payment_intent_data: { transfer_group: transferGroupOf(request.activity.id), metadata },
    metadata,
    client_reference_id: request.reference,
    customer_email: request.customerEmail,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: stripeExpiresAt(request.expiresAt),
    // The cancellation policy, above the pay button (Stripe allows up to 1200 characters).
    ...(request.submitMessage && {
      custom_text: { submit: { message: request.submitMessage.slice(0, 1200) } },
    }),
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);

  /** A payment with a destination (the host's share moved with it) is a destination charge. */
  async function chargeModelOf(paymentId: string): Promise<ChargeModel> {
    const intent = await stripe.paymentIntents.retrieve(paymentId);
    return intent.transfer_data?.destination ? 'destination' : 'platform';
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const key = request.replacesPage
        ? `${request.reference}-after-${request.replacesPage}`
        : request.reference;
      // A code's discount is a one-off coupon of its exact amount (Checkout takes no negative line), made
      // under the checkout's own key so a retried checkout reuses it.
      const coupon = request.discount
        ? await stripe.coupons.create(
            {
              amount_off: request.discount.amountCents,
              currency: 'eur',
              duration: 'once',
              max_redemptions: 1,
              name: request.discount.name.slice(0, 40),
            },
            { idempotencyKey: `coupon-${key}` },
          )
        : null;
      const session = await stripe.checkout.sessions.create(sessionParams(request, coupon?.id ?? null), {
        idempotencyKey: `checkout-${key}`,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async getCheckout(id) {
      return readCheckoutSession(await stripe.checkout.sessions.retrieve(id));
    },

    async expireCheckout(id) {
      if ((await stripe.checkout.sessions.retrieve(id)).status !== 'open') return;
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (err) {
        // Stripe refuses (400) to expire a session that is no longer open: it was paid or expired meanwhile.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        if ((await stripe.checkout.sessions.retrieve(id)).status === 'open') throw err;
      }
    },

    async transfer({ paymentId, destination, amountCents, transferGroup, idempotencyKey, metadata }) {
      const intent = await stripe.paymentIntents.retrieve(paymentId);
      const paidWith = intent.transfer_data?.destination;
      if (paidWith) {
        throw new DestinationChargeError(
          `Payment ${paymentId} is a destination charge: its host's share went to ${idOf(paidWith)} with it`,
        );
      }
      const charge = idOf(intent.latest_charge);
      if (!charge) {
        throw new Error(`Payment ${paymentId} has no charge to fund a transfer (${intent.status})`);
      }
      // The account is read first, so a refusal never reaches Stripe under the key: the same key pays once
      // payouts are back. A transfer this payment already made to it (its answer lost) stands, though.
      const blocker = transferBlocker(await stripe.accounts.retrieve(destination));
      if (blocker) {
        const made = await firstOf(
          stripe.transfers.list({ destination, transfer_group: transferGroup, limit: 100 }),
          1000,
        );
        const earlier = made.items.find((t) => idOf(t.source_transaction) === charge);
        if (earlier) return { transferId: earlier.id };
        throw new TransferRefusedError(`Stripe will not pay ${destination} now: ${blocker}`);
      }
      try {
        const made = await stripe.transfers.create(
          {
            amount: amountCents,
            currency: 'eur',
            destination,
            transfer_group: transferGroup,
            source_transaction: charge,
            metadata: withKey(metadata, idempotencyKey),
          },
          { idempotencyKey },
        );
        return { transferId: made.id };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.code && REFUSED_TRANSFER_CODES.has(err.code)) {
          throw new TransferRefusedError(`Stripe will not pay ${destination} now: ${err.message}`);
        }
        throw err;
      }
    },

    async reverseTransfer({ transferId, amountCents, idempotencyKey, metadata }) {
      const reversal = await stripe.transfers.createReversal(
        transferId,
        { amount: amountCents, metadata: withKey(metadata, idempotencyKey) },
        { idempotencyKey },
      );
      return { reversalId: reversal.id };
    },

    async refund({ paymentId, amountCents, idempotencyKey, metadata, chargeModel }) {
      const model = chargeModel ?? (await chargeModelOf(paymentId));
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentId,
          amount: amountCents,
          metadata: withKey(metadata, idempotencyKey),
          // A destination charge: take the host's share back from their account, and return our fee too.
          // A platform charge is refunded from our balance; a transfer already made is reversed apart.
          ...(model === 'destination' && { reverse_transfer: true, refund_application_fee: true }),
        },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async findTransfer({ paymentId, transferGroup, idempotencyKey }) {
      const charge = idOf((await stripe.paymentIntents.retrieve(paymentId)).latest_charge);
      if (!charge) return null;
      return firstMadeUnder(
        stripe.transfers.list({ transfer_group: transferGroup, limit: 100 }),
        idempotencyKey,
        (t) => idOf(t.source_transaction) === charge,
      );
    },

    findReversal({ transferId, idempotencyKey }) {
      return firstMadeUnder(stripe.transfers.listReversals(transferId, { limit: 100 }), idempotencyKey);
    },

    findRefund({ paymentId, idempotencyKey }) {
      return firstMadeUnder(stripe.refunds.list({ payment_intent: paymentId, limit: 100 }), idempotencyKey);
    },

    async createConnectedAccount({ hostId, email }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          // The company and its hosts are in Barcelona; payouts are in euros.
          country: 'ES',
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { host_id: hostId },
        },
        // Two concurrent clicks (or a retry after a lost answer) get the one account Stripe made first.
        { idempotencyKey: `connect-account-${hostId}` },
      );
      return { accountId: account.id };
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url };
    },

    async getConnectedAccountStatus(accountId) {
      return readAccountStatus(await stripe.accounts.retrieve(accountId));
    },

    listRecords({ since, limit }) {
      return listStripeRecords(stripe, since, limit);
    },

    parseEvent(rawBody, signature) {
      return verifyStripeEvent(rawBody, signature, options.webhookSecret);
    },
  };
}
