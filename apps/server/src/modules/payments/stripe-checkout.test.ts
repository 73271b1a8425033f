import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bookings } from '#src/db/schema.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { deleteRequest, payingHost } from '#src/test/host-activities.ts';
import { postWebhook, signedEvent, spotsOf } from '#src/test/payments.ts';
import { useStripeTestApp } from '#src/test/stripe-app.ts';

/*
 * The whole money path with Stripe configured: the app's checkout talks to the Stripe stand-in through the
 * SDK, and Stripe's signed webhooks complete and refund the booking.
 */

const WEBHOOK_SECRET = 'whsec_stripe_checkout_test';

describe('booking and refunding with Stripe', () => {
  const ctx = useStripeTestApp(WEBHOOK_SECRET);

  it('charges the party on the platform in the activity’s transfer group, books on the webhook, refunds through Stripe', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db, { profile: { stripeAccountId: 'acct_host_rosa' } });
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 3200, capacity: 6 });

    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: guest.cookie },
      payload: { activityId: activity.id, spots: 2 },
    });

    expect(checkout.statusCode).toBe(201);
    const { url, sessionId } = checkout.json();
    expect(url).toContain(ctx.stripe.url);
    const create = ctx.stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(create?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '3200',
      'line_items[0][quantity]': '2',
      'payment_intent_data[transfer_group]': `activity_${activity.id}`,
      'metadata[activity_id]': activity.id,
      'metadata[user_id]': guest.id,
      customer_email: guest.email,
    });
    expect(create?.params['metadata[payment_session_id]']).toMatch(/^[0-9a-f-]{36}$/);
    // The host is paid after the activity, by a transfer: nothing goes to them with the payment.
    expect(create?.params['payment_intent_data[transfer_data][destination]']).toBeUndefined();
    expect(create?.params['payment_intent_data[application_fee_amount]']).toBeUndefined();
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);

    const paid = ctx.stripe.completeSession(sessionId);
    const delivered = await postWebhook(
      ctx.app,
      signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid as unknown as Record<string, unknown>),
    );
    expect(delivered.statusCode).toBe(200);
    const [booking] = await ctx.app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.activityId, activity.id), eq(bookings.userId, guest.id)));
    expect(booking).toMatchObject({ status: 'paid', spots: 2, amountCents: 6400 });
    expect(booking?.providerPaymentId).toMatch(/^pi_/);

    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking?.id}/refund`,
      headers: { cookie: guest.cookie },
    });

    expect(refund.statusCode).toBe(200);
    expect(refund.json().booking.status).toBe('refunded');
    const refundRequest = ctx.stripe.requests.find((r) => r.path === '/v1/refunds');
    expect(refundRequest?.params).toMatchObject({
      payment_intent: booking?.providerPaymentId,
      amount: '6400',
      'metadata[booking_id]': booking?.id,
    });
    // Refunded from the platform's balance: no transfer was made yet, and there is no fee to give back.
    expect(refundRequest?.params.reverse_transfer).toBeUndefined();
    expect(refundRequest?.params.refund_application_fee).toBeUndefined();
    expect(refundRequest?.idempotencyKey).toBe(`refund-${booking?.id}`);
    expect(await spotsOf(ctx.app, activity.id)).toBe(6);
  });

  it('refunds once, answering both, when the host cancels while the guest’s refund is on its way back from Stripe', async () => {
    const guest = await signUp(ctx.app);
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2500, capacity: 4 });
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: guest.cookie },
      payload: { activityId: activity.id, spots: 1 },
    });
    const paid = ctx.stripe.completeSession(checkout.json().sessionId);
    await postWebhook(
      ctx.app,
      signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid as unknown as Record<string, unknown>),
    );
    const [booking] = await ctx.app.db.select().from(bookings).where(eq(bookings.activityId, activity.id));
    // Stripe has made the guest's refund; before its answer reaches us, the host cancels the activity.
    const provider = ctx.app.payments.provider;
    const refund = provider.refund.bind(provider);
    let staged = false;
    let cancelled: Awaited<ReturnType<typeof deleteRequest>> | undefined;
    const spy = vi.spyOn(provider, 'refund').mockImplementation(async (input) => {
      const answer = await refund(input);
      if (!staged) {
        staged = true;
        cancelled = await deleteRequest(ctx.app, host, activity.id);
      }
      return answer;
    });
    onTestFinished(() => spy.mockRestore());

    const guestAnswer = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking?.id}/refund`,
      headers: { cookie: guest.cookie },
    });

    expect(guestAnswer.statusCode).toBe(200);
    expect(guestAnswer.json().booking.status).toBe('refunded');
    expect(cancelled?.statusCode).toBe(200);
    expect(cancelled?.json()).toEqual({ outcome: 'cancelled', refundedBookings: 1 });
    // The guest's request asked Stripe once, under the booking's key; the host's cancellation, finding the
    // refund recorded (someone may have asked), first looked up what that key made, found it, and asked none.
    const asked = ctx.stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.params.payment_intent === booking?.providerPaymentId,
    );
    expect(asked.map((r) => [r.method, r.idempotencyKey])).toEqual([
      ['POST', `refund-${booking?.id}`],
      ['GET', null],
    ]);
    const [row] = await ctx.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking?.id ?? ''));
    expect(row).toMatchObject({ status: 'refunded', refundedCents: 2500, refundReason: 'host_cancelled' });
    expect(row?.providerRefundId).toBe(
      ctx.stripe.refunds.find((r) => r.payment_intent === booking?.providerPaymentId)?.id,
    );
    expect(ctx.stripe.refunds.filter((r) => r.payment_intent === booking?.providerPaymentId)).toHaveLength(1);
    expect(ctx.stripe.paymentIntents.get(booking?.providerPaymentId ?? '')?.amountRefunded).toBe(2500);
  });

  it('refuses a webhook signed with another secret', async () => {
    const res = await postWebhook(
      ctx.app,
      signedEvent('whsec_someone_else', 'checkout.session.completed', { id: 'cs_forged' }),
    );
    expect(res.statusCode).toBe(400);
  });
});
