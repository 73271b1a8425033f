import { BOOKING_MESSAGES, type VerifyPaymentResult } from '@sortim/contracts/bookings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { processedProviderEvents } from '#src/db/schema.ts';
import { releaseHold } from '#src/modules/reservations/holds.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import {
  bookAndPay,
  bookingsOf,
  paidWithoutEvent,
  paymentSessionOf,
  providerCheckoutOf,
  startCheckoutAs,
  subjectsTo,
  TEST_CARD,
  testProviderOf,
} from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { paidCheckout, postWebhook, sessionsOf, signedEvent, spotsOf } from '#src/test/payments.ts';

const ctx = useTestApp();
const secret = () => ctx.config.payments.provider.webhookSecret;

/** Posts a signed event as a provider would, to `/api/payments/webhooks/<provider>`. */
const deliver = (
  event: { payload: string; signature: string },
  options: { provider?: string; contentType?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${options.provider ?? 'test'}`,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'stripe-signature': event.signature,
    },
    payload: event.payload,
  });

const verify = (sessionId: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: cookie ? { cookie } : {},
    payload: { sessionId },
  });

/** A guest holding `spots` of a new activity (capacity `capacity`) through POST /api/checkout. */
async function heldCheckout(options: { capacity?: number; spots?: number; title?: string } = {}) {
  const host = await createHost(ctx.app.db);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    capacity: options.capacity ?? 5,
    title: options.title ?? 'Sunset yoga at Barceloneta',
  });
  const guest = await signUp(ctx.app);
  const checkout = await startCheckoutAs(ctx.app, guest, activity.id, options.spots ?? 1);
  const session = await paymentSessionOf(ctx.app, checkout.paymentSessionId);
  return { activity, guest, checkout, session };
}

describe('POST /api/payments/webhooks/:provider', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { activity, session } = await heldCheckout();
    const forged = signedEvent('whsec_not_ours', 'checkout.session.completed', paidCheckout(session));
    const unsigned = {
      ...signedEvent(secret(), 'checkout.session.completed', paidCheckout(session)),
      signature: '',
    };

    const res = await postWebhook(ctx.app, forged);
    const missing = await postWebhook(ctx.app, unsigned);

    expect([res.statusCode, missing.statusCode]).toEqual([400, 400]);
    expect((await paymentSessionOf(ctx.app, session.id)).status).toBe('open');
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);
    const events = await ctx.app.db
      .select()
      .from(processedProviderEvents)
      .where(eq(processedProviderEvents.eventId, JSON.parse(forged.payload).id));
    expect(events).toEqual([]);
  });

  it('answers 404 for another provider’s path', async () => {
    const { session } = await heldCheckout();
    const event = signedEvent(secret(), 'checkout.session.completed', paidCheckout(session));

    const res = await deliver(event, { provider: 'stripe' });

    expect(res.statusCode).toBe(404);
    expect((await paymentSessionOf(ctx.app, session.id)).status).toBe('open');
  });

  it('verifies the raw body as Stripe sends it, with a charset', async () => {
    const { activity, session } = await heldCheckout();
    const event = signedEvent(secret(), 'checkout.session.completed', paidCheckout(session));

    const res = await deliver(event, { contentType: 'application/json; charset=utf-8' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await bookingsOf(ctx.app, activity.id)).toHaveLength(1);
  });

  it('books once when the same completed event arrives ten times, one after another', async () => {
    const { activity, guest, session } = await heldCheckout({ spots: 2, title: 'Gaudí walk' });
    const event = signedEvent(secret(), 'checkout.session.completed', paidCheckout(session));

    for (let i = 0; i < 10; i++) expect((await postWebhook(ctx.app, event)).statusCode).toBe(200);

    expect(await bookingsOf(ctx.app, activity.id)).toEqual([
      expect.objectContaining({ userId: guest.id, status: 'paid', spots: 2, paymentSessionId: session.id }),
    ]);
    expect((await paymentSessionOf(ctx.app, session.id)).status).toBe('completed');
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
    const confirmations = (await subjectsTo(ctx.app, guest.email)).filter(
      (s) => s === 'Booking confirmed: Gaudí walk',
    );
    expect(confirmations).toHaveLength(1);
  });

  it('books once when the same completed event arrives ten times at once', async () => {
    const { activity, session } = await heldCheckout({ spots: 2 });
    const event = signedEvent(secret(), 'checkout.session.completed', paidCheckout(session));

    const responses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(ctx.app, event)));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await bookingsOf(ctx.app, activity.id)).toHaveLength(1);
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
  });

  it('books once when two different events report the same checkout', async () => {
    const { activity, session } = await heldCheckout();
    const report = (id: string) =>
      signedEvent(secret(), 'checkout.session.completed', paidCheckout(session), `${id}_${session.id}`);

    const responses = await Promise.all([
      postWebhook(ctx.app, report('evt_first')),
      postWebhook(ctx.app, report('evt_second')),
    ]);

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await bookingsOf(ctx.app, activity.id)).toHaveLength(1);
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);
  });

  it('keeps the booking when the checkout’s expired event arrives after its completion', async () => {
    const { activity, session } = await heldCheckout({ capacity: 3, spots: 1 });
    const paid = paidCheckout(session);
    await postWebhook(ctx.app, signedEvent(secret(), 'checkout.session.completed', paid));

    const late = signedEvent(secret(), 'checkout.session.expired', { ...paid, status: 'expired' });
    expect((await postWebhook(ctx.app, late)).statusCode).toBe(200);

    expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.status)).toEqual(['paid']);
    expect((await paymentSessionOf(ctx.app, session.id)).status).toBe('completed');
    expect(await spotsOf(ctx.app, activity.id)).toBe(2);
  });

  it('books a payment that arrives after its hold expired when the spots are still free', async () => {
    const { activity, guest, session } = await heldCheckout({ capacity: 2, spots: 2 });
    await releaseHold(ctx.app.payments, session.id, 'expired');
    expect(await spotsOf(ctx.app, activity.id)).toBe(2);

    const res = await postWebhook(
      ctx.app,
      signedEvent(secret(), 'checkout.session.completed', paidCheckout(session)),
    );

    expect(res.statusCode).toBe(200);
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([
      expect.objectContaining({ userId: guest.id, status: 'paid', spots: 2 }),
    ]);
    expect((await paymentSessionOf(ctx.app, session.id)).status).toBe('completed');
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
  });

  it('refunds a payment that arrives after its hold expired and the spot was taken meanwhile', async () => {
    const { activity, guest, checkout, session } = await heldCheckout({
      capacity: 2,
      spots: 2,
      title: 'Rooftop concert',
    });
    // The hold ends on our side only (the sweep ran while the guest was still on the payment page).
    await releaseHold(ctx.app.payments, session.id, 'expired');
    const quicker = await signUp(ctx.app);
    await bookAndPay(ctx.app, quicker, activity.id);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);

    const paid = await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD);

    expect(paid.kind).toBe('paid');
    expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.userId)).toEqual([quicker.id]);
    const late = await paymentSessionOf(ctx.app, session.id);
    expect(late.status).toBe('refunded');
    expect(late.providerRefundId).toMatch(/^re_test_/);
    const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
    expect(atProvider.refundedCents).toBe(atProvider.amountCents);
    expect(late.providerPaymentId).toBe(atProvider.paymentId);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
    expect(await subjectsTo(ctx.app, guest.email)).toContain('Your payment was refunded: Rooftop concert');

    const res = await verify(checkout.sessionId, guest.cookie);
    expect(res.json()).toEqual({
      success: false,
      bookingId: null,
      message: BOOKING_MESSAGES.latePaymentRefunded,
    });
  });

  describe('charge.refunded', () => {
    async function refundedCharge(paymentId: string, amountRefunded: number, id?: string) {
      return signedEvent(
        secret(),
        'charge.refunded',
        {
          id: `ch_${paymentId}`,
          object: 'charge',
          payment_intent: paymentId,
          amount_refunded: amountRefunded,
        },
        id,
      );
    }

    it('refunds the booking and puts its spots back, once however often it is delivered', async () => {
      const host = await createHost(ctx.app.db);
      const activity = await createActivity(ctx.app.db, {
        hostId: host.id,
        title: 'Cava tasting',
        capacity: 3,
      });
      const guest = await signUp(ctx.app);
      const { booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
      const paymentId = booking.providerPaymentId ?? '';
      const event = await refundedCharge(paymentId, booking.amountCents);

      for (const e of [event, event, await refundedCharge(paymentId, booking.amountCents)]) {
        expect((await postWebhook(ctx.app, e)).statusCode).toBe(200);
      }

      const [row] = await bookingsOf(ctx.app, activity.id);
      expect(row).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
      expect(await spotsOf(ctx.app, activity.id)).toBe(3);
      const notices = (await subjectsTo(ctx.app, guest.email)).filter(
        (s) => s === 'Refund processed: Cava tasting',
      );
      expect(notices).toHaveLength(1);
    });

    it('asks for a refund that overtook its payment’s completion again, then refunds once completed', async () => {
      const { activity, session } = await heldCheckout({ capacity: 3, spots: 2 });
      const paid = paidCheckout(session);
      const completed = signedEvent(secret(), 'checkout.session.completed', paid);
      const refundEventId = `evt_refund_${session.id}`;
      const refundEvent = signedEvent(
        secret(),
        'charge.refunded',
        {
          id: `ch_${paid.payment_intent}`,
          object: 'charge',
          payment_intent: paid.payment_intent,
          amount_refunded: session.amountCents,
          metadata: { payment_session_id: session.id },
        },
        refundEventId,
      );

      const early = await postWebhook(ctx.app, refundEvent);

      expect(early.statusCode).toBe(503);
      expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
      const marked = await ctx.app.db
        .select()
        .from(processedProviderEvents)
        .where(eq(processedProviderEvents.eventId, refundEventId));
      expect(marked).toEqual([]);

      expect((await postWebhook(ctx.app, completed)).statusCode).toBe(200);
      expect((await postWebhook(ctx.app, refundEvent)).statusCode).toBe(200);

      expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.status)).toEqual(['refunded']);
      expect(await spotsOf(ctx.app, activity.id)).toBe(3);
    });

    it('ignores the refund of a payment that is not ours', async () => {
      const res = await postWebhook(ctx.app, await refundedCharge('pi_from_another_product', 1000));
      expect(res.statusCode).toBe(200);
    });

    it('leaves the booking paid after a partial refund', async () => {
      const host = await createHost(ctx.app.db);
      const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 3 });
      const guest = await signUp(ctx.app);
      const { booking } = await bookAndPay(ctx.app, guest, activity.id, 2);

      await postWebhook(ctx.app, await refundedCharge(booking.providerPaymentId ?? '', 500));

      expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.status)).toEqual(['paid']);
      expect(await spotsOf(ctx.app, activity.id)).toBe(1);
    });
  });
});

describe('POST /api/payments/verify', () => {
  it('refuses anonymous callers and validates the session id', async () => {
    const guest = await signUp(ctx.app);
    expect((await verify('cs_test_whatever')).statusCode).toBe(401);
    expect((await verify('', guest.cookie)).statusCode).toBe(400);
  });

  it('confirms a booking paid through the test provider', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const guest = await signUp(ctx.app);
    const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id);

    const res = await verify(checkout.sessionId, guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, bookingId: booking.id, message: null });
  });

  it('books a payment whose event was lost by asking the provider, once', async () => {
    const { activity, guest, checkout, session } = await heldCheckout();
    await paidWithoutEvent(ctx.app, checkout.sessionId, 'pi_test_event_lost');

    const first = await verify(checkout.sessionId, guest.cookie);
    const again = await verify(checkout.sessionId, guest.cookie);

    const body = first.json() as VerifyPaymentResult;
    expect(body).toMatchObject({ success: true, message: null });
    expect(again.json()).toEqual(body);
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([
      expect.objectContaining({
        id: body.bookingId,
        userId: guest.id,
        paymentSessionId: session.id,
        providerPaymentId: 'pi_test_event_lost',
      }),
    ]);
    expect((await paymentSessionOf(ctx.app, session.id)).status).toBe('completed');
  });

  it('tells nothing about another person’s checkout, and books nothing for it', async () => {
    const { activity, checkout } = await heldCheckout();
    await paidWithoutEvent(ctx.app, checkout.sessionId, 'pi_test_not_yours');
    const other = await signUp(ctx.app);

    const res = await verify(checkout.sessionId, other.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, bookingId: null, message: null });
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
  });

  it('answers an unpaid checkout with no booking', async () => {
    const { activity, guest, checkout } = await heldCheckout();

    const res = await verify(checkout.sessionId, guest.cookie);

    expect(res.json()).toEqual({ success: false, bookingId: null, message: null });
    expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['open']);
  });
});
