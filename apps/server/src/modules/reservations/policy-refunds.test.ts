import { BOOKING_MESSAGES, type RefundResult } from '@sortim/contracts/bookings';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bookings, emailOutbox } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import {
  bookAndPay,
  providerCheckoutOf,
  providerRefundsOf,
  startCheckoutAs,
  subjectsTo,
  waitlistOf,
} from '#src/test/checkout.ts';
import { createActivity, createWaitlistEntry } from '#src/test/factories.ts';
import { payingHost, uniqueWord } from '#src/test/host-activities.ts';
import { beforeFirstRefundAnswers, postWebhook, signedEvent, spotsOf } from '#src/test/payments.ts';

/*
 * A policy's share refunded through the guest's 'Request Refund' (POST /api/bookings/:id/refund): one
 * amount at the provider whoever asks (a guest's half refund racing the host's full one), the provider's
 * event settling a partial refund first, and the cancellation past the last deadline that refunds nothing
 * but frees the seat for the waitlist.
 */

// No workers: the sweep would otherwise act on the offers these tests read back.
const ctx = useTestApp({ ROLE: 'web' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A guest who paid €60.02 for two spots (all there are) of a host's activity under `policy`, starting
 * `startsIn` from now: a Strict one 3 days away is in its half-refund window (€30.01 back).
 */
async function paidBooking(policy: 'strict' | 'moderate', startsIn: number) {
  const host = await payingHost(ctx.app);
  const title = `Vermut tour ${uniqueWord()}`;
  const startTime = new Date(Date.now() + startsIn);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title,
    capacity: 2,
    priceCents: 3001,
    startTime,
    endTime: new Date(startTime.getTime() + 2 * HOUR),
    cancellationPolicy: policy,
  });
  const guest = await signUp(ctx.app);
  const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
  return { host, activity, title, guest, checkout, booking };
}
type Booked = Awaited<ReturnType<typeof paidBooking>>;

const guestCancels = (booked: Booked, payload?: { expectedRefundCents?: number }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${booked.booking.id}/refund`,
    headers: { cookie: booked.guest.cookie },
    ...(payload && { payload }),
  });

const hostCancelsBooking = (booked: Booked) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/host/bookings/${booked.booking.id}/cancel`,
    headers: { cookie: booked.host.cookie },
  });

/** Watches the provider's look-ups of what an earlier try made, for one test. */
function spyOnFindRefund() {
  const spy = vi.spyOn(ctx.app.payments.provider, 'findRefund');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

async function bookingRow(id: string) {
  const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('booking not found');
  return row;
}

const textsTo = (email: string) =>
  ctx.app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email));

describe('a Strict booking in its half-refund window', () => {
  it('refunds half (rounded half a cent up) once, and My Bookings showed that amount and its deadline first', async () => {
    const booked = await paidBooking('strict', 3 * DAY);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: booked.guest.cookie },
    });
    const [card] = mine.json().items;
    expect(card.refundNow).toMatchObject({ share: 0.5, amountCents: 3001 });
    expect(new Date(card.refundNow.until).getTime()).toBeGreaterThan(Date.now());

    const res = await guestCancels(booked, { expectedRefundCents: 3001 });

    expect(res.statusCode).toBe(200);
    const result = res.json() as RefundResult;
    expect(result.outcome).toBe('refunded');
    expect(result.booking).toMatchObject({
      status: 'refunded',
      refundedCents: 3001,
      canRefund: false,
      refundNow: null,
    });
    expect((await providerCheckoutOf(ctx.app, booked.checkout.sessionId)).refundedCents).toBe(3001);
    const refundMail = (await textsTo(booked.guest.email)).find((m) =>
      m.subject.startsWith('Refund processed'),
    );
    expect(refundMail?.text).toContain('Your refund of €30.01 for 2 spots');
    const hostMail = (await textsTo(booked.host.email)).find((m) =>
      m.subject.startsWith('Booking cancelled'),
    );
    expect(hostMail?.text).toContain('and was refunded €30.01');
    expect(await spotsOf(ctx.app, booked.activity.id)).toBe(2);
  });

  it('refuses, changing nothing, when the amount the guest was shown is no longer the one due', async () => {
    const booked = await paidBooking('strict', 3 * DAY);
    const refunds = vi.spyOn(ctx.app.payments.provider, 'refund');
    onTestFinished(() => refunds.mockRestore());

    const res = await guestCancels(booked, { expectedRefundCents: 6002 });

    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: BOOKING_MESSAGES.refundChanged,
      messageKey: 'booking.refundChanged',
    });
    expect(refunds).not.toHaveBeenCalled();
    expect((await bookingRow(booked.booking.id)).status).toBe('paid');
  });

  it('the guest’s half refund racing the host’s cancellation of this booking: one provider refund of the half, both answered 200', async () => {
    const booked = await paidBooking('strict', 3 * DAY);
    let hostAnswer: Awaited<ReturnType<typeof hostCancelsBooking>> | undefined;
    const lookups = spyOnFindRefund();
    const refunds = beforeFirstRefundAnswers(ctx.app, async () => {
      hostAnswer = await hostCancelsBooking(booked);
    });

    const guestAnswer = await guestCancels(booked);

    expect(guestAnswer.statusCode, guestAnswer.body).toBe(200);
    expect(guestAnswer.json().booking).toMatchObject({ status: 'refunded', refundedCents: 3001 });
    expect(hostAnswer?.statusCode).toBe(200);
    // The guest's cancellation came first: the host's (of this one guest, not the activity) joins it, with
    // the same amount: it finds the refund the guest's request made under the booking's key, and asks none.
    expect(hostAnswer?.json()).toEqual({ refundedCents: 3001 });
    expect(refunds).toHaveBeenCalledOnce();
    expect(refunds.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 3001,
      idempotencyKey: `refund-${booked.booking.id}`,
    });
    expect(lookups).toHaveBeenCalledExactlyOnceWith({
      paymentId: booked.booking.providerPaymentId,
      idempotencyKey: `refund-${booked.booking.id}`,
    });
    const atProvider = await providerCheckoutOf(ctx.app, booked.checkout.sessionId);
    expect(atProvider.refundedCents).toBe(3001);
    expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      refundReason: 'guest_cancelled',
      refundedCents: 3001,
    });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Refund processed: ${booked.title}`,
    ]);
  });

  it('the host’s cancellation of this booking racing the guest’s request: one full refund, the guest answered with it', async () => {
    const booked = await paidBooking('strict', 3 * DAY);
    let guestAnswer: Awaited<ReturnType<typeof guestCancels>> | undefined;
    const lookups = spyOnFindRefund();
    const refunds = beforeFirstRefundAnswers(ctx.app, async () => {
      guestAnswer = await guestCancels(booked);
    });

    const hostAnswer = await hostCancelsBooking(booked);

    expect(hostAnswer.statusCode).toBe(200);
    expect(hostAnswer.json()).toEqual({ refundedCents: 6002 });
    expect(guestAnswer?.statusCode).toBe(200);
    expect(guestAnswer?.json()).toMatchObject({
      outcome: 'refunded',
      booking: { status: 'refunded', refundedCents: 6002 },
    });
    // The guest's request joins the host's recorded refund: it looks up what the key made, and asks none.
    expect(refunds.mock.calls.map(([input]) => input.amountCents)).toEqual([6002]);
    expect(lookups).toHaveBeenCalledOnce();
    const atProvider = await providerCheckoutOf(ctx.app, booked.checkout.sessionId);
    expect(atProvider.refundedCents).toBe(6002);
    expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      refundReason: 'host_cancelled',
      refundedCents: 6002,
    });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Cancelled by the host: ${booked.title}`,
    ]);
  });

  it('both sent at once: one provider refund, of whichever amount was recorded first, and no refund error', async () => {
    const booked = await paidBooking('strict', 3 * DAY);

    const [guestAnswer, hostAnswer] = await Promise.all([guestCancels(booked), hostCancelsBooking(booked)]);

    expect(guestAnswer.statusCode, guestAnswer.body).toBe(200);
    // Overlapping, the host's joins the refund (200); a guest's refund settled before the host's request
    // even read the booking makes it a repeat, 'already cancelled' (decision 117).
    if (hostAnswer.statusCode !== 200) {
      expect(hostAnswer.statusCode).toBe(409);
      expect(hostAnswer.json().error.message).toBe(BOOKING_MESSAGES.alreadyCancelled);
    }
    const row = await bookingRow(booked.booking.id);
    expect(row.status).toBe('refunded');
    expect(row.refundedCents).toBe(row.refundReason === 'host_cancelled' ? 6002 : 3001);
    const atProvider = await providerCheckoutOf(ctx.app, booked.checkout.sessionId);
    expect(atProvider.refundedCents).toBe(row.refundedCents);
    expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
  });

  it('the provider’s event for the half arriving first settles it: the same e-mails, the right refunded_cents', async () => {
    const booked = await paidBooking('strict', 3 * DAY);
    beforeFirstRefundAnswers(ctx.app, async () => {
      const event = signedEvent(ctx.config.payments.provider.webhookSecret, 'charge.refunded', {
        id: `ch_${booked.booking.providerPaymentId}`,
        object: 'charge',
        payment_intent: booked.booking.providerPaymentId,
        amount_refunded: 3001,
        metadata: { payment_session_id: booked.checkout.paymentSessionId },
      });
      expect((await postWebhook(ctx.app, event)).statusCode).toBe(200);
      // Settled by the event, before our own code heard from the provider.
      expect(await bookingRow(booked.booking.id)).toMatchObject({ status: 'refunded', refundedCents: 3001 });
    });

    const res = await guestCancels(booked);

    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'refunded', refundedCents: 3001 });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Refund processed: ${booked.title}`,
    ]);
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([
      `New booking: ${booked.title}`,
      `Booking cancelled: ${booked.title}`,
    ]);
    const refundMail = (await textsTo(booked.guest.email)).find((m) =>
      m.subject.startsWith('Refund processed'),
    );
    expect(refundMail?.text).toContain('€30.01');
    expect((await bookingRow(booked.booking.id)).providerRefundId).toMatch(/^re_test_/);
  });

  it('a partial refund made at the provider’s dashboard, which nobody asked for here, settles nothing', async () => {
    const booked = await paidBooking('strict', 3 * DAY);
    await ctx.app.payments.provider.refund({
      paymentId: booked.booking.providerPaymentId ?? '',
      amountCents: 3001,
      idempotencyKey: `dashboard-${booked.booking.id}`,
    });
    const event = signedEvent(ctx.config.payments.provider.webhookSecret, 'charge.refunded', {
      id: `ch_${booked.booking.providerPaymentId}`,
      object: 'charge',
      payment_intent: booked.booking.providerPaymentId,
      amount_refunded: 3001,
      metadata: { payment_session_id: booked.checkout.paymentSessionId },
    });

    expect((await postWebhook(ctx.app, event)).statusCode).toBe(200);

    expect(await bookingRow(booked.booking.id)).toMatchObject({ status: 'paid', refundedCents: null });
  });
});

describe('cancelling after the last deadline', () => {
  it('cancels with nothing refunded, frees the seats for the waitlist, tells guest and host, and 409 on a repeat', async () => {
    // Moderate, starting in 12 hours: its only deadline (24 hours before) has passed.
    const booked = await paidBooking('moderate', 12 * HOUR);
    const waiting = await signUp(ctx.app);
    await createWaitlistEntry(ctx.app.db, { userId: waiting.id, activityId: booked.activity.id });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: booked.guest.cookie },
    });
    expect(mine.json().items[0]).toMatchObject({ canRefund: true, refundNow: null });
    const refunds = vi.spyOn(ctx.app.payments.provider, 'refund');
    onTestFinished(() => refunds.mockRestore());

    const res = await guestCancels(booked, { expectedRefundCents: 0 });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'cancelled',
      booking: { status: 'cancelled', refundedCents: 0, refundedAt: null, canRefund: false, refundNow: null },
    });
    expect(refunds).not.toHaveBeenCalled();
    expect((await providerCheckoutOf(ctx.app, booked.checkout.sessionId)).refundedCents).toBe(0);
    // The two seats are back, one offered to the first person waiting.
    const line = await waitlistOf(ctx.app, booked.activity.id);
    expect(line[0]?.offerExpiresAt).not.toBeNull();
    expect(await spotsOf(ctx.app, booked.activity.id)).toBe(1);
    const guestMail = (await textsTo(booked.guest.email)).find(
      (m) => m.subject === `Booking cancelled: ${booked.title}`,
    );
    expect(guestMail?.text).toContain('No refund was due');
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([
      `New booking: ${booked.title}`,
      `Booking cancelled: ${booked.title}`,
    ]);
    expect(await subjectsTo(ctx.app, waiting.email)).toEqual([`A spot opened up: ${booked.title}`]);

    const again = await guestCancels(booked);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ message: BOOKING_MESSAGES.alreadyCancelled });
    // The host cannot cancel it again either.
    expect((await hostCancelsBooking(booked)).statusCode).toBe(409);
  });
});

describe('the policy before paying', () => {
  it('is the line above the test provider’s pay button, in the guest’s language, with the exact deadlines', async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Sardana class ${uniqueWord()}`,
      priceCents: 2000,
      startTime: new Date('2027-03-29T17:00:00Z'),
      endTime: new Date('2027-03-29T19:00:00Z'),
      cancellationPolicy: 'strict',
    });
    const guest = await signUp(ctx.app, { locale: 'es' });
    const checkout = await startCheckoutAs(ctx.app, guest, activity.id, 1);

    const page = await ctx.app.inject({ method: 'GET', url: `/pay/${checkout.sessionId}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'Reembolso completo si cancelas antes del lunes, 22 de marzo de 2027 · 19:00 y de la mitad antes del domingo, 28 de marzo de 2027 · 19:00; después, sin reembolso.',
    );
  });
});
