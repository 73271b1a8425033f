import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { paymentSessions } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
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
import { spotsOf } from '#src/test/payments.ts';

const ctx = useTestApp();

/** A guest holding `spots` of a new activity of 5 spots. */
async function held(spots: number, title = 'Sunset yoga at Barceloneta') {
  const host = await createHost(ctx.app.db);
  const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 5, title });
  const guest = await signUp(ctx.app);
  const checkout = await startCheckoutAs(ctx.app, guest, activity.id, spots);
  return { activity, guest, checkout };
}

/** Moves a session's clock back: its hold ends, or it is old enough to be reconciled. */
async function age(paymentSessionId: string, set: { holdExpired?: boolean; createdMinutesAgo?: number }) {
  await ctx.app.db
    .update(paymentSessions)
    .set({
      ...(set.holdExpired ? { holdExpiresAt: sql`now() - interval '1 second'` } : {}),
      ...(set.createdMinutesAgo
        ? { createdAt: sql`now() - make_interval(mins => ${set.createdMinutesAgo})` }
        : {}),
    })
    .where(eq(paymentSessions.id, paymentSessionId));
}

describe('sweepPayments', () => {
  it('closes a hold past its expiry: spots back, session expired, and the checkout can no longer be paid', async () => {
    const { activity, checkout } = await held(2);
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
    await age(checkout.paymentSessionId, { holdExpired: true });

    await sweepPayments(ctx.app.payments);

    expect(await spotsOf(ctx.app, activity.id)).toBe(5);
    expect((await paymentSessionOf(ctx.app, checkout.paymentSessionId)).status).toBe('expired');
    expect((await ctx.app.payments.provider.getCheckout(checkout.sessionId)).status).toBe('expired');
    expect(await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD)).toEqual({ kind: 'expired' });
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
  });

  it('leaves a hold that has not expired alone', async () => {
    const { activity, checkout } = await held(1);

    await sweepPayments(ctx.app.payments);

    expect((await paymentSessionOf(ctx.app, checkout.paymentSessionId)).status).toBe('open');
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);
  });

  it('completes an open checkout the provider says was paid, when its event never came', async () => {
    const { activity, guest, checkout } = await held(2, 'Montjuïc picnic');
    await paidWithoutEvent(ctx.app, checkout.sessionId, 'pi_test_swept');
    await age(checkout.paymentSessionId, { createdMinutesAgo: 3 });

    await sweepPayments(ctx.app.payments);

    expect(await bookingsOf(ctx.app, activity.id)).toEqual([
      expect.objectContaining({
        userId: guest.id,
        status: 'paid',
        spots: 2,
        paymentSessionId: checkout.paymentSessionId,
        providerPaymentId: 'pi_test_swept',
      }),
    ]);
    expect((await paymentSessionOf(ctx.app, checkout.paymentSessionId)).status).toBe('completed');
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
    expect(await subjectsTo(ctx.app, guest.email)).toContain('Booking confirmed: Montjuïc picnic');
  });

  it('books, rather than releases, an expired hold that was paid just before the sweep', async () => {
    const { activity, guest, checkout } = await held(1);
    await paidWithoutEvent(ctx.app, checkout.sessionId, 'pi_test_just_in_time');
    await age(checkout.paymentSessionId, { holdExpired: true });

    await sweepPayments(ctx.app.payments);

    expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.userId)).toEqual([guest.id]);
    expect((await paymentSessionOf(ctx.app, checkout.paymentSessionId)).status).toBe('completed');
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);
  });

  it('retries a late-payment refund the provider failed the first time', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 2 });
    const late = await signUp(ctx.app);
    const checkout = await startCheckoutAs(ctx.app, late, activity.id, 2);
    await age(checkout.paymentSessionId, { holdExpired: true });
    await sweepPayments(ctx.app.payments);
    await bookAndPay(ctx.app, await signUp(ctx.app), activity.id);
    // The expired hold's checkout was closed at the provider; this payment is one that got through anyway.
    await paidWithoutEvent(ctx.app, checkout.sessionId, 'pi_test_late');
    const refund = vi.spyOn(ctx.app.payments.provider, 'refund');
    onTestFinished(() => refund.mockRestore());
    refund.mockRejectedValueOnce(new Error('provider down'));

    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: { cookie: late.cookie },
      payload: { sessionId: checkout.sessionId },
    });

    expect(verify.json().success).toBe(false);
    const unrefunded = await paymentSessionOf(ctx.app, checkout.paymentSessionId);
    expect(unrefunded).toMatchObject({ status: 'refunded', providerRefundId: null });

    await sweepPayments(ctx.app.payments);

    expect((await paymentSessionOf(ctx.app, checkout.paymentSessionId)).providerRefundId).toMatch(
      /^re_test_/,
    );
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(3000);
    expect(refund).toHaveBeenCalledTimes(2);
  });
});
