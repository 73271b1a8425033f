import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { activities, bookings, emailOutbox } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, providerCheckoutOf, providerRefundsOf, subjectsTo } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { deleteRequest, payingHost, uniqueWord } from '#src/test/host-activities.ts';
import { beforeFirstRefundAnswers, refundRetriesDueNow } from '#src/test/payments.ts';
import { sweepHostTransfers } from './host-payouts.ts';
import { sweepPayments } from './sweep.ts';

/*
 * A host's cancellation wins (issue 33): once the host cancels the activity every guest is refunded in full,
 * whatever their own cancellation gave them before (nothing past the last deadline, a policy's half) or
 * asks for after. What they kept is refunded as a second refund under its own key, once, and the guest is
 * told the activity was cancelled; the host is paid nothing of it.
 */

// No workers: the tests run the sweeps themselves, at the moments they name.
const ctx = useTestApp({ ROLE: 'web' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A guest who paid €60.02 for two spots of a Strict activity starting `startsIn` from now. */
async function strictBooking(startsIn: number) {
  const host = await payingHost(ctx.app);
  const title = `Castellers rehearsal ${uniqueWord()}`;
  const startTime = new Date(Date.now() + startsIn);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title,
    capacity: 4,
    priceCents: 3001,
    startTime,
    endTime: new Date(startTime.getTime() + 2 * HOUR),
    cancellationPolicy: 'strict',
  });
  const guest = await signUp(ctx.app);
  const { checkout, booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
  return { host, activity, title, guest, checkout, booking };
}
type Booked = Awaited<ReturnType<typeof strictBooking>>;

const guestCancels = (booked: Booked, payload?: { expectedRefundCents?: number }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${booked.booking.id}/refund`,
    headers: { cookie: booked.guest.cookie },
    ...(payload && { payload }),
  });

const hostCancelsActivity = (booked: Booked) => deleteRequest(ctx.app, booked.host, booked.activity.id);

async function bookingRow(id: string) {
  const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('booking not found');
  return row;
}

/** The provider's refunds of the booking's payment, as [amount, idempotency key], oldest first. */
async function refundsAtProvider(booked: Booked) {
  const atProvider = await providerCheckoutOf(ctx.app, booked.checkout.sessionId);
  const refunds = await providerRefundsOf(ctx.app, atProvider.paymentId);
  return {
    refundedCents: atProvider.refundedCents,
    refunds: refunds.map((r) => [r.amountCents, r.metadata.sortim_key]),
  };
}

const textsTo = (email: string) =>
  ctx.app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email));

function spyOnRefunds() {
  const spy = vi.spyOn(ctx.app.payments.provider, 'refund');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/** Moves the activity into the past: it ended `hoursAgo` ago (its host's transfer due after 24 hours). */
async function endedHoursAgo(activityId: string, hoursAgo: number) {
  await ctx.app.db
    .update(activities)
    .set({
      startTime: sql`now() - make_interval(hours => ${hoursAgo + 2})`,
      endTime: sql`now() - make_interval(hours => ${hoursAgo})`,
    })
    .where(eq(activities.id, activityId));
}

describe('a host’s cancellation after the guest’s own', () => {
  it('refunds in full a guest who had cancelled past the last deadline: one rest refund, the guest told, the host paid nothing', async () => {
    const booked = await strictBooking(12 * HOUR);
    const cancelled = await guestCancels(booked, { expectedRefundCents: 0 });
    expect(cancelled.json()).toMatchObject({ outcome: 'cancelled', booking: { status: 'cancelled' } });
    expect(await bookingRow(booked.booking.id)).toMatchObject({ status: 'cancelled', refundedCents: 0 });

    const res = await hostCancelsActivity(booked);

    expect(res.statusCode).toBe(200);
    expect(await refundsAtProvider(booked)).toEqual({
      refundedCents: 6002,
      refunds: [[6002, `refund-rest-${booked.booking.id}`]],
    });
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      status: 'refunded',
      refundReason: 'host_cancelled',
      refundedCents: 6002,
      refundRestCents: 6002,
      restRefundId: expect.stringMatching(/^re_test_/),
    });
    const told = (await textsTo(booked.guest.email)).filter(
      (m) => m.subject === `Cancelled by the host: ${booked.title}`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('€60.02');

    // Again, and the sweep: nothing more is refunded or sent.
    expect((await hostCancelsActivity(booked)).statusCode).toBe(200);
    await sweepPayments(ctx.app.payments);
    expect((await refundsAtProvider(booked)).refunds).toHaveLength(1);
    expect(
      (await subjectsTo(ctx.app, booked.guest.email)).filter((s) => s.startsWith('Cancelled by the host')),
    ).toHaveLength(1);

    // Once its transfer would be due, the host's share of what was kept is nothing.
    await endedHoursAgo(booked.activity.id, 30);
    const transfers = await sweepHostTransfers(ctx.app.payments, { asIfEnded: booked.activity.id });
    expect(transfers).toMatchObject({ paid: 0, nothing_due: 1 });
  });

  it('refunds the rest to a guest refunded half before the host cancelled the activity: a second refund, once, told by e-mail', async () => {
    const booked = await strictBooking(3 * DAY);
    const half = await guestCancels(booked, { expectedRefundCents: 3001 });
    expect(half.json()).toMatchObject({ outcome: 'refunded', booking: { refundedCents: 3001 } });

    const res = await hostCancelsActivity(booked);

    expect(res.statusCode).toBe(200);
    expect(await refundsAtProvider(booked)).toEqual({
      refundedCents: 6002,
      refunds: [
        [3001, `refund-${booked.booking.id}`],
        [3001, `refund-rest-${booked.booking.id}`],
      ],
    });
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      status: 'refunded',
      refundReason: 'host_cancelled',
      refundedCents: 6002,
      refundRestCents: 3001,
      restRefundId: expect.stringMatching(/^re_test_/),
    });
    const mails = await textsTo(booked.guest.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Refund processed: ${booked.title}`,
      `Cancelled by the host: ${booked.title}`,
    ]);
    // The activity-cancelled e-mail says what is true once the rest is back: all of it is refunded.
    expect(mails[2]?.text).toContain('your payment of €60.02 is refunded in full');

    await sweepPayments(ctx.app.payments);
    expect((await refundsAtProvider(booked)).refunds).toHaveLength(2);
    expect(await subjectsTo(ctx.app, booked.guest.email)).toHaveLength(3);
  });

  it('refunds the rest to a guest whose half refund was on its way back when the host cancelled the activity: the half, then the rest, each once', async () => {
    const booked = await strictBooking(3 * DAY);
    let hostAnswer: Awaited<ReturnType<typeof hostCancelsActivity>> | undefined;
    beforeFirstRefundAnswers(ctx.app, async () => {
      hostAnswer = await hostCancelsActivity(booked);
    });

    const guestAnswer = await guestCancels(booked, { expectedRefundCents: 3001 });

    expect(guestAnswer.statusCode, guestAnswer.body).toBe(200);
    expect(guestAnswer.json()).toMatchObject({
      outcome: 'refunded',
      booking: { status: 'refunded', refundedCents: 6002 },
    });
    expect(hostAnswer?.statusCode).toBe(200);
    expect(await refundsAtProvider(booked)).toEqual({
      refundedCents: 6002,
      refunds: [
        [3001, `refund-${booked.booking.id}`],
        [3001, `refund-rest-${booked.booking.id}`],
      ],
    });
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      status: 'refunded',
      refundReason: 'host_cancelled',
      refundDueCents: 3001,
      refundRestCents: 3001,
      refundedCents: 6002,
    });
    // The guest is told once that the host cancelled (as when the host's cancellation overtakes a full
    // refund, refund-races.test.ts), and the host hears nothing of a guest leaving.
    const subjects = await subjectsTo(ctx.app, booked.guest.email);
    expect(subjects.filter((s) => s === `Cancelled by the host: ${booked.title}`)).toHaveLength(1);
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([`New booking: ${booked.title}`]);

    await sweepPayments(ctx.app.payments);
    expect((await refundsAtProvider(booked)).refunds).toHaveLength(2);
  });
});

describe('a guest’s cancellation once the host has cancelled the activity', () => {
  it('is the host’s: refunded in full, not the nothing its terms give, when the host’s refund had failed', async () => {
    const booked = await strictBooking(12 * HOUR);
    spyOnRefunds().mockRejectedValueOnce(new Error('card network down'));
    expect((await hostCancelsActivity(booked)).statusCode).toBe(502);
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      status: 'paid',
      refundReason: 'host_cancelled',
      refundDueCents: 6002,
    });

    // The guest, shown nothing back by the terms, cancels: the host's cancellation decides.
    const res = await guestCancels(booked, { expectedRefundCents: 0 });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'refunded',
      booking: { status: 'refunded', refundedCents: 6002 },
    });
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      refundReason: 'host_cancelled',
      refundedCents: 6002,
    });
    expect(await refundsAtProvider(booked)).toEqual({
      refundedCents: 6002,
      refunds: [[6002, `refund-${booked.booking.id}`]],
    });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Cancelled by the host: ${booked.title}`,
    ]);

    // The sweep, once the failed try's retry is due, finds it made: nothing more.
    await refundRetriesDueNow(ctx.app);
    await sweepPayments(ctx.app.payments);
    expect((await refundsAtProvider(booked)).refunds).toHaveLength(1);
  });

  it('is the host’s when the activity is cancelled and nothing was recorded yet (a cancellation interrupted)', async () => {
    const booked = await strictBooking(12 * HOUR);
    await ctx.app.db
      .update(activities)
      .set({ status: 'cancelled', isPublished: false })
      .where(eq(activities.id, booked.activity.id));

    const res = await guestCancels(booked, { expectedRefundCents: 0 });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'refunded',
      booking: { status: 'refunded', refundedCents: 6002 },
    });
    expect(await bookingRow(booked.booking.id)).toMatchObject({
      refundReason: 'host_cancelled',
      refundDueCents: 6002,
      refundedCents: 6002,
    });
    expect(await refundsAtProvider(booked)).toEqual({
      refundedCents: 6002,
      refunds: [[6002, `refund-${booked.booking.id}`]],
    });
    expect(await subjectsTo(ctx.app, booked.guest.email)).toEqual([
      `Booking confirmed: ${booked.title}`,
      `Cancelled by the host: ${booked.title}`,
    ]);
    expect(await subjectsTo(ctx.app, booked.host.email)).toEqual([`New booking: ${booked.title}`]);
  });
});
