import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { activities, bookings, waitlistEntries } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, providerCheckoutOf, providerRefundsOf, subjectsTo } from '#src/test/checkout.ts';
import { createActivity, createBooking, createHost, createWaitlistEntry } from '#src/test/factories.ts';
import { refundRetriesDueNow, spotsOf } from '#src/test/payments.ts';

/*
 * A guest cancelling their own booking from My Bookings: refunded (or cancelled) once, whatever the
 * provider does meanwhile.
 */

const HOUR = 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

// No workers: the tests run the payments sweep themselves, when they mean to.
const ctx = useTestApp({ ROLE: 'web' });

/** Watches (or stubs) the provider's refunds for one test. */
function spyOnRefunds() {
  const spy = vi.spyOn(ctx.app.payments.provider, 'refund');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

async function bookingRow(id: string) {
  const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

describe('POST /api/bookings/:id/refund', () => {
  const refund = (id: string, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/refund`, headers: cookie ? { cookie } : {} });

  async function paidBooking(overrides: { startTime?: Date; spots?: number; capacity?: number } = {}) {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const capacity = overrides.capacity ?? 10;
    const spots = overrides.spots ?? 1;
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Cooking class',
      capacity,
      spotsRemaining: capacity - spots,
      ...(overrides.startTime ? { startTime: overrides.startTime } : {}),
    });
    const booking = await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id, spots });
    return { guest, activity, booking };
  }

  it('refuses anonymous callers', async () => {
    const { booking } = await paidBooking();
    expect((await refund(booking.id)).statusCode).toBe(401);
    expect((await bookingRow(booking.id))?.status).toBe('paid');
  });

  it('answers 404 for another person’s booking, and leaves it as it was', async () => {
    const { booking, activity } = await paidBooking();
    const intruder = await signUp(ctx.app);

    const res = await refund(booking.id, intruder.cookie);

    expect(res.statusCode).toBe(404);
    expect((await bookingRow(booking.id))?.status).toBe('paid');
    expect(await spotsOf(ctx.app, activity.id)).toBe(9);
    expect((await refund('not-a-uuid', intruder.cookie)).statusCode).toBe(404);
  });

  it('refuses the booking of an activity that has already started', async () => {
    const { guest, booking } = await paidBooking({ startTime: fromNow(-HOUR) });

    const res = await refund(booking.id, guest.cookie);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.refundNotAllowed);
    expect((await bookingRow(booking.id))?.status).toBe('paid');
  });

  it('refunds an upcoming booking: status, refund time, the spots back on sale and the e-mail', async () => {
    const { guest, activity, booking } = await paidBooking({ spots: 3 });
    expect(await spotsOf(ctx.app, activity.id)).toBe(7);

    const res = await refund(booking.id, guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ id: booking.id, status: 'refunded', canRefund: false });
    const row = await bookingRow(booking.id);
    expect(row?.status).toBe('refunded');
    expect(row?.refundedAt).toBeInstanceOf(Date);
    expect(await spotsOf(ctx.app, activity.id)).toBe(10);
    expect(await subjectsTo(ctx.app, guest.email)).toContain('Refund processed: Cooking class');
  });

  it('cancels a free booking the same way: no provider call, and its spot is offered to the waitlist', async () => {
    const refunds = spyOnRefunds();
    const guest = await signUp(ctx.app);
    const waiting = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Free walk',
      priceCents: 0,
      capacity: 2,
      spotsRemaining: 0,
    });
    const booking = await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      spots: 2,
      unitPriceCents: 0,
    });
    await createWaitlistEntry(ctx.app.db, { userId: waiting.id, activityId: activity.id });

    const res = await refund(booking.id, guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'refunded', amountCents: 0, canRefund: false });
    expect(refunds).not.toHaveBeenCalled();
    const [entry] = await ctx.app.db
      .select({ offerExpiresAt: waitlistEntries.offerExpiresAt })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, waiting.id));
    // One freed spot is held for the person waiting; the other goes back on sale.
    expect(entry?.offerExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
    expect(await subjectsTo(ctx.app, guest.email)).toContain('Booking cancelled: Free walk');
    expect(await subjectsTo(ctx.app, guest.email)).not.toContain('Refund processed: Free walk');
  });

  it('keeps the refund owed when the provider refuses it: 200 refund_pending, the booking still paid, and the sweep refunds it once', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Cooking class',
      priceCents: 2500,
      capacity: 10,
    });
    const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id, 1);
    const providerRefund = spyOnRefunds().mockRejectedValueOnce(new Error('card network down'));

    const res = await refund(booking.id, guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'refund_pending',
      booking: { id: booking.id, status: 'paid', refundOnItsWayCents: 2500, canRefund: false },
    });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'paid',
      refundReason: 'guest_cancelled',
      refundDueCents: 2500,
      refundAttempts: 1,
      refundRetryAt: expect.any(Date),
      providerRefundId: null,
    });
    expect(await spotsOf(ctx.app, activity.id)).toBe(9);
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(0);
    expect(await subjectsTo(ctx.app, guest.email)).not.toContain('Refund processed: Cooking class');

    // Not before its backoff: the sweep leaves it; once due, it refunds it, once.
    await sweepPayments(ctx.app.payments);
    expect(providerRefund).toHaveBeenCalledOnce();
    await refundRetriesDueNow(ctx.app);
    await sweepPayments(ctx.app.payments);
    await sweepPayments(ctx.app.payments);

    const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
    expect(atProvider.refundedCents).toBe(2500);
    expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 2500,
      providerRefundId: expect.stringMatching(/^re_test_/),
      refundRetryAt: null,
    });
    expect(await spotsOf(ctx.app, activity.id)).toBe(10);
    expect(
      (await subjectsTo(ctx.app, guest.email)).filter((s) => s === 'Refund processed: Cooking class'),
    ).toHaveLength(1);
  });

  it('joins a refund asked for in time once the activity has started: 200 refunded, not 409', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Sunset sail',
      priceCents: 4000,
      capacity: 6,
    });
    const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id, 1);
    spyOnRefunds().mockRejectedValueOnce(new Error('card network down'));
    expect((await refund(booking.id, guest.cookie)).json().outcome).toBe('refund_pending');
    // The activity starts, and is under way, before the provider has made the refund.
    await ctx.app.db
      .update(activities)
      .set({ startTime: sql`now() - interval '1 hour'`, endTime: sql`now() + interval '1 hour'` })
      .where(eq(activities.id, activity.id));

    const res = await refund(booking.id, guest.cookie);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'refunded',
      booking: { id: booking.id, status: 'refunded', refundedCents: 4000, refundOnItsWayCents: null },
    });
    const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
    expect(atProvider.refundedCents).toBe(4000);
    expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
    expect(
      (await subjectsTo(ctx.app, guest.email)).filter((s) => s === 'Refund processed: Sunset sail'),
    ).toHaveLength(1);
    // A booking with no refund asked for is still refused once started.
    const other = await signUp(ctx.app);
    const late = await createBooking(ctx.app.db, { userId: other.id, activityId: activity.id });
    expect((await refund(late.id, other.cookie)).statusCode).toBe(409);
  });

  it('refunds a booking paid through the test provider at the provider, for the amount paid', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2500, capacity: 4 });
    const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
    expect(await spotsOf(ctx.app, activity.id)).toBe(2);
    const providerRefund = spyOnRefunds();

    const res = await refund(booking.id, guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(providerRefund).toHaveBeenCalledExactlyOnceWith({
      paymentId: booking.providerPaymentId,
      amountCents: 5000,
      idempotencyKey: expect.any(String),
      // Why is ours to record (refundReason), not the provider's: a key is reused with the same parameters.
      metadata: { booking_id: booking.id },
    });
    const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
    expect(atProvider.refundedCents).toBe(5000);
    expect(await bookingRow(booking.id)).toMatchObject({
      providerRefundId: expect.stringMatching(/^re_test_/),
      refundReason: 'guest_cancelled',
    });
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);
  });

  it('refunds once when the guest clicks twice', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Wine tasting',
      capacity: 3,
    });
    const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
    const providerRefund = spyOnRefunds();

    const [first, second] = await Promise.all([
      refund(booking.id, guest.cookie),
      refund(booking.id, guest.cookie),
    ]);

    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const keys = new Set(providerRefund.mock.calls.map(([input]) => input.idempotencyKey));
    expect(keys.size).toBe(1);
    const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
    expect(atProvider.refundedCents).toBe(booking.amountCents);
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
    const mails = await subjectsTo(ctx.app, guest.email);
    expect(mails.filter((s) => s === 'Refund processed: Wine tasting')).toHaveLength(1);
  });
});
