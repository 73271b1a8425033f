import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testProviderCheckouts } from '#src/db/schema.ts';
import { GOOD_CARD, useTestProvider } from '#src/test/test-provider-harness.ts';

const ctx = useTestProvider();
const { request, expireNow, paidCheckout } = ctx;

describe('the test payment provider', () => {
  it('creates an open checkout charged on the platform, with a page under /pay, the amount and Stripe-like metadata', async () => {
    const req = request();
    const checkout = await ctx.provider.createCheckout(req);

    expect(checkout.id).toMatch(/^cs_test_[0-9a-f]{40}$/);
    expect(checkout.url).toBe(`http://localhost:3000/pay/${checkout.id}`);
    expect(await ctx.provider.getCheckout(checkout.id)).toEqual({
      id: checkout.id,
      status: 'open',
      paymentId: null,
      amountCents: 4500,
      reference: req.reference,
    });
    const [row] = await ctx.database.db
      .select()
      .from(testProviderCheckouts)
      .where(eq(testProviderCheckouts.id, checkout.id));
    expect(row).toMatchObject({
      currency: 'eur',
      description: 'Tapas walk in the Gothic Quarter',
      lineItems: [{ name: 'Tapas walk in the Gothic Quarter · Person', quantity: 3, unitAmountCents: 1500 }],
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
    expect((await ctx.provider.createCheckout(request())).id).not.toBe(checkout.id);
  });

  it('pays once with 4242, delivering one signed completed event that reads paid with the reference', async () => {
    const req = request();
    const checkout = await ctx.provider.createCheckout(req);
    const before = ctx.delivered.length;

    const outcome = await ctx.provider.pay(checkout.id, GOOD_CARD);

    expect(outcome).toEqual({
      kind: 'paid',
      redirectUrl: `http://localhost:3000/bookings/paid?session_id=${checkout.id}`,
    });
    const events = ctx.delivered.slice(before);
    expect(events).toHaveLength(1);
    const [event] = events;
    if (!event) throw new Error('no event');
    const parsed = ctx.provider.parseEvent(event.rawBody, event.signature);
    const state = await ctx.provider.getCheckout(checkout.id);
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
    expect(await ctx.provider.pay(checkout.id, GOOD_CARD)).toEqual(outcome);
    expect(ctx.delivered.length).toBe(before + 1);
  });

  it('declines the test decline cards with Stripe’s messages and changes nothing', async () => {
    const checkout = await ctx.provider.createCheckout(request());
    const before = ctx.delivered.length;

    expect(await ctx.provider.pay(checkout.id, { ...GOOD_CARD, number: '4000 0000 0000 0002' })).toEqual({
      kind: 'card_error',
      message: 'Your card was declined.',
      field: null,
    });
    expect(await ctx.provider.pay(checkout.id, { ...GOOD_CARD, number: '4000000000009995' })).toEqual({
      kind: 'card_error',
      message: 'Your card has insufficient funds.',
      field: null,
    });
    expect(await ctx.provider.getCheckout(checkout.id)).toMatchObject({ status: 'open', paymentId: null });
    expect(ctx.delivered.length).toBe(before);
  });

  it('pays once when two payments are submitted at the same time', async () => {
    const checkout = await ctx.provider.createCheckout(request());
    const before = ctx.delivered.length;

    const outcomes = await Promise.all([
      ctx.provider.pay(checkout.id, GOOD_CARD),
      ctx.provider.pay(checkout.id, GOOD_CARD),
      ctx.provider.pay(checkout.id, GOOD_CARD),
    ]);

    expect(outcomes.map((o) => o.kind)).toEqual(['paid', 'paid', 'paid']);
    expect(ctx.delivered.length).toBe(before + 1);
  });

  it('still reports a payment as paid when the event cannot be delivered', async () => {
    const checkout = await ctx.provider.createCheckout(request());
    ctx.deliveryFails = true;
    try {
      expect((await ctx.provider.pay(checkout.id, GOOD_CARD)).kind).toBe('paid');
    } finally {
      ctx.deliveryFails = false;
    }
    expect((await ctx.provider.getCheckout(checkout.id)).status).toBe('paid');
  });

  it('refuses payment once the checkout has expired, by time or by expireCheckout', async () => {
    const late = await ctx.provider.createCheckout(request());
    await expireNow(late.id);
    const expired = await ctx.provider.createCheckout(request());
    await ctx.provider.expireCheckout(expired.id);
    const before = ctx.delivered.length;

    expect(await ctx.provider.pay(late.id, GOOD_CARD)).toEqual({ kind: 'expired' });
    expect(await ctx.provider.pay(expired.id, GOOD_CARD)).toEqual({ kind: 'expired' });
    expect((await ctx.provider.getCheckout(late.id)).status).toBe('expired');
    expect((await ctx.provider.getCheckout(expired.id)).status).toBe('expired');
    expect(ctx.delivered.length).toBe(before);
  });

  it('leaves a paid checkout paid when asked to expire it', async () => {
    const { checkout, paymentId } = await paidCheckout();

    await ctx.provider.expireCheckout(checkout.id);

    expect(await ctx.provider.getCheckout(checkout.id)).toMatchObject({ status: 'paid', paymentId });
  });

  it('answers not found for an unknown checkout', async () => {
    await expect(ctx.provider.getCheckout('cs_test_unknown')).rejects.toThrow(/No such checkout/);
    expect(await ctx.provider.view(`cs_test_${'0'.repeat(40)}`)).toBeNull();
    expect(await ctx.provider.pay('cs_test_nope', GOOD_CARD)).toEqual({ kind: 'not_found' });
  });
});
