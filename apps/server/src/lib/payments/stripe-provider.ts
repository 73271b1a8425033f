import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.ts';
import { readAccountStatus, readCheckoutSession, verifyStripeEvent } from './stripe-events.ts';

/*
 * Card payments through Stripe Checkout. Each checkout is a destination charge: the guest pays the platform,
 * Stripe moves the amount less our fee to the host's connected account, and a refund pulls both back.
 * Hosts get those accounts through Connect: an Express account each, set up on Stripe's onboarding pages.
 */

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); null for api.stripe.com. */
  apiUrl: string | null;
};

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

function stripeClient({ secretKey, apiUrl }: StripeProviderOptions): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // A stand-in answers at once; retries would only hide what it was sent.
    maxNetworkRetries: 0,
  });
}

function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    payment_session_id: request.reference,
    activity_id: request.activity.id,
    user_id: request.userId,
    spots: String(request.spots),
  };
  return {
    mode: 'payment',
    currency: 'eur',
    line_items: [
      {
        price_data: {
          currency: 'eur',
          unit_amount: request.unitPriceCents,
          product_data: { name: request.activity.title },
        },
        quantity: request.spots,
      },
    ],
    payment_intent_data: {
      application_fee_amount: request.platformFeeCents,
      transfer_data: { destination: request.hostAccountId },
      metadata,
    },
    metadata,
    client_reference_id: request.reference,
    customer_email: request.customerEmail,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: stripeExpiresAt(request.expiresAt),
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(sessionParams(request), {
        idempotencyKey: `checkout-${request.reference}`,
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

    async refund({ paymentId, amountCents, idempotencyKey, metadata }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentId,
          amount: amountCents,
          ...(metadata && { metadata }),
          // A destination charge: take the host's share back from their account, and return our fee too.
          reverse_transfer: true,
          refund_application_fee: true,
        },
        { idempotencyKey },
      );
      return { refundId: refund.id };
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

    parseEvent(rawBody, signature) {
      return verifyStripeEvent(rawBody, signature, options.webhookSecret);
    },
  };
}
