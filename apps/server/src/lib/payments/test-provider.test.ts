import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testProviderAccounts,
  testProviderCheckouts,
  testProviderRefunds,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { ageTestProviderRecords } from '#src/test/provider-clock.ts';
import {
  type CheckoutRequest,
  DestinationChargeError,
  IDEMPOTENCY_KEY_MEMORY_MS,
  InvalidSignatureError,
  TransferRefusedError,
} from './payment-provider.ts';
import { stripeWebhooks } from './stripe-events.ts';
import { checkTestCard } from './test-provider/cards.ts';
import { createTestProvider, type TestPaymentProvider } from './test-provider.ts';

const SECRET = 'whsec_test_provider_secret';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Ana Puig' };

type Delivered = { rawBody: Buffer; signature: string };

describe('the test payment provider', () => {
  let database: TestDatabase;
  let provider: TestPaymentProvider;
  const delivered: Delivered[] = [];
  let deliveryFails = false;

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createTestProvider({
      db: database.db,
      publicUrl: 'http://localhost:3000',
      webhookSecret: SECRET,
      deliver: async (rawBody, signature) => {
        delivered.push({ rawBody, signature });
        if (deliveryFails) throw new Error('webhook handler down');
      },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
    return {
      reference: randomUUID(),
      activity: { id: randomUUID(), title: 'Tapas walk in the Gothic Quarter' },
      userId: randomUUID(),
      customerEmail: 'ana@example.test',
      spots: 3,
      unitPriceCents: 1500,
      successUrl: 'http://localhost:3000/bookings/paid?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/activity/a1',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      ...overrides,
    };
  }

  async function expireNow(id: string) {
    await database.db
      .update(testProviderCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testProviderCheckouts.id, id));
  }

  async function paidCheckout(overrides: Partial<CheckoutRequest> = {}) {
    const req = request(overrides);
    const checkout = await provider.createCheckout(req);
    const outcome = await provider.pay(checkout.id, GOOD_CARD);
    if (outcome.kind !== 'paid') throw new Error(`not paid: ${outcome.kind}`);
    const state = await provider.getCheckout(checkout.id);
    if (!state.paymentId) throw new Error('no payment id');
    return { req, checkout, paymentId: state.paymentId };
  }

  async function account(status: 'enabled' | 'action_required' | 'pending' = 'enabled') {
    const { accountId } = await provider.createConnectedAccount({
      hostId: randomUUID(),
      email: 'host@example.test',
    });
    await database.db
      .update(testProviderAccounts)
      .set({ status })
      .where(eq(testProviderAccounts.id, accountId));
    return accountId;
  }

  async function payable() {
    const paid = await paidCheckout();
    const destination = await account();
    const input = {
      paymentId: paid.paymentId,
      destination,
      amountCents: 4050,
      transferGroup: `activity_${paid.req.activity.id}`,
      idempotencyKey: `transfer-${paid.paymentId}`,
      metadata: { booking_id: 'b1' },
    };
    return { ...paid, destination, input };
  }

  it('creates an open checkout charged on the platform, with a page under /pay, the amount and Stripe-like metadata', async () => {
    const req = request();
    const checkout = await provider.createCheckout(req);

    expect(checkout.id).toMatch(/^cs_test_[0-9a-f]{40}$/);
    expect(checkout.url).toBe(`http://localhost:3000/pay/${checkout.id}`);
    expect(await provider.getCheckout(checkout.id)).toEqual({
      id: checkout.id,
      status: 'open',
      paymentId: null,
      amountCents: 4500,
      reference: req.reference,
    });
    const [row] = await database.db
      .select()
      .from(testProviderCheckouts)
      .where(eq(testProviderCheckouts.id, checkout.id));
    expect(row).toMatchObject({
      currency: 'eur',
      description: 'Tapas walk in the Gothic Quarter\u00a0×\u00a03',
      // Charged on the platform: no destination, no fee; the host is paid by a transfer in the group.
      destinationAccount: null,
      applicationFeeCents: null,
      transferGroup: `activity_${req.activity.id}`,
      metadata: {
        payment_session_id: req.reference,
        activity_id: req.activity.id,
        user_id: req.userId,
        spots: '3',
      },
    });
    expect((await provider.createCheckout(request())).id).not.toBe(checkout.id);
  });

  it('pays once with 4242, delivering one signed completed event that reads paid with the reference', async () => {
    const req = request();
    const checkout = await provider.createCheckout(req);
    const before = delivered.length;

    const outcome = await provider.pay(checkout.id, GOOD_CARD);

    expect(outcome).toEqual({
      kind: 'paid',
      redirectUrl: `http://localhost:3000/bookings/paid?session_id=${checkout.id}`,
    });
    const events = delivered.slice(before);
    expect(events).toHaveLength(1);
    const [event] = events;
    if (!event) throw new Error('no event');
    const parsed = provider.parseEvent(event.rawBody, event.signature);
    const state = await provider.getCheckout(checkout.id);
    expect(state).toMatchObject({ status: 'paid', amountCents: 4500, reference: req.reference });
    expect(state.paymentId).toMatch(/^pi_test_/);
    expect(parsed).toEqual({
      id: expect.stringMatching(/^evt_test_/),
      kind: 'checkout.completed',
      checkout: state,
    });
    const body = JSON.parse(event.rawBody.toString());
    expect(body).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: checkout.id,
          object: 'checkout.session',
          payment_status: 'paid',
          currency: 'eur',
          client_reference_id: req.reference,
          metadata: { payment_session_id: req.reference, spots: '3' },
        },
      },
    });

    // Paying again answers paid without charging or announcing twice.
    expect(await provider.pay(checkout.id, GOOD_CARD)).toEqual(outcome);
    expect(delivered.length).toBe(before + 1);
  });

  it('declines the test decline cards with Stripe’s messages and changes nothing', async () => {
    const checkout = await provider.createCheckout(request());
    const before = delivered.length;

    expect(await provider.pay(checkout.id, { ...GOOD_CARD, number: '4000 0000 0000 0002' })).toEqual({
      kind: 'card_error',
      message: 'Your card was declined.',
      field: null,
    });
    expect(await provider.pay(checkout.id, { ...GOOD_CARD, number: '4000000000009995' })).toEqual({
      kind: 'card_error',
      message: 'Your card has insufficient funds.',
      field: null,
    });
    expect(await provider.getCheckout(checkout.id)).toMatchObject({ status: 'open', paymentId: null });
    expect(delivered.length).toBe(before);
  });

  it('checks the card as Stripe’s test mode does', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    const check = (card: Partial<typeof GOOD_CARD>) => checkTestCard({ ...GOOD_CARD, ...card }, now);

    expect(check({})).toBeNull();
    expect(check({ number: '4242424242424242', expiry: '05/26', cvc: '1234' })).toBeNull();
    expect(check({ number: '4242 4242' })).toEqual({
      message: 'Your card number is incomplete.',
      field: 'number',
    });
    expect(check({ number: '4242 4242 4242 4241' })).toEqual({
      message: 'Your card number is invalid.',
      field: 'number',
    });
    expect(check({ number: '5555 5555 5555 4444' })).toEqual({
      message: 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
      field: 'number',
    });
    expect(check({ expiry: '04/26' })).toEqual({
      message: "Your card's expiration date is in the past.",
      field: 'expiry',
    });
    expect(check({ expiry: '13/30' })?.field).toBe('expiry');
    expect(check({ expiry: '1230' })?.field).toBe('expiry');
    expect(check({ cvc: '12' })).toEqual({
      message: "Your card's security code is incomplete.",
      field: 'cvc',
    });
    expect(check({ cvc: '12a' })?.field).toBe('cvc');
  });

  it('pays once when two payments are submitted at the same time', async () => {
    const checkout = await provider.createCheckout(request());
    const before = delivered.length;

    const outcomes = await Promise.all([
      provider.pay(checkout.id, GOOD_CARD),
      provider.pay(checkout.id, GOOD_CARD),
      provider.pay(checkout.id, GOOD_CARD),
    ]);

    expect(outcomes.map((o) => o.kind)).toEqual(['paid', 'paid', 'paid']);
    expect(delivered.length).toBe(before + 1);
  });

  it('still reports a payment as paid when the event cannot be delivered', async () => {
    const checkout = await provider.createCheckout(request());
    deliveryFails = true;
    try {
      expect((await provider.pay(checkout.id, GOOD_CARD)).kind).toBe('paid');
    } finally {
      deliveryFails = false;
    }
    expect((await provider.getCheckout(checkout.id)).status).toBe('paid');
  });

  it('refuses payment once the checkout has expired, by time or by expireCheckout', async () => {
    const late = await provider.createCheckout(request());
    await expireNow(late.id);
    const expired = await provider.createCheckout(request());
    await provider.expireCheckout(expired.id);
    const before = delivered.length;

    expect(await provider.pay(late.id, GOOD_CARD)).toEqual({ kind: 'expired' });
    expect(await provider.pay(expired.id, GOOD_CARD)).toEqual({ kind: 'expired' });
    expect((await provider.getCheckout(late.id)).status).toBe('expired');
    expect((await provider.getCheckout(expired.id)).status).toBe('expired');
    expect(delivered.length).toBe(before);
  });

  it('leaves a paid checkout paid when asked to expire it', async () => {
    const { checkout, paymentId } = await paidCheckout();

    await provider.expireCheckout(checkout.id);

    expect(await provider.getCheckout(checkout.id)).toMatchObject({ status: 'paid', paymentId });
  });

  it('answers not found for an unknown checkout', async () => {
    await expect(provider.getCheckout('cs_test_unknown')).rejects.toThrow(/No such checkout/);
    expect(await provider.view(`cs_test_${'0'.repeat(40)}`)).toBeNull();
    expect(await provider.pay('cs_test_nope', GOOD_CARD)).toEqual({ kind: 'not_found' });
  });

  it('refunds once per idempotency key, with the same refund id', async () => {
    const { checkout, paymentId } = await paidCheckout();
    const refundedCents = async () => {
      const [row] = await database.db
        .select()
        .from(testProviderCheckouts)
        .where(eq(testProviderCheckouts.id, checkout.id));
      return row?.refundedCents;
    };

    const first = await provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'cancel-b1' });
    const again = await provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'cancel-b1' });

    expect(first.refundId).toMatch(/^re_test_[0-9a-f]{32}$/);
    expect(again).toEqual(first);
    expect(await refundedCents()).toBe(4500);
    await expect(
      provider.refund({ paymentId, amountCents: 100, idempotencyKey: 'cancel-b2' }),
    ).rejects.toThrow(/greater than what is left/);
    expect(await refundedCents()).toBe(4500);
  });

  it('refunds once when the same refund is asked for twice at the same time', async () => {
    const { paymentId } = await paidCheckout();

    const results = await Promise.all([
      provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'k' }),
      provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'k' }),
    ]);

    expect(results[0]).toEqual(results[1]);
  });

  it('refuses a key asked again with other parameters, as Stripe does, and refunds nothing more', async () => {
    const { paymentId } = await paidCheckout();
    const asked = { paymentId, amountCents: 4500, idempotencyKey: 'refund-b3' };

    const first = await provider.refund({ ...asked, metadata: { booking_id: 'b3', reason: 'guest' } });

    await expect(
      provider.refund({ ...asked, metadata: { booking_id: 'b3', reason: 'host' } }),
    ).rejects.toThrow(/same parameters they were first used with/);
    await expect(provider.refund({ ...asked, amountCents: 4000 })).rejects.toThrow(/same parameters/);
    // The same parameters, their metadata in another order, replay the first answer.
    expect(await provider.refund({ ...asked, metadata: { reason: 'guest', booking_id: 'b3' } })).toEqual(
      first,
    );
    const records = await provider.listRecords({ since: new Date(0), limit: 10 });
    expect(records.payments.find((p) => p.paymentId === paymentId)?.refundedCents).toBe(4500);
    expect(records.refunds.filter((r) => r.paymentId === paymentId)).toEqual([
      { id: first.refundId, paymentId, amountCents: 4500, status: 'succeeded' },
    ]);
  });

  it('refuses to refund more than was paid, or a payment it does not know', async () => {
    const { paymentId } = await paidCheckout();

    await expect(
      provider.refund({ paymentId, amountCents: 4501, idempotencyKey: 'too-much' }),
    ).rejects.toThrow(/greater than what is left/);
    await expect(
      provider.refund({ paymentId: 'pi_test_unknown', amountCents: 100, idempotencyKey: 'x' }),
    ).rejects.toThrow(/No such payment/);
  });

  it('refuses an event whose signature does not verify', async () => {
    const payload = JSON.stringify({ id: 'evt_test_x', object: 'event', type: 'ping', data: { object: {} } });
    const forged = stripeWebhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const signed = stripeWebhooks.generateTestHeaderString({ payload, secret: SECRET });

    expect(() => provider.parseEvent(Buffer.from(payload), forged)).toThrow(InvalidSignatureError);
    expect(() => provider.parseEvent(Buffer.from(payload), undefined)).toThrow(InvalidSignatureError);
    expect(() => provider.parseEvent(Buffer.from(payload.replace('ping', 'pong')), signed)).toThrow(
      InvalidSignatureError,
    );
    expect(provider.parseEvent(Buffer.from(payload), signed)).toEqual({
      id: 'evt_test_x',
      kind: 'ignored',
      type: 'ping',
    });
  });

  describe('charge models', () => {
    /** A checkout paid before separate transfers, as the demo data and older rows have it. */
    async function paidDestinationCharge() {
      const { checkout, paymentId } = await paidCheckout();
      await database.db
        .update(testProviderCheckouts)
        .set({ destinationAccount: 'acct_host123', applicationFeeCents: 450, transferGroup: null })
        .where(eq(testProviderCheckouts.id, checkout.id));
      return paymentId;
    }

    it('refunds either kind of charge, refusing to refund one as the other (the host’s share would go astray)', async () => {
      const platform = (await paidCheckout()).paymentId;
      const destination = await paidDestinationCharge();

      await expect(
        provider.refund({
          paymentId: platform,
          amountCents: 100,
          idempotencyKey: 'm1',
          chargeModel: 'destination',
        }),
      ).rejects.toThrow(`Payment ${platform} is a platform charge, not a destination charge`);
      await expect(
        provider.refund({
          paymentId: destination,
          amountCents: 100,
          idempotencyKey: 'm2',
          chargeModel: 'platform',
        }),
      ).rejects.toThrow(`Payment ${destination} is a destination charge, not a platform charge`);

      await provider.refund({
        paymentId: platform,
        amountCents: 1500,
        idempotencyKey: 'm3',
        chargeModel: 'platform',
      });
      await provider.refund({
        paymentId: destination,
        amountCents: 1500,
        idempotencyKey: 'm4',
        chargeModel: 'destination',
      });
      // Unsaid, each is refunded as what it is.
      await provider.refund({ paymentId: platform, amountCents: 100, idempotencyKey: 'm5' });
      await provider.refund({ paymentId: destination, amountCents: 100, idempotencyKey: 'm6' });

      const { payments } = await provider.listRecords({ since: new Date(0), limit: 1000 });
      expect(payments.find((p) => p.paymentId === platform)).toMatchObject({
        refundedCents: 1600,
        chargeModel: 'platform',
        transfer: null,
      });
      // The destination charge's share (4050) less its part of the 1600 refunded (1440).
      expect(payments.find((p) => p.paymentId === destination)).toMatchObject({
        refundedCents: 1600,
        chargeModel: 'destination',
        transfer: { destination: 'acct_host123', amountCents: 2610 },
      });
    });
  });

  describe('transfers', () => {
    it('never transfers from a destination charge: its host was paid with it', async () => {
      const { checkout, paymentId } = await paidCheckout();
      await database.db
        .update(testProviderCheckouts)
        .set({ destinationAccount: 'acct_host123', applicationFeeCents: 450, transferGroup: null })
        .where(eq(testProviderCheckouts.id, checkout.id));
      const destination = await account();

      await expect(
        provider.transfer({
          paymentId,
          destination,
          amountCents: 4050,
          transferGroup: 'activity_old',
          idempotencyKey: `transfer-${paymentId}`,
        }),
      ).rejects.toThrow(DestinationChargeError);
      expect(await transfersTo(destination)).toEqual([]);
    });

    const transfersTo = (destination: string) =>
      database.db
        .select()
        .from(testProviderTransfers)
        .where(eq(testProviderTransfers.destinationAccount, destination));

    it('transfers once per key however often and concurrently it is asked, into its ledger', async () => {
      const { paymentId, destination, input } = await payable();

      const results = await Promise.all([
        provider.transfer(input),
        provider.transfer(input),
        provider.transfer(input),
      ]);
      const again = await provider.transfer(input);

      expect(results[0]?.transferId).toMatch(/^tr_test_[0-9a-f]{32}$/);
      expect(new Set([...results, again].map((r) => r.transferId)).size).toBe(1);
      expect(await transfersTo(destination)).toEqual([
        expect.objectContaining({
          id: results[0]?.transferId,
          paymentId,
          destinationAccount: destination,
          amountCents: 4050,
          reversedCents: 0,
          transferGroup: input.transferGroup,
          // The key it was made under stays with it: findTransfer sees it once the key is forgotten.
          metadata: { booking_id: 'b1', sortim_key: input.idempotencyKey },
          createdAt: expect.any(Date),
        }),
      ]);
    });

    it('refuses a key asked again with other parameters, as Stripe does, and moves nothing more', async () => {
      const { destination, input } = await payable();
      await provider.transfer(input);

      await expect(provider.transfer({ ...input, amountCents: 4000 })).rejects.toThrow(/same parameters/);
      await expect(provider.transfer({ ...input, metadata: { booking_id: 'b2' } })).rejects.toThrow(
        /same parameters/,
      );
      expect(await transfersTo(destination)).toHaveLength(1);
    });

    it('refuses while the account’s payouts are off or not set up, then pays with the same key', async () => {
      const { destination, input } = await payable();
      await database.db
        .update(testProviderAccounts)
        .set({ status: 'action_required' })
        .where(eq(testProviderAccounts.id, destination));

      const refused = provider.transfer(input);
      await expect(refused).rejects.toThrow(TransferRefusedError);
      await expect(refused).rejects.toThrow(
        `The test provider will not pay ${destination} now: its payouts are off until the host completes setup`,
      );
      await expect(provider.transfer({ ...input, destination: await account('pending') })).rejects.toThrow(
        /its payout setup is not finished/,
      );
      await expect(provider.transfer({ ...input, destination: 'acct_demo_nobody' })).rejects.toThrow(
        TransferRefusedError,
      );
      expect(await transfersTo(destination)).toEqual([]);

      await provider.finishOnboarding(destination, 'enabled');
      const { transferId } = await provider.transfer(input);
      expect(await transfersTo(destination)).toEqual([expect.objectContaining({ id: transferId })]);
    });

    it('refuses a payment it does not have, and more than the payment brought in', async () => {
      const { input } = await payable();

      await expect(
        provider.transfer({ ...input, paymentId: 'pi_test_unknown', idempotencyKey: 'x1' }),
      ).rejects.toThrow(/No such payment/);
      await provider.transfer({ ...input, amountCents: 4000, idempotencyKey: 'x2' });
      await expect(provider.transfer({ ...input, amountCents: 501, idempotencyKey: 'x3' })).rejects.toThrow(
        /exceeds what is left of payment pi_test_\w+ \(500 cents\)/,
      );
    });

    it('reverses once per key however often and concurrently asked, never more than is left', async () => {
      const { input } = await payable();
      const { transferId } = await provider.transfer(input);
      const reversal = { transferId, amountCents: 1350, idempotencyKey: `reverse-${transferId}` };

      const results = await Promise.all([
        provider.reverseTransfer(reversal),
        provider.reverseTransfer(reversal),
      ]);
      const again = await provider.reverseTransfer(reversal);

      expect(results[0]?.reversalId).toMatch(/^trr_test_[0-9a-f]{32}$/);
      expect(new Set([...results, again].map((r) => r.reversalId)).size).toBe(1);
      await expect(provider.reverseTransfer({ ...reversal, amountCents: 100 })).rejects.toThrow(
        /same parameters/,
      );
      await expect(
        provider.reverseTransfer({ transferId, amountCents: 2701, idempotencyKey: 'more' }),
      ).rejects.toThrow(/has 2700 cents left to reverse/);
      await expect(
        provider.reverseTransfer({ transferId: 'tr_test_unknown', amountCents: 1, idempotencyKey: 'y' }),
      ).rejects.toThrow(/No such transfer/);
      const [row] = await database.db
        .select()
        .from(testProviderTransfers)
        .where(eq(testProviderTransfers.id, transferId));
      expect(row?.reversedCents).toBe(1350);
      expect(
        await database.db
          .select()
          .from(testProviderTransferReversals)
          .where(eq(testProviderTransferReversals.transferId, transferId)),
      ).toEqual([expect.objectContaining({ id: results[0]?.reversalId, amountCents: 1350 })]);
    });

    it('lists a platform charge with no transfer until one is made, then with it less its reversals', async () => {
      const { paymentId, destination, input } = await payable();
      const before = await provider.listRecords({ since: new Date(0), limit: 1000 });

      const { transferId } = await provider.transfer(input);
      await provider.reverseTransfer({ transferId, amountCents: 1000, idempotencyKey: `r-${transferId}` });
      const after = await provider.listRecords({ since: new Date(0), limit: 1000 });

      expect(before.payments.find((p) => p.paymentId === paymentId)).toMatchObject({
        chargeModel: 'platform',
        transfer: null,
      });
      expect(after.payments.find((p) => p.paymentId === paymentId)).toMatchObject({
        chargeModel: 'platform',
        transfer: { destination, amountCents: 3050 },
      });
    });

    it('shows an account’s transfers, newest first, each with its reversals', async () => {
      const first = await payable();
      const { transferId: older } = await provider.transfer(first.input);
      await provider.reverseTransfer({ transferId: older, amountCents: 1000, idempotencyKey: `r1-${older}` });
      await provider.reverseTransfer({ transferId: older, amountCents: 50, idempotencyKey: `r2-${older}` });
      const second = await paidCheckout();
      const { transferId: newer } = await provider.transfer({
        ...first.input,
        paymentId: second.paymentId,
        amountCents: 2000,
        idempotencyKey: `transfer-${second.paymentId}`,
      });

      const view = await provider.viewAccount(first.destination);

      expect(view?.transfers).toEqual([
        expect.objectContaining({ id: newer, paymentId: second.paymentId, amountCents: 2000, reversals: [] }),
        expect.objectContaining({
          id: older,
          paymentId: first.paymentId,
          amountCents: 4050,
          reversedCents: 1050,
          transferGroup: first.input.transferGroup,
          reversals: [
            expect.objectContaining({ amountCents: 1000, createdAt: expect.any(Date) }),
            expect.objectContaining({ amountCents: 50 }),
          ],
        }),
      ]);
    });
  });

  describe('connected accounts', () => {
    const RETURN_URL = 'http://localhost:3000/become-host?stripe=complete';
    const link = (accountId: string, returnUrl = RETURN_URL) =>
      provider.createOnboardingLink({
        accountId,
        returnUrl,
        refreshUrl: 'http://localhost:3000/host-dashboard',
      });
    const accountRow = async (id: string) => {
      const [row] = await database.db
        .select()
        .from(testProviderAccounts)
        .where(eq(testProviderAccounts.id, id));
      return row;
    };
    const eventsSince = (before: number) =>
      delivered.slice(before).map((e) => provider.parseEvent(e.rawBody, e.signature));

    it('opens a pending account with the host’s e-mail, one per host however often it is asked', async () => {
      const hostId = randomUUID();

      const [first, second] = await Promise.all([
        provider.createConnectedAccount({ hostId, email: 'marta@example.test' }),
        provider.createConnectedAccount({ hostId, email: 'marta@example.test' }),
      ]);
      const other = await provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'joan@example.test',
      });

      expect(first.accountId).toMatch(/^acct_test_[0-9a-f]{32}$/);
      expect(second).toEqual(first);
      expect(other.accountId).not.toBe(first.accountId);
      expect(await accountRow(first.accountId)).toMatchObject({
        email: 'marta@example.test',
        status: 'pending',
      });
      expect(await provider.getConnectedAccountStatus(first.accountId)).toBe('pending');
    });

    it('links to its onboarding page under /pay/connect, carrying the return address', async () => {
      const { accountId } = await provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });

      const { url } = await link(accountId);

      expect(url).toBe(
        `http://localhost:3000/pay/connect/${accountId}?return=${encodeURIComponent(RETURN_URL)}`,
      );
    });

    it('refuses a link back to another site, and a link for an account it does not have', async () => {
      const { accountId } = await provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });

      await expect(link(accountId, 'https://evil.example/become-host')).rejects.toThrow(/return URL/);
      await expect(link(`acct_test_${'0'.repeat(32)}`)).rejects.toThrow(/No such account/);
    });

    it('accepts only addresses on the app’s own origin to send the host back to', () => {
      expect(provider.ownUrl(RETURN_URL)).toBe(RETURN_URL);
      expect(provider.ownUrl('http://localhost:3000/host-dashboard')).toBe(
        'http://localhost:3000/host-dashboard',
      );
      for (const url of [
        'https://evil.example/',
        'http://localhost:3001/become-host',
        'https://localhost:3000/become-host',
        '//evil.example/become-host',
        '/become-host',
        'javascript:alert(1)',
        '',
      ]) {
        expect(provider.ownUrl(url)).toBeNull();
      }
    });

    it('announces a completed setup once, as a signed account.updated with payouts enabled', async () => {
      const { accountId } = await provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });
      const before = delivered.length;

      expect(await provider.finishOnboarding(accountId, 'enabled')).toBe('updated');
      expect(await provider.finishOnboarding(accountId, 'enabled')).toBe('unchanged');

      expect(eventsSince(before)).toEqual([
        { id: expect.stringMatching(/^evt_test_/), kind: 'account.updated', accountId, payoutsEnabled: true },
      ]);
      expect(JSON.parse(delivered.at(-1)?.rawBody.toString() ?? '{}')).toMatchObject({
        type: 'account.updated',
        data: { object: { id: accountId, object: 'account', email: 'a@example.test', country: 'ES' } },
      });
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('enabled');
      expect(await provider.viewAccount(accountId)).toEqual({
        id: accountId,
        email: 'a@example.test',
        status: 'enabled',
        transfers: [],
      });
    });

    it('announces a setup left incomplete as needing action, without payouts', async () => {
      const { accountId } = await provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });
      const before = delivered.length;

      expect(await provider.finishOnboarding(accountId, 'action_required')).toBe('updated');

      expect(eventsSince(before)).toEqual([expect.objectContaining({ accountId, payoutsEnabled: false })]);
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('action_required');
    });

    it('keeps the change when its event cannot be delivered', async () => {
      const { accountId } = await provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });
      deliveryFails = true;
      try {
        expect(await provider.finishOnboarding(accountId, 'enabled')).toBe('updated');
      } finally {
        deliveryFails = false;
      }
      expect(await provider.getConnectedAccountStatus(accountId)).toBe('enabled');
    });

    it('reads and onboards an account the demo data wrote under its own id', async () => {
      await database.db
        .insert(testProviderAccounts)
        .values({ id: 'acct_demo_pau', email: 'pau@sortim.test', status: 'action_required' });
      const before = delivered.length;

      expect(await provider.getConnectedAccountStatus('acct_demo_pau')).toBe('action_required');
      expect((await link('acct_demo_pau')).url).toContain('/pay/connect/acct_demo_pau?return=');
      expect(await provider.finishOnboarding('acct_demo_pau', 'enabled')).toBe('updated');
      expect(eventsSince(before)).toEqual([
        expect.objectContaining({ accountId: 'acct_demo_pau', payoutsEnabled: true }),
      ]);
    });

    it('answers pending for an account it never made, and not found when asked to finish one', async () => {
      const before = delivered.length;

      expect(await provider.getConnectedAccountStatus('acct_demo_marta')).toBe('pending');
      expect(await provider.getConnectedAccountStatus(`acct_test_${'0'.repeat(32)}`)).toBe('pending');
      expect(await provider.getConnectedAccountStatus('not an account; drop table')).toBe('pending');
      expect(await provider.viewAccount('acct_demo_marta')).toBeNull();
      expect(await provider.finishOnboarding(`acct_test_${'0'.repeat(32)}`, 'enabled')).toBe('not_found');
      expect(delivered.length).toBe(before);
    });
  });

  // Last in the file: aging the provider's records ages every record made before.
  describe('keys outlive the provider’s memory (24 hours, as Stripe’s)', () => {
    const HOUR_MS = 60 * 60 * 1000;

    it('replays a transfer within a day of its key’s first use, and makes a second one after', async () => {
      const { paymentId, input } = await payable();
      const half = { ...input, amountCents: 2000 };
      const first = await provider.transfer(half);

      await ageTestProviderRecords(database.db, 23 * HOUR_MS);
      expect(await provider.transfer(half)).toEqual(first);
      await ageTestProviderRecords(database.db, IDEMPOTENCY_KEY_MEMORY_MS - 23 * HOUR_MS);
      const second = await provider.transfer(half);

      expect(second.transferId).not.toBe(first.transferId);
      // Found by listing, whatever the provider remembers: the first made under the key.
      expect(
        await provider.findTransfer({
          paymentId,
          transferGroup: input.transferGroup,
          idempotencyKey: input.idempotencyKey,
        }),
      ).toEqual({ id: first.transferId, amountCents: 2000 });
      const { payments } = await provider.listRecords({ since: new Date(0), limit: 1000 });
      expect(payments.find((p) => p.paymentId === paymentId)?.transfer?.amountCents).toBe(4000);
    });

    it('finds a transfer by its key after the key is forgotten, and nothing for a key never used', async () => {
      const { paymentId, input } = await payable();
      const { transferId } = await provider.transfer(input);
      await ageTestProviderRecords(database.db, 25 * HOUR_MS);
      const find = (changes: Partial<Parameters<TestPaymentProvider['findTransfer']>[0]>) =>
        provider.findTransfer({
          paymentId,
          transferGroup: input.transferGroup,
          idempotencyKey: input.idempotencyKey,
          ...changes,
        });

      expect(await find({})).toEqual({ id: transferId, amountCents: 4050 });
      expect(await find({ idempotencyKey: 'transfer-never-asked' })).toBeNull();
      expect(await find({ transferGroup: 'activity_other' })).toBeNull();
      const other = await paidCheckout();
      expect(await find({ paymentId: other.paymentId })).toBeNull();
    });

    it('reverses again under a forgotten key, and finds the reversal made under it', async () => {
      const { input } = await payable();
      const { transferId } = await provider.transfer(input);
      const reversal = { transferId, amountCents: 1000, idempotencyKey: `reverse-${transferId}` };
      const first = await provider.reverseTransfer(reversal);
      expect(await provider.reverseTransfer(reversal)).toEqual(first);

      await ageTestProviderRecords(database.db, 25 * HOUR_MS);
      const second = await provider.reverseTransfer(reversal);

      expect(second.reversalId).not.toBe(first.reversalId);
      expect(await provider.findReversal({ transferId, idempotencyKey: reversal.idempotencyKey })).toEqual({
        id: first.reversalId,
        amountCents: 1000,
      });
      expect(await provider.findReversal({ transferId, idempotencyKey: 'reverse-never-asked' })).toBeNull();
      const [row] = await database.db
        .select()
        .from(testProviderTransferReversals)
        .where(eq(testProviderTransferReversals.id, first.reversalId));
      expect(row?.metadata).toEqual({ sortim_key: reversal.idempotencyKey });
    });

    it('refunds a second half under a forgotten key, and finds the first refund by its key', async () => {
      const { paymentId } = await paidCheckout();
      const half = {
        paymentId,
        amountCents: 2250,
        idempotencyKey: `refund-${paymentId}`,
        metadata: { booking_id: 'b1' },
      };
      const first = await provider.refund(half);

      await ageTestProviderRecords(database.db, 25 * HOUR_MS);
      expect(await provider.findRefund({ paymentId, idempotencyKey: half.idempotencyKey })).toEqual({
        id: first.refundId,
        amountCents: 2250,
      });
      expect(await provider.findRefund({ paymentId, idempotencyKey: 'refund-never-asked' })).toBeNull();
      const second = await provider.refund(half);

      // What the finding warns of: the guest got a second half. A caller asks findRefund first.
      expect(second.refundId).not.toBe(first.refundId);
      const { payments, refunds } = await provider.listRecords({ since: new Date(0), limit: 1000 });
      expect(payments.find((p) => p.paymentId === paymentId)?.refundedCents).toBe(4500);
      expect(refunds.filter((r) => r.paymentId === paymentId)).toEqual([
        { id: first.refundId, paymentId, amountCents: 2250, status: 'succeeded' },
        { id: second.refundId, paymentId, amountCents: 2250, status: 'succeeded' },
      ]);
      await expect(provider.refund({ ...half, idempotencyKey: `refund-more-${paymentId}` })).rejects.toThrow(
        /greater than what is left/,
      );
    });

    it('keeps the key in each object’s metadata, beside the caller’s', async () => {
      const { paymentId, input } = await payable();
      const { transferId } = await provider.transfer(input);
      await provider.refund({
        paymentId,
        amountCents: 100,
        idempotencyKey: 'k-refund',
        metadata: { a: '1' },
      });

      const [transfer] = await database.db
        .select()
        .from(testProviderTransfers)
        .where(eq(testProviderTransfers.id, transferId));
      const [refund] = await database.db
        .select()
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.paymentId, paymentId));
      expect(transfer?.metadata).toEqual({ booking_id: 'b1', sortim_key: input.idempotencyKey });
      expect(refund?.metadata).toEqual({ a: '1', sortim_key: 'k-refund' });
    });

    it('still refuses a remembered key asked with other parameters, or for another kind of request', async () => {
      const { paymentId, input } = await payable();
      await provider.transfer(input);

      await expect(provider.transfer({ ...input, amountCents: 100 })).rejects.toThrow(/same parameters/);
      await expect(
        provider.refund({ paymentId, amountCents: 100, idempotencyKey: input.idempotencyKey }),
      ).rejects.toThrow(/same parameters/);
    });
  });
});
