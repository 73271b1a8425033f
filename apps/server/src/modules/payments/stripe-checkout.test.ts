import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#src/db/schema.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { postWebhook, signedEvent, spotsOf } from '#src/test/payments.ts';
import { useStripeTestApp } from '#src/test/stripe-app.ts';

/*
 * The whole money path with Stripe configured: the app's checkout talks to the Stripe stand-in through the
 * SDK, and Stripe's signed webhooks complete and refund the booking.
 */

const WEBHOOK_SECRET = 'whsec_stripe_checkout_test';

describe('booking and refunding with Stripe', () => {
  const ctx = useStripeTestApp(WEBHOOK_SECRET);

  it('charges the party to the host’s connected account with the fee, books on the webhook, refunds through Stripe', async () => {
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
      'payment_intent_data[application_fee_amount]': '640',
      'payment_intent_data[transfer_data][destination]': 'acct_host_rosa',
      'metadata[activity_id]': activity.id,
      'metadata[user_id]': guest.id,
      customer_email: guest.email,
    });
    expect(create?.params['metadata[payment_session_id]']).toMatch(/^[0-9a-f-]{36}$/);
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
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      'metadata[booking_id]': booking?.id,
    });
    expect(refundRequest?.idempotencyKey).toBe(`refund-${booking?.id}`);
    expect(await spotsOf(ctx.app, activity.id)).toBe(6);
  });

  it('refuses a webhook signed with another secret', async () => {
    const res = await postWebhook(
      ctx.app,
      signedEvent('whsec_someone_else', 'checkout.session.completed', { id: 'cs_forged' }),
    );
    expect(res.statusCode).toBe(400);
  });
});
