import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { CheckoutRequest, PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import { stripeWebhooks } from '#src/lib/payments/stripe-events.ts';
import { createStripeProvider } from '#src/lib/payments/stripe-provider.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';

/*
 * The Stripe provider talking to the Stripe stand-in through the real SDK, for the tests of its parts
 * (lib/payments/stripe-provider-*.test.ts): `const ctx = useStripeProvider(); await ctx.provider.refund(...)`,
 * then what reached Stripe in `ctx.stripe`.
 */

export const WEBHOOK_SECRET = 'whsec_stripe_provider_test';
const HOUR_MS = 60 * 60_000;

export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    reference: randomUUID(),
    activity: { id: randomUUID(), title: 'Tapas walk in the Gothic Quarter' },
    userId: randomUUID(),
    customerEmail: 'ana@example.test',
    spots: 3,
    lineItems: [{ name: 'Tapas walk in the Gothic Quarter · Person', quantity: 3, unitAmountCents: 1500 }],
    discount: null,
    amountCents: 4500,
    successUrl: 'http://localhost:3000/bookings/paid?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/activity/a1?checkout=cancelled',
    expiresAt: new Date(Date.now() + 2 * HOUR_MS),
    ...overrides,
  };
}

/** A Stripe event with its Stripe-Signature header, signed with `secret`. */
export function signed(event: { type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  return { payload, signature: stripeWebhooks.generateTestHeaderString({ payload, secret }) };
}

export function useStripeProvider() {
  const ctx = {} as { stripe: FakeStripe; provider: PaymentProvider };

  beforeAll(async () => {
    ctx.stripe = await startFakeStripe();
    ctx.provider = createStripeProvider({
      secretKey: 'sk_test_provider',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: ctx.stripe.url,
    });
  });
  afterAll(async () => {
    await ctx.stripe?.close();
  });

  const requestsTo = (path: string) => ctx.stripe.requests.filter((r) => r.path === path);

  async function paidCheckout(overrides: Partial<CheckoutRequest> = {}) {
    const sent = checkoutRequest(overrides);
    const checkout = await ctx.provider.createCheckout(sent);
    const session = ctx.stripe.completeSession(checkout.id);
    return { sent, checkout, session, paymentId: String(session.payment_intent) };
  }

  /** A booking paid before separate transfers: a destination charge of 4500 to acct_host123, fee 450. */
  async function paidDestinationCharge() {
    const url = new URL(ctx.stripe.url);
    const raw = new Stripe('sk_test_provider', { host: url.hostname, port: url.port, protocol: 'http' });
    const session = await raw.checkout.sessions.create({
      mode: 'payment',
      currency: 'eur',
      line_items: [
        { price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Old' } }, quantity: 3 },
      ],
      payment_intent_data: { application_fee_amount: 450, transfer_data: { destination: 'acct_host123' } },
      success_url: 'http://localhost:3000/bookings',
    });
    return String(ctx.stripe.completeSession(session.id).payment_intent);
  }

  /** A connected account Stripe can pay (onboarded), under a fresh id. */
  const payableAccount = () => ctx.stripe.addAccount(`acct_${randomUUID().slice(0, 12)}`).id;

  return Object.assign(ctx, { requestsTo, paidCheckout, paidDestinationCharge, payableAccount });
}
