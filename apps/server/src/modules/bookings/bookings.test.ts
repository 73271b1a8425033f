import { BOOKING_MESSAGES, type BookingState, type MyBookingList } from '@sortim/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { activities, bookings, waitlistEntries } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, providerCheckoutOf, providerRefundsOf, subjectsTo } from '#src/test/checkout.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createReview,
  createUser,
  createWaitlistEntry,
} from '#src/test/factories.ts';
import { refundRetriesDueNow, spotsOf } from '#src/test/payments.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

// No workers: the minute-by-minute sweep would end the lapsed offer these tests read back.
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

describe('GET /api/bookings', () => {
  const list = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: cookie ? { cookie } : {} });

  it('refuses anonymous callers', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it('lists only the caller’s bookings, newest first, with the activity and what can be done with each', async () => {
    const db = ctx.app.db;
    const guest = await signUp(ctx.app);
    const stranger = await createUser(db);
    const host = await createHost(db, {
      profile: { displayName: 'Marta Host', avatarUrl: '/uploads/m.webp' },
    });
    const upcoming = await createActivity(db, { hostId: host.id, title: 'Pottery night' });
    const past = await createActivity(db, {
      hostId: host.id,
      title: 'Tapas walk',
      startTime: fromNow(-2 * DAY),
    });
    const other = await createActivity(db, { hostId: host.id, title: 'Kayak' });
    const paidUpcoming = await createBooking(db, {
      userId: guest.id,
      activityId: upcoming.id,
      spots: 2,
      createdAt: fromNow(-3 * DAY),
    });
    const paidPast = await createBooking(db, {
      userId: guest.id,
      activityId: past.id,
      createdAt: fromNow(-DAY),
    });
    const refunded = await createBooking(db, {
      userId: guest.id,
      activityId: other.id,
      status: 'refunded',
      refundedAt: fromNow(-HOUR),
      createdAt: fromNow(-2 * DAY),
    });
    await createBooking(db, { userId: stranger.id, activityId: upcoming.id });

    const res = await list(guest.cookie);

    expect(res.statusCode).toBe(200);
    const { items } = res.json() as MyBookingList;
    expect(items.map((b) => [b.id, b.status, b.canRefund, b.canReview])).toEqual([
      [paidPast.id, 'paid', false, true],
      [refunded.id, 'refunded', false, false],
      [paidUpcoming.id, 'paid', true, false],
    ]);
    expect(items[2]).toMatchObject({
      spots: 2,
      amountCents: 3000,
      refundedAt: null,
      activity: {
        id: upcoming.id,
        title: 'Pottery night',
        startTime: upcoming.startTime.toISOString(),
        locationName: upcoming.locationName,
        host: { id: host.id, displayName: 'Marta Host', avatarUrl: '/uploads/m.webp' },
      },
    });
    expect(items[1]?.refundedAt).toBe(refunded.refundedAt?.toISOString());
  });

  it("names a series' date by the series, not by its occurrence number", async () => {
    const db = ctx.app.db;
    const guest = await signUp(ctx.app);
    const host = await createHost(db);
    const seriesId = '0b6e2c1a-5f3d-4e8a-9c7b-2d1f0e9a8b7c';
    const second = await createActivity(db, { hostId: host.id, title: 'Sunrise Yoga (2)', seriesId });
    const single = await createActivity(db, { hostId: host.id, title: 'Top 10 bars (2)' });
    await createBooking(db, { userId: guest.id, activityId: second.id, createdAt: fromNow(-DAY) });
    await createBooking(db, { userId: guest.id, activityId: single.id, createdAt: fromNow(-2 * DAY) });

    const { items } = (await list(guest.cookie)).json() as MyBookingList;
    expect(items.map((b) => [b.activity.id, b.activity.title])).toEqual([
      [second.id, 'Sunrise Yoga'],
      [single.id, 'Top 10 bars (2)'],
    ]);
    expect(items[0]?.activity).not.toHaveProperty('seriesId');
  });

  it('says which booked activities the caller has reviewed, and gives the picture cards show', async () => {
    const db = ctx.app.db;
    const guest = await signUp(ctx.app);
    const other = await createUser(db);
    const host = await createHost(db);
    const reviewedWalk = await createActivity(db, {
      hostId: host.id,
      title: 'Reviewed walk',
      startTime: fromNow(-3 * DAY),
      thumbnailUrl: '/uploads/walk-thumb.webp',
      coverImageUrl: null,
    });
    const notYet = await createActivity(db, {
      hostId: host.id,
      title: 'Not yet',
      startTime: fromNow(-2 * DAY),
    });
    await createBooking(db, { userId: guest.id, activityId: reviewedWalk.id, createdAt: fromNow(-2 * DAY) });
    await createBooking(db, { userId: guest.id, activityId: notYet.id, createdAt: fromNow(-DAY) });
    await createReview(db, { userId: guest.id, activityId: reviewedWalk.id });
    // Someone else's review of it is not the caller's.
    await createBooking(db, { userId: other.id, activityId: notYet.id });
    await createReview(db, { userId: other.id, activityId: notYet.id });

    const { items } = (await list(guest.cookie)).json() as MyBookingList;
    expect(items.map((b) => [b.activity.title, b.canReview, b.reviewed])).toEqual([
      ['Not yet', true, false],
      ['Reviewed walk', true, true],
    ]);
    expect(items[1]?.activity).toMatchObject({
      thumbnailUrl: '/uploads/walk-thumb.webp',
      coverImageUrl: null,
    });
  });
});

describe('GET /api/bookings/:id/calendar', () => {
  const calendar = (id: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar`, headers: cookie ? { cookie } : {} });

  it("answers the caller's booking as a calendar file to download, the event its e-mails carry", async () => {
    const db = ctx.app.db;
    const guest = await signUp(ctx.app);
    const host = await createHost(db);
    const activity = await createActivity(db, {
      hostId: host.id,
      title: 'Sunrise Yoga (2)',
      seriesId: '0b6e2c1a-5f3d-4e8a-9c7b-2d1f0e9a8b7c',
      startTime: new Date('2027-05-08T05:00:00.000Z'),
      endTime: new Date('2027-05-08T06:30:00.000Z'),
      locationName: 'Platja de la Barceloneta',
      address: 'Passeig Marítim 1, Barcelona',
    });
    const booking = await createBooking(db, { userId: guest.id, activityId: activity.id });

    const res = await calendar(booking.id, guest.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sortim-sunrise-yoga.ics"');
    const body = res.body.replace(/\r\n[ \t]/g, '');
    expect(body).toContain(`UID:booking-${booking.id}@sortim.app`);
    expect(body).toContain('SUMMARY:Sunrise Yoga');
    expect(body).toContain('DTSTART:20270508T050000Z');
    expect(body).toContain('LOCATION:Platja de la Barceloneta\\, Passeig Marítim 1\\, Barcelona');
    expect(body).toContain(`/activity/${activity.id}`);
  });

  it("refuses anonymous callers, and answers another person's booking as missing", async () => {
    const db = ctx.app.db;
    const guest = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id });
    const booking = await createBooking(db, { userId: guest.id, activityId: activity.id });

    expect((await calendar(booking.id)).statusCode).toBe(401);
    expect((await calendar(booking.id, stranger.cookie)).statusCode).toBe(404);
    expect((await calendar('not-a-uuid', guest.cookie)).statusCode).toBe(404);
  });
});

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

describe('GET /api/activities/:id/booking-state', () => {
  const state = async (activityId: string, cookie?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/activities/${activityId}/booking-state`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json() as BookingState;
  };
  const nothing = { bookingId: null, onWaitlist: false, offerExpiresAt: null };

  it('tells an anonymous visitor nothing', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const guest = await createUser(ctx.app.db);
    await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id });

    expect(await state(activity.id)).toEqual(nothing);
  });

  it('gives a guest their paid booking, but not a refunded one', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const booked = await createActivity(ctx.app.db, { hostId: host.id });
    const refunded = await createActivity(ctx.app.db, { hostId: host.id });
    const booking = await createBooking(ctx.app.db, { userId: guest.id, activityId: booked.id });
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: refunded.id,
      status: 'refunded',
      refundedAt: new Date(),
    });

    expect(await state(booked.id, guest.cookie)).toEqual({ ...nothing, bookingId: booking.id });
    expect(await state(refunded.id, guest.cookie)).toEqual(nothing);
  });

  it('says the guest is on the waitlist, and until when a spot is held for them', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const waiting = await createActivity(ctx.app.db, { hostId: host.id, spotsRemaining: 0 });
    const offered = await createActivity(ctx.app.db, { hostId: host.id, spotsRemaining: 0 });
    const lapsed = await createActivity(ctx.app.db, { hostId: host.id, spotsRemaining: 0 });
    await createWaitlistEntry(ctx.app.db, { userId: guest.id, activityId: waiting.id });
    const offerExpiresAt = fromNow(6 * HOUR);
    for (const [activity, expiresAt] of [
      [offered, offerExpiresAt],
      [lapsed, fromNow(-HOUR)],
    ] as const) {
      const entry = await createWaitlistEntry(ctx.app.db, { userId: guest.id, activityId: activity.id });
      await ctx.app.db
        .update(waitlistEntries)
        .set({ offerExpiresAt: expiresAt })
        .where(eq(waitlistEntries.id, entry.id));
    }

    expect(await state(waiting.id, guest.cookie)).toEqual({ ...nothing, onWaitlist: true });
    expect(await state(offered.id, guest.cookie)).toEqual({
      ...nothing,
      onWaitlist: true,
      offerExpiresAt: offerExpiresAt.toISOString(),
    });
    expect(await state(lapsed.id, guest.cookie)).toEqual({ ...nothing, onWaitlist: true });
  });

  it('answers an unknown activity id with nothing', async () => {
    const guest = await signUp(ctx.app);
    expect(await state('not-an-id', guest.cookie)).toEqual(nothing);
  });
});
