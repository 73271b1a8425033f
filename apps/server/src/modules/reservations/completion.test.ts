import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { activities, emailOutbox } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import {
  bookingsOf,
  paymentSessionOf,
  providerCheckoutOf,
  startCheckoutAs,
  TEST_CARD,
  testProviderOf,
} from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { paidCheckout, postWebhook, signedEvent, spotsOf } from '#src/test/payments.ts';
import { releaseHold } from './holds.ts';

/*
 * Money is never taken for nothing: a payment that completes at or after the activity's start books
 * nothing and is refunded in full (a hold taken at 18:59 and paid at 19:08 for 19:00), as a payment
 * for a hold lost to someone else already was.
 */

const ctx = useTestApp();
const secret = () => ctx.config.payments.provider.webhookSecret;

/** A guest holding 2 of 5 spots of a new activity. */
async function held(title: string) {
  const host = await createHost(ctx.app.db);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    capacity: 5,
    title,
    priceCents: 3000,
  });
  const guest = await signUp(ctx.app);
  const checkout = await startCheckoutAs(ctx.app, guest, activity.id, 2);
  return { activity, guest, checkout };
}

/** Moves the activity's start to `minutes` from now (negative: it has started), keeping it two hours long. */
async function startIn(activityId: string, minutes: number) {
  await ctx.app.db
    .update(activities)
    .set({
      startTime: sql`now() + make_interval(mins => ${minutes})`,
      endTime: sql`now() + make_interval(mins => ${minutes + 120})`,
    })
    .where(eq(activities.id, activityId));
}

async function mailsTo(email: string) {
  return ctx.app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email));
}

function spyOnRefunds() {
  const spy = vi.spyOn(ctx.app.payments.provider, 'refund');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

const verify = (sessionId: string, cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: { cookie },
    payload: { sessionId },
  });

describe('a payment completing after the activity has started', () => {
  it('books nothing, refunds in full once however often its completion is reported, and tells the guest why', async () => {
    const { activity, guest, checkout } = await held('Sunset sail');
    const refunds = spyOnRefunds();
    // The hold was taken before the start (18:59); the guest pays after it (19:08 for 19:00).
    await startIn(activity.id, -8);

    const paid = await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD);

    expect(paid.kind).toBe('paid');
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
    const session = await paymentSessionOf(ctx.app, checkout.paymentSessionId);
    expect(session.status).toBe('refunded');
    expect(session.providerRefundId).toMatch(/^re_test_/);
    const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
    expect(atProvider.refundedCents).toBe(6000);
    expect(atProvider.amountCents).toBe(6000);
    // The held spots went back (nobody can book a started activity, but the count stays true).
    expect(await spotsOf(ctx.app, activity.id)).toBe(5);

    // The provider reports the same completion again, under another event id and twice under one.
    const again = signedEvent(secret(), 'checkout.session.completed', {
      ...paidCheckout(session),
      payment_intent: atProvider.paymentId,
    });
    for (const event of [again, again]) expect((await postWebhook(ctx.app, event)).statusCode).toBe(200);

    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentId: atProvider.paymentId,
        amountCents: 6000,
        idempotencyKey: `late-payment-${session.id}`,
      }),
    );
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(6000);
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
    const mails = await mailsTo(guest.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your payment was refunded: Sunset sail']);
    expect(mails[0]?.text).toContain('arrived after the activity had started, so you do not have a booking');
    expect(mails[0]?.text).toContain('refunded your €60.00 in full');
    expect(mails[0]?.text).not.toContain('waitlist');

    const res = await verify(checkout.sessionId, guest.cookie);
    expect(res.json()).toEqual({
      success: false,
      bookingId: null,
      message: BOOKING_MESSAGES.latePaymentStarted,
    });
  });

  it('refunds a payment for an expired hold of an activity that has started, though its spots are free', async () => {
    const { activity, guest, checkout } = await held('Tapas crawl');
    await releaseHold(ctx.app.payments, checkout.paymentSessionId, 'expired');
    await startIn(activity.id, -1);

    const paid = await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD);

    expect(paid.kind).toBe('paid');
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
    expect(await spotsOf(ctx.app, activity.id)).toBe(5);
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(6000);
    const [mail] = await mailsTo(guest.email);
    expect(mail?.text).toContain('arrived after the activity had started');
  });

  it('still books a payment completing a minute before the start', async () => {
    const { activity, guest, checkout } = await held('Cooking class');
    await startIn(activity.id, 1);

    await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD);

    expect(await bookingsOf(ctx.app, activity.id)).toEqual([
      expect.objectContaining({ userId: guest.id, status: 'paid', spots: 2 }),
    ]);
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(0);
  });

  it('tells a guest whose spot was taken meanwhile that the activity filled up, as before', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      capacity: 2,
      title: 'Rooftop jazz',
    });
    const guest = await signUp(ctx.app);
    const checkout = await startCheckoutAs(ctx.app, guest, activity.id, 2);
    await releaseHold(ctx.app.payments, checkout.paymentSessionId, 'expired');
    await startCheckoutAs(ctx.app, await signUp(ctx.app), activity.id, 2);

    await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD);

    const [mail] = await mailsTo(guest.email);
    expect(mail?.text).toContain('the activity is now full');
    const res = await verify(checkout.sessionId, guest.cookie);
    expect(res.json().message).toBe(BOOKING_MESSAGES.latePaymentRefunded);
  });
});
