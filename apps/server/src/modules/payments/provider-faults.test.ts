import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { PAYOUT_MESSAGES } from '@sortim/contracts/payouts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSessions, profiles } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookingsOf, subjectsTo } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import type { FakeStripeFault } from '#src/test/fake-stripe.ts';
import { enablePayouts } from '#src/test/host-activities.ts';
import { postWebhook, refundRetriesDueNow, sessionsOf, signedEvent, spotsOf } from '#src/test/payments.ts';
import { useStripeTestApp } from '#src/test/stripe-app.ts';

/*
 * Stripe failing under the app: the stand-in answers 500, never answers, or does the work and loses the
 * answer, for checkout creation, refunds and payout onboarding. Each request ends at once with a clear
 * error and leaves nothing half done; once Stripe is back, a retry (the guest's, the host's or the sweep's)
 * finishes the work, once.
 */

const WEBHOOK_SECRET = 'whsec_provider_faults';
/** Each attempt gives up after this; with two retries and the SDK's backoff a hung call ends in ~2.5 s. */
const TIMEOUT_MS = 300;
/** Every attempt of one call: the first and the two retries. */
const ATTEMPTS = 3;
/** Until `ctx.stripe.recover()`: the app's own minute sweep may call Stripe meanwhile. */
const UNTIL_RECOVERED = Number.POSITIVE_INFINITY;

const ctx = useStripeTestApp(WEBHOOK_SECRET, { STRIPE_TIMEOUT_MS: String(TIMEOUT_MS) });

async function payingHost() {
  const host = await signUp(ctx.app, { roles: ['host'] });
  await enablePayouts(ctx.app, host.id);
  return host;
}

async function newActivity(capacity = 4, title = 'Sagrada Família at dawn') {
  const host = await payingHost();
  const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity, priceCents: 3000, title });
  return { host, activity };
}

const checkout = (guest: TestAccount, activityId: string, spots = 1) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: { activityId, spots },
  });

/** Checks out and pays on the stand-in; the webhook books it. Returns the booking. */
async function bookPaid(guest: TestAccount, activityId: string) {
  const started = await checkout(guest, activityId);
  expect(started.statusCode).toBe(201);
  const paid = ctx.stripe.completeSession(started.json().sessionId);
  const event = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid as Record<string, unknown>);
  expect((await postWebhook(ctx.app, event)).statusCode).toBe(200);
  const booking = (await bookingsOf(ctx.app, activityId)).find((b) => b.userId === guest.id);
  if (!booking?.providerPaymentId) throw new Error('the payment made no booking');
  return { ...booking, providerPaymentId: booking.providerPaymentId };
}

const refundsOf = (paymentIntentId: string) =>
  ctx.stripe.refunds.filter((r) => r.payment_intent === paymentIntentId);

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
}

const unavailable = (message: string) => ({ error: { code: 'unavailable', message } });

describe('checkout creation when Stripe fails', () => {
  it.each<[FakeStripeFault, string]>([
    ['error', 'answers 500'],
    ['hang', 'never answers'],
    ['lost_answer', 'makes the page and loses the answer'],
  ])(
    'Stripe %s (%s): 502 with the spec copy, the hold released; once back, the checkout works',
    async (fault) => {
      const { activity } = await newActivity();
      const guest = await signUp(ctx.app);
      ctx.stripe.failNext('checkout.create', fault, UNTIL_RECOVERED);

      const { result: refused, ms } = await timed(() => checkout(guest, activity.id, 2));

      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject(unavailable(BOOKING_MESSAGES.checkoutFailed));
      expect(ms).toBeLessThan(ATTEMPTS * TIMEOUT_MS + 4_000);
      expect(await spotsOf(ctx.app, activity.id)).toBe(4);
      expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['cancelled']);

      ctx.stripe.recover();
      const again = await checkout(guest, activity.id, 2);

      expect(again.statusCode).toBe(201);
      expect(await spotsOf(ctx.app, activity.id)).toBe(2);
      const open = (await sessionsOf(ctx.app, activity.id)).filter((s) => s.status === 'open');
      expect(open.map((s) => s.providerSessionId)).toEqual([again.json().sessionId]);
    },
  );

  it('rides out one 500: the SDK retries with the same idempotency key and one page is made', async () => {
    const { activity } = await newActivity();
    const guest = await signUp(ctx.app);
    ctx.stripe.failNext('checkout.create', 'error', 1);

    const res = await checkout(guest, activity.id);

    expect(res.statusCode).toBe(201);
    const [session] = await sessionsOf(ctx.app, activity.id);
    const creates = ctx.stripe.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.params['metadata[payment_session_id]'] === session?.id,
    );
    expect(creates.map((r) => r.idempotencyKey)).toEqual([
      `checkout-${session?.id}`,
      `checkout-${session?.id}`,
    ]);
    expect(
      [...ctx.stripe.sessions.values()].filter((s) => s.metadata?.payment_session_id === session?.id),
    ).toHaveLength(1);
  });
});

describe('refunds when Stripe fails', () => {
  const refundRequest = (guest: TestAccount, bookingId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/refund`,
      headers: { cookie: guest.cookie },
    });

  /** The refund lookups (GET /v1/refunds by payment) made before a retry asks Stripe again. */
  const refundLookups = (paymentIntentId: string) =>
    ctx.stripe.requests.filter(
      (r) => r.method === 'GET' && r.path === '/v1/refunds' && r.params.payment_intent === paymentIntentId,
    );

  it.each<FakeStripeFault>(['error', 'hang'])(
    'a guest’s refund request while Stripe %s: 200 refund_pending, the booking still paid and its refund owed; asked again once back, refunded once',
    async (fault) => {
      const { activity } = await newActivity();
      const guest = await signUp(ctx.app);
      const booking = await bookPaid(guest, activity.id);
      ctx.stripe.failNext('refund.create', fault, UNTIL_RECOVERED);

      const { result: pending, ms } = await timed(() => refundRequest(guest, booking.id));

      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toMatchObject({
        outcome: 'refund_pending',
        booking: { status: 'paid', refundOnItsWayCents: 3000, canRefund: false },
      });
      expect(ms).toBeLessThan(ATTEMPTS * TIMEOUT_MS + 4_000);
      // The app's minute sweep may have asked again meanwhile: attempts are counted, not pinned.
      expect(await bookingsOf(ctx.app, activity.id)).toEqual([
        expect.objectContaining({
          status: 'paid',
          refundReason: 'guest_cancelled',
          refundDueCents: 3000,
          refundRetryAt: expect.any(Date),
        }),
      ]);
      expect(refundsOf(booking.providerPaymentId)).toEqual([]);
      expect(await spotsOf(ctx.app, activity.id)).toBe(3);

      ctx.stripe.recover();
      const done = await refundRequest(guest, booking.id);

      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ outcome: 'refunded', booking: { status: 'refunded' } });
      expect(refundsOf(booking.providerPaymentId)).toEqual([expect.objectContaining({ amount: 3000 })]);
      expect(await spotsOf(ctx.app, activity.id)).toBe(4);
      expect((await subjectsTo(ctx.app, guest.email)).filter((s) => s.startsWith('Refund'))).toHaveLength(1);
    },
  );

  it('a refund Stripe made but whose answer was lost is not made twice when the guest asks again', async () => {
    const { activity } = await newActivity();
    const guest = await signUp(ctx.app);
    const booking = await bookPaid(guest, activity.id);
    ctx.stripe.failNext('refund.create', 'lost_answer', UNTIL_RECOVERED);

    const pending = await refundRequest(guest, booking.id);
    expect(pending.statusCode).toBe(200);
    // Made at Stripe, its answer lost: owed here (the app's minute sweep may already have found it).
    expect(pending.json()).toMatchObject({ outcome: 'refund_pending', booking: { canRefund: false } });
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([
      expect.objectContaining({ refundReason: 'guest_cancelled', refundDueCents: 3000 }),
    ]);
    expect(refundsOf(booking.providerPaymentId)).toHaveLength(1);

    ctx.stripe.recover();
    const done = await refundRequest(guest, booking.id);

    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'refunded', booking: { status: 'refunded' } });
    // Asked again, Stripe is first asked what the earlier try made: that refund stands, none is added.
    expect(refundLookups(booking.providerPaymentId).length).toBeGreaterThan(0);
    expect(refundsOf(booking.providerPaymentId)).toHaveLength(1);
    const [row] = await bookingsOf(ctx.app, activity.id);
    expect(row?.providerRefundId).toBe(refundsOf(booking.providerPaymentId)[0]?.id);
    expect((await subjectsTo(ctx.app, guest.email)).filter((s) => s.startsWith('Refund'))).toHaveLength(1);
  });

  it.each<FakeStripeFault>(['error', 'hang', 'lost_answer'])(
    'a host’s cancellation while Stripe %s: 502, the activity cancelled; once back, the sweep refunds each guest once',
    async (fault) => {
      const { host, activity } = await newActivity(4, 'Tibidabo night tour');
      const guests = [await signUp(ctx.app), await signUp(ctx.app)];
      const booked = [
        await bookPaid(guests[0] as TestAccount, activity.id),
        await bookPaid(guests[1] as TestAccount, activity.id),
      ];
      ctx.stripe.failNext('refund.create', fault, UNTIL_RECOVERED);

      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/host/activities/${activity.id}`,
        headers: { cookie: host.cookie },
      });

      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject(unavailable(BOOKING_MESSAGES.refundFailed));
      // Each refund recorded in full for the host's cancellation, and owed until made.
      const owed = expect.objectContaining({ refundReason: 'host_cancelled', refundDueCents: 3000 });
      expect(await bookingsOf(ctx.app, activity.id)).toEqual([owed, owed]);
      if (fault !== 'lost_answer') {
        // Nothing made at Stripe: both still paid, asked again after their backoff. (A lost answer's refund
        // was made, and the app's minute sweep may already have found it.)
        expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.status)).toEqual(['paid', 'paid']);
        for (const booking of booked) expect(refundsOf(booking.providerPaymentId)).toEqual([]);
      }

      ctx.stripe.recover();
      await refundRetriesDueNow(ctx.app);
      await sweepPayments(ctx.app.payments);
      await sweepPayments(ctx.app.payments);

      expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.status)).toEqual(['refunded', 'refunded']);
      for (const [i, booking] of booked.entries()) {
        expect(refundsOf(booking.providerPaymentId)).toEqual([expect.objectContaining({ amount: 3000 })]);
        const mails = await subjectsTo(ctx.app, (guests[i] as TestAccount).email);
        expect(
          mails.filter((s) => s.includes('Tibidabo night tour') && s.startsWith('Cancelled')),
        ).toHaveLength(1);
      }
    },
  );
});

describe('payout onboarding when Stripe fails', () => {
  const onboarding = (host: TestAccount) =>
    ctx.app.inject({ method: 'POST', url: '/api/host/payouts/onboarding', headers: { cookie: host.cookie } });

  async function accountOf(hostId: string) {
    const [row] = await ctx.app.db
      .select({ accountId: profiles.stripeAccountId })
      .from(profiles)
      .where(eq(profiles.id, hostId));
    return row?.accountId ?? null;
  }

  const accountsFor = (hostId: string) =>
    [...ctx.stripe.accounts.values()].filter((a) => a.metadata.host_id === hostId);

  it.each<[FakeStripeFault, 'account.create' | 'account_link.create']>([
    ['error', 'account.create'],
    ['hang', 'account.create'],
    ['lost_answer', 'account.create'],
    ['error', 'account_link.create'],
    ['hang', 'account_link.create'],
  ])('Stripe %s on %s: 502 with the spec copy; once back, one account and a link', async (fault, call) => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    ctx.stripe.failNext(call, fault, UNTIL_RECOVERED);

    const refused = await onboarding(host);

    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject(unavailable(PAYOUT_MESSAGES.startFailed));

    ctx.stripe.recover();
    const started = await onboarding(host);

    expect(started.statusCode).toBe(200);
    expect(started.json().url).toContain(ctx.stripe.url);
    const accounts = accountsFor(host.id);
    expect(accounts).toHaveLength(1);
    expect(await accountOf(host.id)).toBe(accounts[0]?.id);
  });

  it('a status check while Stripe fails: 502 Check failed, and the profile unchanged', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    expect((await onboarding(host)).statusCode).toBe(200);
    ctx.stripe.failNext('account.retrieve', 'hang', UNTIL_RECOVERED);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/host/payouts/check',
      headers: { cookie: host.cookie },
    });

    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject(unavailable(PAYOUT_MESSAGES.checkFailed));
    const [profile] = await ctx.app.db
      .select({ payoutsEnabled: profiles.payoutsEnabled })
      .from(profiles)
      .where(eq(profiles.id, host.id));
    expect(profile?.payoutsEnabled).toBe(false);
  });
});

describe('the sweep when Stripe fails', () => {
  it('closes an expired hold once Stripe answers again, and not before', async () => {
    const { activity } = await newActivity();
    const guest = await signUp(ctx.app);
    expect((await checkout(guest, activity.id, 2)).statusCode).toBe(201);
    await ctx.app.db
      .update(paymentSessions)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.activityId, activity.id));
    ctx.stripe.failNext('checkout.retrieve', 'hang', UNTIL_RECOVERED);

    await sweepPayments(ctx.app.payments);

    expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['open']);
    expect(await spotsOf(ctx.app, activity.id)).toBe(2);

    ctx.stripe.recover();
    await sweepPayments(ctx.app.payments);

    expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['expired']);
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);
  });
});
