import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { paymentSessions } from '#src/db/schema.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookingsOf, paymentSessionOf, subjectsTo } from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { postWebhook, signedEvent, spotsOf } from '#src/test/payments.ts';
import { useStripeTestApp } from '#src/test/stripe-app.ts';
import { sweepPayments } from './sweep.ts';

/*
 * The sweep settles payments made on pages of sessions we had already closed, when neither the webhook nor
 * the guest's return reports them. Stripe runs as the local stand-in, so money moving is counted where it
 * moves.
 */

const WEBHOOK_SECRET = 'whsec_sweep_closed_sessions';

const ctx = useStripeTestApp(WEBHOOK_SECRET);

function checkout(guest: TestAccount, activityId: string, spots: number) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: { activityId, spots },
  });
}

/**
 * Two clicks on Book Now at once, the second arriving while the provider is still making the first one's
 * page: the second replaces the first session, and the first page is attached to it afterwards, payable.
 */
async function racedCheckouts(title: string, { capacity, spots }: { capacity: number; spots: number }) {
  const host = await createHost(ctx.app.db);
  const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity, priceCents: 2500, title });
  const guest = await signUp(ctx.app);
  const provider = ctx.app.payments.provider;
  const create = provider.createCheckout.bind(provider);
  const spy = vi.spyOn(provider, 'createCheckout');
  onTestFinished(() => spy.mockRestore());
  const clicks: { second?: Awaited<ReturnType<typeof checkout>> } = {};
  spy.mockImplementationOnce(async (request) => {
    clicks.second = await checkout(guest, activity.id, spots);
    return create(request);
  });

  const first = await checkout(guest, activity.id, spots);

  expect([first.statusCode, clicks.second?.statusCode]).toEqual([201, 201]);
  const sessions = await ctx.app.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.activityId, activity.id))
    .orderBy(paymentSessions.createdAt);
  const [replaced, current] = sessions;
  if (!replaced || !current) throw new Error('expected two payment sessions');
  // The race's outcome today: the first session is cancelled, yet its page can be paid.
  expect(replaced).toMatchObject({ status: 'cancelled', providerSessionId: first.json().sessionId });
  expect(current.status).toBe('open');
  expect(ctx.stripe.sessions.get(first.json().sessionId)?.status).toBe('open');
  return { activity, guest, replaced, current };
}

/** The guest pays the first page; the webhook and the return to /bookings are both lost. */
function payLost(providerSessionId: string | null) {
  if (!providerSessionId) throw new Error('the session has no provider page');
  return ctx.stripe.completeSession(providerSessionId);
}

const webhookOf = (paid: object) =>
  signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid as Record<string, unknown>);

const retrievesOf = (providerSessionId: string) =>
  ctx.stripe.requests.filter(
    (r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${providerSessionId}`,
  );

describe('sweepPayments and closed sessions whose page was paid', () => {
  it('books a payment made on a replaced checkout’s page when the spot is still there, once', async () => {
    const { activity, guest, replaced } = await racedCheckouts('Gràcia tapas walk', {
      capacity: 3,
      spots: 1,
    });
    const paid = payLost(replaced.providerSessionId);

    await sweepPayments(ctx.app.payments);

    const booked = await bookingsOf(ctx.app, activity.id);
    expect(booked).toEqual([
      expect.objectContaining({
        userId: guest.id,
        status: 'paid',
        paymentSessionId: replaced.id,
        providerPaymentId: paid.payment_intent,
        amountCents: 2500,
      }),
    ]);
    expect((await paymentSessionOf(ctx.app, replaced.id)).status).toBe('completed');
    // One spot booked, one still held by the second checkout.
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);

    // The sweep again, twice at once, and the webhook arriving late: nothing more happens.
    const [, , late] = await Promise.all([
      sweepPayments(ctx.app.payments),
      sweepPayments(ctx.app.payments),
      postWebhook(ctx.app, webhookOf(paid)),
    ]);

    expect(late.statusCode).toBe(200);
    expect(await bookingsOf(ctx.app, activity.id)).toHaveLength(1);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
    expect(ctx.stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toEqual([]);
    expect(
      (await subjectsTo(ctx.app, guest.email)).filter((s) => s === 'Booking confirmed: Gràcia tapas walk'),
    ).toHaveLength(1);
  });

  it('refunds it once, by its idempotency key, when the spot has gone meanwhile', async () => {
    const { activity, replaced } = await racedCheckouts('Bunkers del Carmel sunset', {
      capacity: 2,
      spots: 2,
    });
    const paid = payLost(replaced.providerSessionId);

    await sweepPayments(ctx.app.payments);

    expect(ctx.stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    await Promise.all([
      sweepPayments(ctx.app.payments),
      sweepPayments(ctx.app.payments),
      postWebhook(ctx.app, webhookOf(paid)),
    ]);
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
    const refunds = ctx.stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent);
    expect(refunds).toEqual([expect.objectContaining({ amount: 5000, status: 'succeeded' })]);
    const session = await paymentSessionOf(ctx.app, replaced.id);
    expect(session).toMatchObject({ status: 'refunded', providerRefundId: refunds[0]?.id });
    const keys = ctx.stripe.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`late-payment-${replaced.id}`]));
    // The second checkout still holds both spots.
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
  });

  it('expires a replaced checkout’s page still open at the provider, and stops asking once it has expired', async () => {
    const { replaced } = await racedCheckouts('Raval street art', { capacity: 2, spots: 1 });
    const page = replaced.providerSessionId ?? '';

    await sweepPayments(ctx.app.payments);

    expect(ctx.stripe.sessions.get(page)?.status).toBe('expired');
    expect((await paymentSessionOf(ctx.app, replaced.id)).checkoutUrl).not.toBeNull();

    await sweepPayments(ctx.app.payments);
    const asked = retrievesOf(page).length;
    await sweepPayments(ctx.app.payments);

    expect((await paymentSessionOf(ctx.app, replaced.id)).checkoutUrl).toBeNull();
    expect(retrievesOf(page)).toHaveLength(asked);
  });

  it('does not ask about a closed session older than any provider page lives', async () => {
    const { replaced } = await racedCheckouts('Sant Pau modernisme', { capacity: 2, spots: 1 });
    await ctx.app.db
      .update(paymentSessions)
      .set({ createdAt: sql`now() - interval '26 hours'` })
      .where(eq(paymentSessions.id, replaced.id));

    await sweepPayments(ctx.app.payments);

    expect(retrievesOf(replaced.providerSessionId ?? '')).toEqual([]);
  });
});
