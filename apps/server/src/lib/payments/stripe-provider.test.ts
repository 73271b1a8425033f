import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '#src/test/fake-stripe.ts';
import {
  type CheckoutRequest,
  DestinationChargeError,
  InvalidSignatureError,
  type PaymentProvider,
  TransferRefusedError,
} from './payment-provider.ts';
import { stripeWebhooks } from './stripe-events.ts';
import { createStripeProvider, stripeExpiresAt } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_stripe_provider_test';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    reference: randomUUID(),
    activity: { id: randomUUID(), title: 'Tapas walk in the Gothic Quarter' },
    userId: randomUUID(),
    customerEmail: 'ana@example.test',
    spots: 3,
    unitPriceCents: 1500,
    successUrl: 'http://localhost:3000/bookings/paid?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/activity/a1?checkout=cancelled',
    expiresAt: new Date(Date.now() + 2 * HOUR_MS),
    ...overrides,
  };
}

function signed(event: { type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  return { payload, signature: stripeWebhooks.generateTestHeaderString({ payload, secret }) };
}

describe('the Stripe payment provider', () => {
  let stripe: FakeStripe;
  let provider: PaymentProvider;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    provider = createStripeProvider({
      secretKey: 'sk_test_provider',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripe.url,
    });
  });
  afterAll(async () => {
    await stripe?.close();
  });

  const requestsTo = (path: string) => stripe.requests.filter((r) => r.path === path);

  async function paidCheckout(overrides: Partial<CheckoutRequest> = {}) {
    const sent = request(overrides);
    const checkout = await provider.createCheckout(sent);
    const session = stripe.completeSession(checkout.id);
    return { sent, checkout, session, paymentId: String(session.payment_intent) };
  }

  /** A booking paid before separate transfers: a destination charge of 4500 to acct_host123, fee 450. */
  async function paidDestinationCharge() {
    const url = new URL(stripe.url);
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
    return String(stripe.completeSession(session.id).payment_intent);
  }

  /** A connected account Stripe can pay (onboarded), under a fresh id. */
  const payableAccount = () => stripe.addAccount(`acct_${randomUUID().slice(0, 12)}`).id;

  describe('createCheckout', () => {
    it('charges spots x unit price on the platform, in the activity’s transfer group, with no destination or fee', async () => {
      const sent = request();
      const before = Date.now();

      const checkout = await provider.createCheckout(sent);

      const [create] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(create?.method).toBe('POST');
      expect(create?.params).toMatchObject({
        mode: 'payment',
        currency: 'eur',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '1500',
        'line_items[0][price_data][product_data][name]': 'Tapas walk in the Gothic Quarter',
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
        url: `${stripe.url}/c/pay/${checkout.id}`,
      });
      expect(stripe.sessions.get(checkout.id)).toMatchObject({ amount_total: 4500, currency: 'eur' });
    });

    it('shows the cancellation policy above the pay button (custom_text.submit.message), only when given', async () => {
      const message =
        'Full refund if you cancel before Saturday, December 5th, 2026 · 18:00; no refund after that.';
      await provider.createCheckout({ ...request(), submitMessage: message });
      const [withPolicy] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(withPolicy?.params['custom_text[submit][message]']).toBe(message);

      await provider.createCheckout(request());
      const [without] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(Object.keys(without?.params ?? {}).filter((k) => k.startsWith('custom_text'))).toEqual([]);
    });

    it('asks for the requested expiry when Stripe accepts it', async () => {
      const expiresAt = new Date(Math.floor((Date.now() + 2 * HOUR_MS) / 1000) * 1000);

      await provider.createCheckout(request({ expiresAt }));

      const [create] = requestsTo('/v1/checkout/sessions').slice(-1);
      expect(Number(create?.params.expires_at)).toBe(expiresAt.getTime() / 1000);
    });

    it('sends the same idempotency key and parameters when retried, and gets the same session', async () => {
      // A hold shorter than Stripe's 30 minutes: the expiry sent is moved, and must not move again on retry.
      const sent = request({ expiresAt: new Date(Date.now() + 15 * MINUTE_MS) });
      const sessionsBefore = stripe.sessions.size;

      const first = await provider.createCheckout(sent);
      const retried = await provider.createCheckout(sent);

      expect(retried).toEqual(first);
      expect(stripe.sessions.size).toBe(sessionsBefore + 1);
      const [a, b] = requestsTo('/v1/checkout/sessions').slice(-2);
      expect(a?.idempotencyKey).toBe(`checkout-${sent.reference}`);
      expect(b?.idempotencyKey).toBe(`checkout-${sent.reference}`);
      expect(b?.params).toEqual(a?.params);
    });

    it('fails when Stripe refuses the checkout', async () => {
      await expect(provider.createCheckout(request({ unitPriceCents: 0 }))).rejects.toThrow(
        Stripe.errors.StripeInvalidRequestError,
      );
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
      const sent = request();
      const open = await provider.createCheckout(sent);
      const { checkout: paid, paymentId } = await paidCheckout();
      const expired = await provider.createCheckout(request());
      stripe.expireSession(expired.id);

      expect(await provider.getCheckout(open.id)).toEqual({
        id: open.id,
        status: 'open',
        paymentId: null,
        amountCents: 4500,
        reference: sent.reference,
      });
      expect(await provider.getCheckout(paid.id)).toMatchObject({
        status: 'paid',
        paymentId,
        amountCents: 4500,
      });
      expect(await provider.getCheckout(expired.id)).toMatchObject({ status: 'expired', paymentId: null });
      expect(requestsTo(`/v1/checkout/sessions/${open.id}`)).toEqual([
        expect.objectContaining({ method: 'GET' }),
      ]);
    });

    it('fails for a checkout Stripe does not know', async () => {
      await expect(provider.getCheckout('cs_test_unknown')).rejects.toThrow(/No such checkout.session/);
    });
  });

  describe('expireCheckout', () => {
    it('expires an open checkout', async () => {
      const { id } = await provider.createCheckout(request());

      await provider.expireCheckout(id);

      expect(stripe.sessions.get(id)?.status).toBe('expired');
      expect(requestsTo(`/v1/checkout/sessions/${id}/expire`)).toHaveLength(1);
    });

    it('leaves a paid or an expired checkout as it is', async () => {
      const { checkout: paid } = await paidCheckout();
      const expired = await provider.createCheckout(request());
      stripe.expireSession(expired.id);

      await provider.expireCheckout(paid.id);
      await provider.expireCheckout(expired.id);

      expect(stripe.sessions.get(paid.id)?.status).toBe('complete');
      expect(stripe.sessions.get(expired.id)?.status).toBe('expired');
    });

    it('leaves a checkout paid while it was being expired', async () => {
      const { id } = await provider.createCheckout(request());
      stripe.beforeAnswer = (r) => {
        if (r.path === `/v1/checkout/sessions/${id}/expire`) stripe.completeSession(id);
      };

      try {
        await provider.expireCheckout(id);
      } finally {
        stripe.beforeAnswer = null;
      }

      expect(stripe.sessions.get(id)?.status).toBe('complete');
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

  describe('refund', () => {
    it('refunds part of a platform charge from the platform’s balance only, reversing nothing', async () => {
      const { paymentId } = await paidCheckout();

      const { refundId } = await provider.refund({
        paymentId,
        amountCents: 1500,
        idempotencyKey: 'cancel-1',
        chargeModel: 'platform',
      });

      const [sent] = requestsTo('/v1/refunds').slice(-1);
      // The key goes in the refund's metadata too: findRefund still sees it once Stripe forgot the key.
      expect(sent?.params).toEqual({
        payment_intent: paymentId,
        amount: '1500',
        'metadata[sortim_key]': 'cancel-1',
      });
      expect(sent?.idempotencyKey).toBe('cancel-1');
      expect(stripe.refunds.find((r) => r.id === refundId)).toMatchObject({
        amount: 1500,
        payment_intent: paymentId,
        reverse_transfer: false,
        refund_application_fee: false,
      });
      expect(requestsTo(`/v1/payment_intents/${paymentId}`)).toEqual([]);
    });

    it('refunds a destination charge (paid before transfers) with the host’s share and the platform fee', async () => {
      const paymentId = await paidDestinationCharge();
      const transferId = stripe.paymentIntents.get(paymentId)?.transferId ?? '';

      await provider.refund({
        paymentId,
        amountCents: 1500,
        idempotencyKey: `old-${paymentId}`,
        chargeModel: 'destination',
      });

      const [sent] = requestsTo('/v1/refunds').slice(-1);
      expect(sent?.params).toEqual({
        payment_intent: paymentId,
        amount: '1500',
        'metadata[sortim_key]': `old-${paymentId}`,
        reverse_transfer: 'true',
        refund_application_fee: 'true',
      });
      // A third of the payment refunded: a third of the host's 4050 comes back from them.
      expect(stripe.transfers.get(transferId)).toMatchObject({ amount: 4050, amount_reversed: 1350 });
    });

    it('reads how the payment was charged when the caller does not say', async () => {
      const platform = (await paidCheckout()).paymentId;
      const destination = await paidDestinationCharge();

      await provider.refund({ paymentId: platform, amountCents: 100, idempotencyKey: `a-${platform}` });
      await provider.refund({ paymentId: destination, amountCents: 100, idempotencyKey: `a-${destination}` });

      const [first, second] = requestsTo('/v1/refunds').slice(-2);
      expect(first?.params).toEqual({
        payment_intent: platform,
        amount: '100',
        'metadata[sortim_key]': `a-${platform}`,
      });
      expect(second?.params).toMatchObject({ reverse_transfer: 'true', refund_application_fee: 'true' });
      expect(requestsTo(`/v1/payment_intents/${platform}`)).toHaveLength(1);
      expect(requestsTo(`/v1/payment_intents/${destination}`)).toHaveLength(1);
    });

    it('refunds once however often it is asked with one idempotency key', async () => {
      const { paymentId } = await paidCheckout();
      const input = {
        paymentId,
        amountCents: 4500,
        idempotencyKey: `late-payment-${randomUUID()}`,
        chargeModel: 'platform' as const,
      };

      const first = await provider.refund(input);
      const again = await provider.refund(input);

      expect(again).toEqual(first);
      expect(stripe.refunds.filter((r) => r.payment_intent === paymentId)).toHaveLength(1);
      expect(
        requestsTo('/v1/refunds')
          .slice(-2)
          .map((r) => r.idempotencyKey),
      ).toEqual([input.idempotencyKey, input.idempotencyKey]);
    });

    it('fails to refund more than is left of the payment', async () => {
      const { paymentId } = await paidCheckout();
      await provider.refund({ paymentId, amountCents: 4000, idempotencyKey: randomUUID() });

      await expect(
        provider.refund({ paymentId, amountCents: 1000, idempotencyKey: randomUUID() }),
      ).rejects.toThrow(/greater than unrefunded amount/);
    });
  });

  describe('transfer', () => {
    async function paidAndPayable() {
      const paid = await paidCheckout();
      const charge = stripe.paymentIntents.get(paid.paymentId)?.chargeId;
      return { ...paid, charge, destination: payableAccount() };
    }

    it('pays the host’s share to their account, funded by the payment’s charge, in the activity’s group', async () => {
      const { sent, paymentId, charge, destination } = await paidAndPayable();
      const group = `activity_${sent.activity.id}`;

      const { transferId } = await provider.transfer({
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: group,
        idempotencyKey: `transfer-${paymentId}`,
        metadata: { booking_id: 'b1' },
      });

      const [create] = requestsTo('/v1/transfers').slice(-1);
      expect(create?.method).toBe('POST');
      expect(create?.params).toEqual({
        amount: '4050',
        currency: 'eur',
        destination,
        transfer_group: group,
        source_transaction: charge,
        'metadata[booking_id]': 'b1',
        'metadata[sortim_key]': `transfer-${paymentId}`,
      });
      expect(create?.idempotencyKey).toBe(`transfer-${paymentId}`);
      expect(stripe.transfers.get(transferId)).toMatchObject({
        amount: 4050,
        destination,
        source_transaction: charge,
        transfer_group: group,
        metadata: { booking_id: 'b1', sortim_key: `transfer-${paymentId}` },
      });
    });

    it('transfers once however often (and however concurrently) it is asked with one key', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      const [first, second] = await Promise.all([provider.transfer(input), provider.transfer(input)]);
      const third = await provider.transfer(input);

      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect([...stripe.transfers.values()].filter((t) => t.destination === destination)).toHaveLength(1);
      // The same key with other parameters is Stripe's idempotency_error, and moves nothing.
      await expect(provider.transfer({ ...input, amountCents: 4000 })).rejects.toThrow(
        Stripe.errors.StripeIdempotencyError,
      );
      expect([...stripe.transfers.values()].filter((t) => t.destination === destination)).toHaveLength(1);
    });

    it('is refused while the account’s payouts are off, and pays with the same key once they are back', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const onboarded = stripe.updateAccount(destination, {});
      stripe.updateAccount(destination, {
        payouts_enabled: false,
        requirements: { ...onboarded.requirements, past_due: ['external_account'] },
      });
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      const refused = provider.transfer(input);

      await expect(refused).rejects.toThrow(TransferRefusedError);
      await expect(refused).rejects.toThrow(
        `Stripe will not pay ${destination} now: its payouts are off (requirements due: external_account)`,
      );
      expect(requestsTo('/v1/transfers').filter((r) => r.idempotencyKey === input.idempotencyKey)).toEqual(
        [],
      );

      stripe.onboardAccount(destination);
      const { transferId } = await provider.transfer(input);
      expect(stripe.transfers.get(transferId)?.destination).toBe(destination);
    });

    it('answers the transfer already made when asked again after the account’s payouts went off', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };
      const first = await provider.transfer(input);
      stripe.updateAccount(destination, { payouts_enabled: false });
      const creates = requestsTo('/v1/transfers').filter((r) => r.method === 'POST').length;

      expect(await provider.transfer(input)).toEqual(first);

      expect(requestsTo('/v1/transfers').filter((r) => r.method === 'POST')).toHaveLength(creates);
      expect([...stripe.transfers.values()].filter((t) => t.destination === destination)).toHaveLength(1);
    });

    it('reads Stripe’s own refusal of the account as a refusal, and pays with the same key once it is lifted', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      stripe.refuseTransfers(destination);
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      await expect(provider.transfer(input)).rejects.toThrow(
        /^Stripe will not pay acct_[\w-]+ now: Your destination account needs to have at least one of the following capabilities enabled/,
      );
      await expect(provider.transfer(input)).rejects.toThrow(TransferRefusedError);

      stripe.refuseTransfers(destination, false);
      expect((await provider.transfer(input)).transferId).toMatch(/^tr_/);
    });

    it('throws anything else as it is: an account Stripe does not have, Stripe down', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      await expect(provider.transfer({ ...input, destination: 'acct_unknown' })).rejects.toThrow(
        Stripe.errors.StripePermissionError,
      );
      stripe.failNext('transfer.create', 'error', 3);
      const down = provider.transfer(input);
      await expect(down).rejects.toThrow(Stripe.errors.StripeAPIError);
      await expect(down).rejects.not.toThrow(TransferRefusedError);
    });

    it('never transfers from a destination charge: its host was paid with it', async () => {
      const paymentId = await paidDestinationCharge();
      const transfersBefore = stripe.transfers.size;

      const refused = provider.transfer({
        paymentId,
        destination: payableAccount(),
        amountCents: 4050,
        transferGroup: 'activity_old',
        idempotencyKey: `transfer-${paymentId}`,
      });

      await expect(refused).rejects.toThrow(DestinationChargeError);
      await expect(refused).rejects.toThrow(
        `Payment ${paymentId} is a destination charge: its host's share went to acct_host123 with it`,
      );
      expect(stripe.transfers.size).toBe(transfersBefore);
    });

    it('refuses to transfer more than the payment brought in', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = { paymentId, destination, transferGroup: `activity_${sent.activity.id}` };

      await provider.transfer({ ...input, amountCents: 4000, idempotencyKey: randomUUID() });

      await expect(
        provider.transfer({ ...input, amountCents: 501, idempotencyKey: randomUUID() }),
      ).rejects.toThrow(/exceeds what is left of the source transaction \(500\)/);
    });
  });

  describe('reverseTransfer', () => {
    async function transferred() {
      const { sent, paymentId } = await paidCheckout();
      const destination = payableAccount();
      const { transferId } = await provider.transfer({
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      });
      return { paymentId, transferId };
    }

    it('takes part of a transfer back once however often it is asked with one key', async () => {
      const { transferId } = await transferred();
      const input = {
        transferId,
        amountCents: 1350,
        idempotencyKey: `reverse-${transferId}`,
        metadata: { booking_id: 'b1' },
      };

      const [first, second] = await Promise.all([
        provider.reverseTransfer(input),
        provider.reverseTransfer(input),
      ]);
      const third = await provider.reverseTransfer(input);

      expect(first.reversalId).toMatch(/^trr_/);
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      const [sent] = requestsTo(`/v1/transfers/${transferId}/reversals`).slice(-1);
      expect(sent?.params).toEqual({
        amount: '1350',
        'metadata[booking_id]': 'b1',
        'metadata[sortim_key]': `reverse-${transferId}`,
      });
      expect(sent?.idempotencyKey).toBe(`reverse-${transferId}`);
      expect(stripe.transferReversals.filter((r) => r.transfer === transferId)).toHaveLength(1);
      expect(stripe.transfers.get(transferId)).toMatchObject({ amount_reversed: 1350, reversed: false });
    });

    it('refuses to take back more than is left of the transfer', async () => {
      const { transferId } = await transferred();
      await provider.reverseTransfer({ transferId, amountCents: 4000, idempotencyKey: randomUUID() });

      await expect(
        provider.reverseTransfer({ transferId, amountCents: 51, idempotencyKey: randomUUID() }),
      ).rejects.toThrow(/has 50 cents left to reverse/);
      await expect(
        provider.reverseTransfer({ transferId: 'tr_unknown', amountCents: 1, idempotencyKey: randomUUID() }),
      ).rejects.toThrow(/No such transfer/);
    });
  });

  describe('connected accounts', () => {
    const host = () => ({ hostId: randomUUID(), email: 'marta@example.test' });

    it('opens an Express account in Spain for the host, able to take card payments and transfers', async () => {
      const input = host();

      const { accountId } = await provider.createConnectedAccount(input);

      const [create] = requestsTo('/v1/accounts').slice(-1);
      expect(create?.method).toBe('POST');
      expect(create?.params).toEqual({
        type: 'express',
        country: 'ES',
        email: 'marta@example.test',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        'metadata[host_id]': input.hostId,
      });
      expect(create?.idempotencyKey).toBe(`connect-account-${input.hostId}`);
      expect(create?.stripeAccount).toBeNull();
      expect(accountId).toMatch(/^acct_/);
      expect(stripe.accounts.get(accountId)).toMatchObject({ type: 'express', country: 'ES' });
    });

    it('opens one account when asked twice at the same time for one host', async () => {
      const input = host();
      const before = stripe.accounts.size;

      const [first, second] = await Promise.all([
        provider.createConnectedAccount(input),
        provider.createConnectedAccount(input),
      ]);

      expect(second).toEqual(first);
      expect(stripe.accounts.size).toBe(before + 1);
    });

    it('makes an onboarding link that returns to the app', async () => {
      const { accountId } = await provider.createConnectedAccount(host());

      const link = await provider.createOnboardingLink({
        accountId,
        returnUrl: 'http://localhost:3000/become-host?stripe=complete',
        refreshUrl: 'http://localhost:3000/host-dashboard',
      });

      const [sent] = requestsTo('/v1/account_links').slice(-1);
      expect(sent?.params).toEqual({
        account: accountId,
        type: 'account_onboarding',
        return_url: 'http://localhost:3000/become-host?stripe=complete',
        refresh_url: 'http://localhost:3000/host-dashboard',
      });
      expect(link.url).toBe(stripe.accountLinks.at(-1)?.url);
      expect(link.url).toMatch(new RegExp(`^${stripe.url}/setup/${accountId}/`));
    });

    it('reads a new account as needing action, then pending verification, then enabled', async () => {
      const { accountId } = await provider.createConnectedAccount(host());

      expect(await provider.getConnectedAccountStatus(accountId)).toBe('action_required');

      stripe.updateAccount(accountId, {
        details_submitted: true,
        requirements: {
          currently_due: [],
          eventually_due: [],
          past_due: [],
          pending_verification: ['individual.verification.document'],
          disabled_reason: null,
        },
      });
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('pending');

      stripe.onboardAccount(accountId);
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('enabled');
      expect(requestsTo(`/v1/accounts/${accountId}`).map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    });

    it('reads an account Stripe disabled, or whose payouts are paused, as needing action', async () => {
      const { accountId } = await provider.createConnectedAccount(host());
      const onboarded = stripe.onboardAccount(accountId);

      stripe.updateAccount(accountId, {
        payouts_enabled: false,
        requirements: { ...onboarded.requirements, past_due: ['external_account'] },
      });
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('action_required');

      stripe.updateAccount(accountId, {
        requirements: { ...onboarded.requirements, disabled_reason: 'rejected.fraud' },
      });
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('action_required');
    });

    it('fails for an account it cannot reach, and for a link to one', async () => {
      await expect(provider.getConnectedAccountStatus('acct_unknown')).rejects.toThrow(
        Stripe.errors.StripePermissionError,
      );
      await expect(
        provider.createOnboardingLink({
          accountId: 'acct_unknown',
          returnUrl: 'http://localhost:3000/become-host?stripe=complete',
          refreshUrl: 'http://localhost:3000/host-dashboard',
        }),
      ).rejects.toThrow(/does not have access to account 'acct_unknown'/);
    });

    it('agrees with the account.updated webhook on when payouts are enabled', async () => {
      const { accountId } = await provider.createConnectedAccount(host());
      const eventFor = (object: Record<string, unknown>) => {
        const { payload, signature } = signed({ type: 'account.updated', object });
        return provider.parseEvent(Buffer.from(payload), signature);
      };

      const chargesOnly = stripe.updateAccount(accountId, {
        charges_enabled: true,
        details_submitted: true,
        requirements: {
          currently_due: [],
          eventually_due: [],
          past_due: [],
          pending_verification: ['external_account'],
          disabled_reason: null,
        },
      });
      expect(eventFor(chargesOnly)).toMatchObject({ accountId, payoutsEnabled: false });
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('pending');

      const onboarded = stripe.onboardAccount(accountId);
      expect(eventFor(onboarded)).toMatchObject({ accountId, payoutsEnabled: true });
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('enabled');
    });
  });

  describe('parseEvent', () => {
    const ping = { type: 'ping', object: { id: 'obj_1' } };

    it('accepts an event signed with the webhook secret', () => {
      const { payload, signature } = signed(ping);

      expect(provider.parseEvent(Buffer.from(payload), signature)).toMatchObject({
        kind: 'ignored',
        type: 'ping',
      });
    });

    it('refuses a bad signature, a tampered body and a missing signature', () => {
      const { payload, signature } = signed(ping);
      const forged = signed(ping, 'whsec_someone_else');

      expect(() => provider.parseEvent(Buffer.from(forged.payload), forged.signature)).toThrow(
        InvalidSignatureError,
      );
      expect(() => provider.parseEvent(Buffer.from(payload.replace('obj_1', 'obj_2')), signature)).toThrow(
        InvalidSignatureError,
      );
      expect(() => provider.parseEvent(Buffer.from(payload), undefined)).toThrow(InvalidSignatureError);
    });

    function parse(type: string, object: object) {
      const { payload, signature } = signed({ type, object: { ...object } });
      return {
        id: JSON.parse(payload).id as string,
        event: provider.parseEvent(Buffer.from(payload), signature),
      };
    }

    it('reads a completed checkout with its payment and our reference', async () => {
      const sent = request();
      const { id: checkoutId } = await provider.createCheckout(sent);
      const session = stripe.completeSession(checkoutId);

      const { id, event } = parse('checkout.session.completed', session);

      expect(event).toEqual({
        id,
        kind: 'checkout.completed',
        checkout: {
          id: checkoutId,
          status: 'paid',
          paymentId: session.payment_intent,
          amountCents: 4500,
          reference: sent.reference,
        },
      });
    });

    it('reads an expired checkout', async () => {
      const sent = request();
      const { id: checkoutId } = await provider.createCheckout(sent);

      const { event } = parse('checkout.session.expired', stripe.expireSession(checkoutId));

      expect(event).toMatchObject({
        kind: 'checkout.expired',
        checkout: { id: checkoutId, status: 'expired', paymentId: null, reference: sent.reference },
      });
    });

    it('reads a refunded charge by its payment, with our reference from its metadata', () => {
      const charge = {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_test_1',
        amount: 4500,
        amount_refunded: 1500,
        metadata: { payment_session_id: 'ours-1' },
      };

      expect(parse('charge.refunded', charge).event).toMatchObject({
        kind: 'payment.refunded',
        paymentId: 'pi_test_1',
        amountRefundedCents: 1500,
        reference: 'ours-1',
      });
      expect(parse('charge.refunded', { ...charge, metadata: {} }).event).toMatchObject({ reference: null });
      expect(parse('charge.refunded', { ...charge, payment_intent: null }).event).toMatchObject({
        kind: 'ignored',
        type: 'charge.refunded',
      });
    });

    it('reads whether a connected account can take payments and receive payouts', () => {
      const account = { id: 'acct_host123', object: 'account', charges_enabled: true, payouts_enabled: true };

      expect(parse('account.updated', account).event).toMatchObject({
        kind: 'account.updated',
        accountId: 'acct_host123',
        payoutsEnabled: true,
      });
      expect(parse('account.updated', { ...account, payouts_enabled: false }).event).toMatchObject({
        payoutsEnabled: false,
      });
      expect(parse('account.updated', { ...account, charges_enabled: false }).event).toMatchObject({
        payoutsEnabled: false,
      });
    });

    it('ignores the events the app does not act on', () => {
      expect(
        parse('payment_intent.created', { id: 'pi_test_2', object: 'payment_intent' }).event,
      ).toMatchObject({
        kind: 'ignored',
        type: 'payment_intent.created',
      });
    });
  });

  describe('listRecords', () => {
    it('reads a destination charge paid before transfers with the transfer it made, less what a refund reversed', async () => {
      const paymentId = await paidDestinationCharge();
      await provider.refund({ paymentId, amountCents: 1500, idempotencyKey: `list-${paymentId}` });

      const { payments } = await provider.listRecords({ since: new Date(Date.now() - HOUR_MS), limit: 1000 });

      expect(payments.find((p) => p.paymentId === paymentId)).toMatchObject({
        amountCents: 4500,
        refundedCents: 1500,
        chargeModel: 'destination',
        transfer: { destination: 'acct_host123', amountCents: 2700 },
      });
    });

    it('reads paid checkouts with their charge model, transfers and refunds through every page, and says when it stopped early', async () => {
      const own = await startFakeStripe();
      const listing = createStripeProvider({
        secretKey: 'sk_test_list',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: own.url,
      });
      try {
        const paid: string[] = [];
        for (let i = 0; i < 105; i++) {
          const { id } = await listing.createCheckout(request());
          paid.push(String(own.completeSession(id).payment_intent));
        }
        await listing.createCheckout(request());
        const refunded = paid[7] ?? '';
        await listing.refund({ paymentId: refunded, amountCents: 4500, idempotencyKey: 'list-refund' });
        // The host of one payment was paid, then a third of it was taken back; another's is not paid yet.
        const host = own.addAccount('acct_list_host').id;
        const hostPaid = paid[3] ?? '';
        const { transferId } = await listing.transfer({
          paymentId: hostPaid,
          destination: host,
          amountCents: 4050,
          transferGroup: 'activity_listed',
          idempotencyKey: 'list-transfer',
        });
        await listing.reverseTransfer({ transferId, amountCents: 1350, idempotencyKey: 'list-reversal' });
        const since = new Date(Date.now() - HOUR_MS);

        const all = await listing.listRecords({ since, limit: 1000 });

        expect(all.complete).toBe(true);
        expect(all.payments.map((p) => p.paymentId).sort()).toEqual([...paid].sort());
        expect(all.payments.find((p) => p.paymentId === refunded)).toMatchObject({
          amountCents: 4500,
          refundedCents: 4500,
          chargeModel: 'platform',
          transfer: null,
        });
        expect(all.payments.find((p) => p.paymentId === paid[0])).toMatchObject({
          refundedCents: 0,
          chargeModel: 'platform',
          transfer: null,
        });
        expect(all.payments.find((p) => p.paymentId === hostPaid)).toMatchObject({
          chargeModel: 'platform',
          transfer: { destination: host, amountCents: 2700 },
        });
        expect(all.refunds).toEqual([
          expect.objectContaining({ paymentId: refunded, amountCents: 4500, status: 'succeeded' }),
        ]);
        expect(
          own.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'GET'),
        ).toHaveLength(2);

        const cut = await listing.listRecords({ since, limit: 50 });

        expect(cut.complete).toBe(false);
        expect(cut.payments).toHaveLength(50);
        expect(await listing.listRecords({ since: new Date(Date.now() + HOUR_MS), limit: 10 })).toEqual({
          payments: [],
          refunds: [],
          complete: true,
        });
      } finally {
        await own.close();
      }
    });
  });

  describe('keys outlive Stripe’s memory (24 hours)', () => {
    // A stand-in of its own: its clock moves a day on, which would age every other test's keys.
    let forgetful: FakeStripe;
    let payments: PaymentProvider;

    beforeAll(async () => {
      forgetful = await startFakeStripe();
      payments = createStripeProvider({
        secretKey: 'sk_test_forgetful',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: forgetful.url,
      });
    });
    afterAll(async () => {
      await forgetful?.close();
    });

    async function transferable() {
      const sent = request();
      const checkout = await payments.createCheckout(sent);
      const paymentId = String(forgetful.completeSession(checkout.id).payment_intent);
      const destination = forgetful.addAccount(`acct_${randomUUID().slice(0, 12)}`).id;
      const input = {
        paymentId,
        destination,
        amountCents: 2000,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
        metadata: { booking_id: 'b1' },
      };
      return { paymentId, input };
    }

    it('replays a transfer within a day of its key’s first use, makes a second after, and finds the first by its key', async () => {
      const { paymentId, input } = await transferable();
      const first = await payments.transfer(input);

      forgetful.advanceClock(23 * HOUR_MS);
      expect(await payments.transfer(input)).toEqual(first);
      forgetful.advanceClock(2 * HOUR_MS);
      const second = await payments.transfer(input);

      expect(second.transferId).not.toBe(first.transferId);
      expect(forgetful.transfers.get(first.transferId)?.metadata).toEqual({
        booking_id: 'b1',
        sortim_key: input.idempotencyKey,
      });
      const find = { paymentId, transferGroup: input.transferGroup, idempotencyKey: input.idempotencyKey };
      expect(await payments.findTransfer(find)).toEqual({ id: first.transferId, amountCents: 2000 });
      expect(await payments.findTransfer({ ...find, idempotencyKey: 'transfer-never-asked' })).toBeNull();
    });

    it('finds a transfer only among those the payment funded, in its group', async () => {
      const { paymentId, input } = await transferable();
      const { transferId } = await payments.transfer(input);
      // Another booking of the same activity, paid to the same host in the same group.
      const other = await transferable();
      await payments.transfer({ ...other.input, transferGroup: input.transferGroup });
      forgetful.advanceClock(25 * HOUR_MS);
      const find = { paymentId, transferGroup: input.transferGroup, idempotencyKey: input.idempotencyKey };

      expect(await payments.findTransfer(find)).toEqual({ id: transferId, amountCents: 2000 });
      expect(await payments.findTransfer({ ...find, paymentId: other.paymentId })).toBeNull();
      expect(await payments.findTransfer({ ...find, transferGroup: 'activity_other' })).toBeNull();
      expect(
        forgetful.requests.filter((r) => r.method === 'GET' && r.path === '/v1/transfers').at(-1)?.params,
      ).toMatchObject({ transfer_group: 'activity_other' });
    });

    it('reverses again under a forgotten key, and finds the reversal made under it', async () => {
      const { input } = await transferable();
      const { transferId } = await payments.transfer(input);
      const reversal = { transferId, amountCents: 500, idempotencyKey: `reverse-${transferId}` };
      const first = await payments.reverseTransfer(reversal);
      expect(await payments.reverseTransfer(reversal)).toEqual(first);

      forgetful.advanceClock(25 * HOUR_MS);
      const second = await payments.reverseTransfer(reversal);

      expect(second.reversalId).not.toBe(first.reversalId);
      expect(forgetful.transfers.get(transferId)?.amount_reversed).toBe(1000);
      expect(forgetful.transferReversals.find((r) => r.id === first.reversalId)?.metadata).toEqual({
        sortim_key: reversal.idempotencyKey,
      });
      expect(await payments.findReversal({ transferId, idempotencyKey: reversal.idempotencyKey })).toEqual({
        id: first.reversalId,
        amountCents: 500,
      });
      expect(await payments.findReversal({ transferId, idempotencyKey: 'reverse-never-asked' })).toBeNull();
    });

    it('refunds a second half under a forgotten key, and finds the first refund by its key', async () => {
      const { paymentId } = await transferable();
      const half = {
        paymentId,
        amountCents: 2250,
        idempotencyKey: `refund-${paymentId}`,
        metadata: { booking_id: 'b1' },
        chargeModel: 'platform' as const,
      };
      const first = await payments.refund(half);
      forgetful.advanceClock(23 * HOUR_MS);
      expect(await payments.refund(half)).toEqual(first);

      forgetful.advanceClock(2 * HOUR_MS);
      expect(await payments.findRefund({ paymentId, idempotencyKey: half.idempotencyKey })).toEqual({
        id: first.refundId,
        amountCents: 2250,
      });
      expect(await payments.findRefund({ paymentId, idempotencyKey: 'refund-never-asked' })).toBeNull();
      const second = await payments.refund(half);

      // What the finding warns of: the guest got a second half. A caller asks findRefund first.
      expect(second.refundId).not.toBe(first.refundId);
      expect(forgetful.paymentIntents.get(paymentId)?.amountRefunded).toBe(4500);
      expect(forgetful.refunds.find((r) => r.id === first.refundId)?.metadata).toEqual({
        booking_id: 'b1',
        sortim_key: half.idempotencyKey,
      });
    });

    it('finds a refund whatever its status, and only among the payment’s own', async () => {
      const { paymentId } = await transferable();
      const other = await transferable();
      const key = `refund-${paymentId}`;
      const { refundId } = await payments.refund({
        paymentId,
        amountCents: 100,
        idempotencyKey: key,
        chargeModel: 'platform',
      });
      forgetful.failRefund(refundId);

      expect(await payments.findRefund({ paymentId, idempotencyKey: key })).toEqual({
        id: refundId,
        amountCents: 100,
      });
      expect(await payments.findRefund({ paymentId: other.paymentId, idempotencyKey: key })).toBeNull();
    });
  });
});
