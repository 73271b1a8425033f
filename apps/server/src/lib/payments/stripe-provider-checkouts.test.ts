import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startFakeStripe } from '#src/test/fake-stripe.ts';
import { checkoutRequest, useStripeProvider, WEBHOOK_SECRET } from '#src/test/stripe-provider-harness.ts';
import { createStripeProvider, stripeExpiresAt } from './stripe-provider.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const ctx = useStripeProvider();
const { requestsTo, paidCheckout } = ctx;

describe('the Stripe payment provider', () => {
  describe('createCheckout', () => {
    it('charges each line at its price on the platform, in the activity’s transfer group, with no destination or fee', async () => {
      const sent = checkoutRequest();
      const before = Date.now();

      const checkout = await ctx.provider.createCheckout(sent);

      const [create] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(create?.method).toBe('POST');
      expect(create?.params).toMatchObject({
        mode: 'payment',
        currency: 'eur',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '1500',
        'line_items[0][price_data][product_data][name]': 'Tapas walk in the Gothic Quarter · Person',
        'line_items[0][quantity]': '3',
        'payment_intent_data[transfer_group]': `activity_${sent.activity.id}`,
        'payment_intent_data[metadata][payment_session_id]': sent.reference,
        'metadata[payment_session_id]': sent.reference,
        'metadata[activity_id]': sent.activity.id,
        'metadata[user_id]': sent.userId,
        'metadata[spots]': '3',
        client_reference_id: sent.reference,
        customer_email: 'ana@example.test',
        success_url: 'http://localhost:3000/bookings/paid?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/activity/a1?checkout=cancelled',
      });
      expect(create?.params['line_items[1][quantity]']).toBeUndefined();
      // Nothing goes to the host with the payment: the transfer job pays them after the activity.
      expect(
        Object.keys(create?.params ?? {}).filter((k) => /transfer_data|application_fee/.test(k)),
      ).toEqual([]);
      // Made on the platform's account, not on behalf of the host's.
      expect(create?.stripeAccount).toBeNull();
      expect(create?.headers.authorization).toBe('Bearer sk_test_provider');
      const expiresAtMs = Number(create?.params.expires_at) * 1000;
      expect(expiresAtMs).toBeGreaterThanOrEqual(before + 30 * MINUTE_MS);
      expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);

      expect(checkout).toEqual({
        id: expect.stringMatching(/^cs_test_/),
        url: `${ctx.stripe.url}/c/pay/${checkout.id}`,
      });
      expect(ctx.stripe.sessions.get(checkout.id)).toMatchObject({ amount_total: 4500, currency: 'eur' });
    });

    it('shows the cancellation policy above the pay button (custom_text.submit.message), only when given', async () => {
      const message =
        'Full refund if you cancel before Saturday, December 5th, 2026 · 18:00; no refund after that.';
      await ctx.provider.createCheckout({ ...checkoutRequest(), submitMessage: message });
      const [withPolicy] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(withPolicy?.params['custom_text[submit][message]']).toBe(message);

      await ctx.provider.createCheckout(checkoutRequest());
      const [without] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(Object.keys(without?.params ?? {}).filter((k) => k.startsWith('custom_text'))).toEqual([]);
    });

    it('asks for the requested expiry when Stripe accepts it', async () => {
      const expiresAt = new Date(Math.floor((Date.now() + 2 * HOUR_MS) / 1000) * 1000);

      await ctx.provider.createCheckout(checkoutRequest({ expiresAt }));

      const [create] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(Number(create?.params.expires_at)).toBe(expiresAt.getTime() / 1000);
    });

    it('sends the same idempotency key and parameters when retried, and gets the same session', async () => {
      // A hold shorter than Stripe's 30 minutes: the expiry sent is moved, and must not move again on retry.
      const sent = checkoutRequest({ expiresAt: new Date(Date.now() + 15 * MINUTE_MS) });
      const sessionsBefore = ctx.stripe.sessions.size;

      const first = await ctx.provider.createCheckout(sent);
      const retried = await ctx.provider.createCheckout(sent);

      expect(retried).toEqual(first);
      expect(ctx.stripe.sessions.size).toBe(sessionsBefore + 1);
      const [a, b] = requestsTo('/v1/checkout/sessions').slice(-2);
      expect(a?.idempotencyKey).toBe(`checkout-${sent.reference}`);
      expect(b?.idempotencyKey).toBe(`checkout-${sent.reference}`);
      expect(b?.params).toEqual(a?.params);
    });

    it('opens a new session for a page that replaces another of the same hold (a key of its own)', async () => {
      const sent = checkoutRequest({ expiresAt: new Date(Date.now() + 20 * HOUR_MS) });
      const first = await ctx.provider.createCheckout(sent);

      const next = await ctx.provider.createCheckout({ ...sent, replacesPage: first.id });

      expect(next.id).not.toBe(first.id);
      const [, b] = requestsTo('/v1/checkout/sessions').slice(-2);
      expect(b?.idempotencyKey).toBe(`checkout-${sent.reference}-after-${first.id}`);
      expect(b?.params).toMatchObject({ 'metadata[payment_session_id]': sent.reference });
    });

    it('takes a code’s discount off as a one-off coupon, made once under the checkout’s key', async () => {
      const sent = checkoutRequest({
        lineItems: [
          { name: 'Tapas walk · Adult', quantity: 2, unitAmountCents: 1500 },
          { name: 'Tapas walk · Child', quantity: 1, unitAmountCents: 800 },
        ],
        discount: { name: 'Code FRIENDS', amountCents: 760 },
        amountCents: 3040,
      });
      const couponsBefore = ctx.stripe.coupons.size;

      const first = await ctx.provider.createCheckout(sent);
      const retried = await ctx.provider.createCheckout(sent);

      expect(retried).toEqual(first);
      expect(ctx.stripe.coupons.size).toBe(couponsBefore + 1);
      const made = requestsTo('/v1/coupons').slice(-2);
      expect(made.map((r) => r.idempotencyKey)).toEqual([
        `coupon-${sent.reference}`,
        `coupon-${sent.reference}`,
      ]);
      expect(made[0]?.params).toEqual({
        amount_off: '760',
        currency: 'eur',
        duration: 'once',
        max_redemptions: '1',
        name: 'Code FRIENDS',
      });
      const coupon = [...ctx.stripe.coupons.values()].at(-1);
      const [create] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(create?.params['discounts[0][coupon]']).toBe(coupon?.id);
      expect(ctx.stripe.sessions.get(first.id)).toMatchObject({ amount_subtotal: 3800, amount_total: 3040 });

      // Paid, the coupon is spent: its one redemption is used.
      const paid = ctx.stripe.completeSession(first.id);
      expect(ctx.stripe.paymentIntents.get(String(paid.payment_intent))?.amount).toBe(3040);
      expect(ctx.stripe.coupons.get(coupon?.id ?? '')).toMatchObject({ times_redeemed: 1, valid: false });
    });

    it('makes no coupon for a checkout without a discount', async () => {
      const before = requestsTo('/v1/coupons').length;
      const checkout = await ctx.provider.createCheckout(checkoutRequest());
      expect(requestsTo('/v1/coupons').length).toBe(before);
      expect(ctx.stripe.sessions.get(checkout.id)).toMatchObject({
        amount_subtotal: 4500,
        amount_total: 4500,
      });
    });

    it('fails when Stripe refuses the checkout', async () => {
      await expect(
        ctx.provider.createCheckout(
          checkoutRequest({ lineItems: [{ name: 'Free', quantity: 1, unitAmountCents: 0 }], amountCents: 0 }),
        ),
      ).rejects.toThrow(Stripe.errors.StripeInvalidRequestError);
    });
  });

  describe('stripeExpiresAt', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const seconds = (date: Date) => date.getTime() / 1000;

    it('keeps an expiry inside Stripe’s window of 30 minutes to 24 hours', () => {
      expect(stripeExpiresAt(at(2 * HOUR_MS), now)).toBe(seconds(at(2 * HOUR_MS)));
      expect(stripeExpiresAt(at(23 * HOUR_MS), now)).toBe(seconds(at(23 * HOUR_MS)));
    });

    it('moves a sooner expiry by whole half hours, the same way on a retry a little later', () => {
      const requested = at(15 * MINUTE_MS);

      expect(stripeExpiresAt(requested, now)).toBe(seconds(at(45 * MINUTE_MS)));
      expect(stripeExpiresAt(requested, at(40_000))).toBe(seconds(at(45 * MINUTE_MS)));
      expect(stripeExpiresAt(at(-5 * MINUTE_MS), now)).toBe(seconds(at(55 * MINUTE_MS)));
    });

    it('brings a later expiry back within 24 hours', () => {
      const sent = stripeExpiresAt(at(72 * HOUR_MS), now);

      expect(sent).toBeLessThanOrEqual(seconds(at(24 * HOUR_MS)));
      expect(sent).toBeGreaterThan(seconds(at(23 * HOUR_MS)));
    });
  });

  describe('getCheckout', () => {
    it('reads an open, a paid and an expired checkout', async () => {
      const sent = checkoutRequest();
      const open = await ctx.provider.createCheckout(sent);
      const { checkout: paid, paymentId } = await paidCheckout();
      const expired = await ctx.provider.createCheckout(checkoutRequest());
      ctx.stripe.expireSession(expired.id);

      expect(await ctx.provider.getCheckout(open.id)).toEqual({
        id: open.id,
        status: 'open',
        paymentId: null,
        amountCents: 4500,
        reference: sent.reference,
      });
      expect(await ctx.provider.getCheckout(paid.id)).toMatchObject({
        status: 'paid',
        paymentId,
        amountCents: 4500,
      });
      expect(await ctx.provider.getCheckout(expired.id)).toMatchObject({
        status: 'expired',
        paymentId: null,
      });
      expect(requestsTo(`/v1/checkout/sessions/${open.id}`)).toEqual([
        expect.objectContaining({ method: 'GET' }),
      ]);
    });

    it('fails for a checkout Stripe does not know', async () => {
      await expect(ctx.provider.getCheckout('cs_test_unknown')).rejects.toThrow(/No such checkout.session/);
    });
  });

  describe('expireCheckout', () => {
    it('expires an open checkout', async () => {
      const { id } = await ctx.provider.createCheckout(checkoutRequest());

      await ctx.provider.expireCheckout(id);

      expect(ctx.stripe.sessions.get(id)?.status).toBe('expired');
      expect(requestsTo(`/v1/checkout/sessions/${id}/expire`)).toHaveLength(1);
    });

    it('leaves a paid or an expired checkout as it is', async () => {
      const { checkout: paid } = await paidCheckout();
      const expired = await ctx.provider.createCheckout(checkoutRequest());
      ctx.stripe.expireSession(expired.id);

      await ctx.provider.expireCheckout(paid.id);
      await ctx.provider.expireCheckout(expired.id);

      expect(ctx.stripe.sessions.get(paid.id)?.status).toBe('complete');
      expect(ctx.stripe.sessions.get(expired.id)?.status).toBe('expired');
    });

    it('leaves a checkout paid while it was being expired', async () => {
      const { id } = await ctx.provider.createCheckout(checkoutRequest());
      ctx.stripe.beforeAnswer = (r) => {
        if (r.path === `/v1/checkout/sessions/${id}/expire`) ctx.stripe.completeSession(id);
      };

      try {
        await ctx.provider.expireCheckout(id);
      } finally {
        ctx.stripe.beforeAnswer = null;
      }

      expect(ctx.stripe.sessions.get(id)?.status).toBe('complete');
      expect(requestsTo(`/v1/checkout/sessions/${id}/expire`)).toHaveLength(1);
    });

    it('does not hide that Stripe could not be reached', async () => {
      const gone = await startFakeStripe();
      await gone.close();
      const unreachable = createStripeProvider({
        secretKey: 'sk_test_provider',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: gone.url,
      });

      await expect(unreachable.expireCheckout('cs_test_any')).rejects.toThrow(
        Stripe.errors.StripeConnectionError,
      );
    });
  });
});
