import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, providerCheckoutOf, providerRefundsOf, subjectsTo } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { deleteRequest, payingHost, uniqueWord } from '#src/test/host-activities.ts';
import { beforeFirstRefundAnswers, postWebhook, signedEvent, spotsOf } from '#src/test/payments.ts';

/*
 * A paid booking refunded by two at once: the guest asking while the host cancels the activity, and the
 * provider's refund event arriving before our own refund code has settled. Each ends in one refund at the
 * provider, no error for anyone, and one set of e-mails: those of the reason the booking recorded.
 */

const ctx = useTestApp();

/** A guest who paid for two spots of a host's activity (capacity 4, 30 euros a spot). */
async function paidBooking() {
  const host = await payingHost(ctx.app);
  const title = `Cava tasting ${uniqueWord()}`;
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title,
    capacity: 4,
    priceCents: 3000,
  });
  const guest = await signUp(ctx.app);
  const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
  return { host, activity, title, guest, checkout, booking };
}
type Booked = Awaited<ReturnType<typeof paidBooking>>;

const guestRefunds = (booked: Booked) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${booked.booking.id}/refund`,
    headers: { cookie: booked.guest.cookie },
  });

const hostCancels = (booked: Booked) => deleteRequest(ctx.app, booked.host, booked.activity.id);

/** Stripe's `charge.refunded` for the booking's payment, refunded in full. */
function refundedEvent(booked: Booked) {
  return signedEvent(ctx.config.payments.provider.webhookSecret, 'charge.refunded', {
    id: `ch_${booked.booking.providerPaymentId}`,
    object: 'charge',
    payment_intent: booked.booking.providerPaymentId,
    amount_refunded: booked.booking.amountCents,
    metadata: { payment_session_id: booked.checkout.paymentSessionId },
  });
}

/** The booking was refunded once at the provider, settled once here, and its spots are back. */
async function expectRefundedOnce(booked: Booked) {
  const atProvider = await providerCheckoutOf(ctx.app, booked.checkout.sessionId);
  expect(atProvider.refundedCents).toBe(6000);
  expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
  const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, booked.booking.id));
  expect(row).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
  expect(row?.providerRefundId).toMatch(/^re_test_/);
  expect(await spotsOf(ctx.app, booked.activity.id)).toBe(4);
  return row;
}

describe('a guest’s refund and the host’s cancellation at the same time', () => {
  it('the host cancels while the guest’s refund is on its way back: one refund, both answered, the guest told once in the host’s words', async () => {
    const booked = await paidBooking();
    let hostAnswer: Awaited<ReturnType<typeof hostCancels>> | undefined;
    const lookups = vi.spyOn(ctx.app.payments.provider, 'findRefund');
    onTestFinished(() => lookups.mockRestore());
    const refunds = beforeFirstRefundAnswers(ctx.app, async () => {
      hostAnswer = await hostCancels(booked);
    });

    const guestAnswer = await guestRefunds(booked);

    expect(guestAnswer.statusCode).toBe(200);
    expect(guestAnswer.json()).toMatchObject({
      outcome: 'refunded',
      booking: { id: booked.booking.id, status: 'refunded', refundedCents: 6000 },
    });
    expect(hostAnswer?.statusCode).toBe(200);
    expect(hostAnswer?.json()).toEqual({ outcome: 'cancelled', refundedBookings: 1 });
    // The guest asked the provider once, under the booking's key; the host's cancellation, finding that
    // refund recorded, looked up what the key made and found it: one refund, none asked twice.
    expect(refunds).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ amountCents: 6000, idempotencyKey: `refund-${booked.booking.id}` }),
    );
    expect(lookups).toHaveBeenCalledExactlyOnceWith({
      paymentId: booked.booking.providerPaymentId,
      idempotencyKey: `refund-${booked.booking.id}`,
    });
    const row = await expectRefundedOnce(booked);
    expect(row?.refundReason).toBe('host_cancelled');
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Cancelled by the host: ${booked.title}`,
    ]);
    // The host cancelled: no notice that the guest left.
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([`New booking: ${booked.title}`]);
  });

  it('the guest asks while the host’s cancellation is refunding: one refund, the guest answered with the refunded booking', async () => {
    const booked = await paidBooking();
    let guestAnswer: Awaited<ReturnType<typeof guestRefunds>> | undefined;
    beforeFirstRefundAnswers(ctx.app, async () => {
      guestAnswer = await guestRefunds(booked);
    });

    const hostAnswer = await hostCancels(booked);

    expect(hostAnswer.statusCode).toBe(200);
    expect(hostAnswer.json()).toEqual({ outcome: 'cancelled', refundedBookings: 1 });
    expect(guestAnswer?.statusCode).toBe(200);
    expect(guestAnswer?.json().booking).toMatchObject({ id: booked.booking.id, status: 'refunded' });
    await expectRefundedOnce(booked);
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Cancelled by the host: ${booked.title}`,
    ]);
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([`New booking: ${booked.title}`]);
  });

  it('both sent at once, as two browsers would: one refund, no error, one e-mail to each who is told', async () => {
    const booked = await paidBooking();

    const [guestAnswer, hostAnswer] = await Promise.all([guestRefunds(booked), hostCancels(booked)]);

    expect(guestAnswer.statusCode).toBe(200);
    expect(guestAnswer.json().booking.status).toBe('refunded');
    expect(hostAnswer.statusCode).toBe(200);
    expect(hostAnswer.json().outcome).toBe('cancelled');
    const row = await expectRefundedOnce(booked);
    const [confirmed, told, ...more] = await subjectsTo(ctx.app, booked.guest.email);
    expect(confirmed).toBe(`Booking confirmed: ${booked.title}`);
    expect(more).toEqual([]);
    // Whichever settled first decided, and the e-mails follow its recorded reason.
    if (row?.refundReason === 'host_cancelled') {
      expect(told).toBe(`Cancelled by the host: ${booked.title}`);
      expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([`New booking: ${booked.title}`]);
    } else {
      expect(row?.refundReason).toBe('guest_cancelled');
      expect(told).toBe(`Refund processed: ${booked.title}`);
      expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([
        `New booking: ${booked.title}`,
        `Booking cancelled: ${booked.title}`,
      ]);
    }
  });
});

describe('the provider’s refund event arriving before our own refund code settles', () => {
  it('a guest’s refund: the guest and the host are told as our own code tells them, once, and the refund id is kept', async () => {
    const booked = await paidBooking();
    const refunds = beforeFirstRefundAnswers(ctx.app, async () => {
      expect((await postWebhook(ctx.app, refundedEvent(booked))).statusCode).toBe(200);
    });

    const res = await guestRefunds(booked);

    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'refunded' });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Refund processed: ${booked.title}`,
    ]);
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([
      `New booking: ${booked.title}`,
      `Booking cancelled: ${booked.title}`,
    ]);
    const row = await expectRefundedOnce(booked);
    // The event carried no refund id; ours, arriving after, is kept.
    const answered = await refunds.mock.results[0]?.value;
    expect(row?.providerRefundId).toBe(answered?.refundId);
  });

  it('a host’s cancellation: the guest gets the cancellation in the host’s words, not a plain refund', async () => {
    const booked = await paidBooking();
    beforeFirstRefundAnswers(ctx.app, async () => {
      expect((await postWebhook(ctx.app, refundedEvent(booked))).statusCode).toBe(200);
    });

    const res = await hostCancels(booked);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'cancelled', refundedBookings: 1 });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Cancelled by the host: ${booked.title}`,
    ]);
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([`New booking: ${booked.title}`]);
    await expectRefundedOnce(booked);
  });

  it('a refund made at the provider’s dashboard, which nobody asked for here, tells only the guest', async () => {
    const booked = await paidBooking();
    await ctx.app.payments.provider.refund({
      paymentId: booked.booking.providerPaymentId ?? '',
      amountCents: booked.booking.amountCents,
      idempotencyKey: `dashboard-${booked.booking.id}`,
    });

    expect((await postWebhook(ctx.app, refundedEvent(booked))).statusCode).toBe(200);

    const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, booked.booking.id));
    expect(row).toMatchObject({ status: 'refunded', refundReason: null });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Refund processed: ${booked.title}`,
    ]);
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([`New booking: ${booked.title}`]);
  });
});
