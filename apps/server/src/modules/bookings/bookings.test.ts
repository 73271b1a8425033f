import type { BookingState, MyBookingList } from '@sortim/contracts/bookings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitlistEntries } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createReview,
  createUser,
  createWaitlistEntry,
} from '#src/test/factories.ts';

/*
 * What a guest reads of their bookings: My Bookings, a booking's calendar file, and the booking area of
 * an activity's page.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

// No workers: the minute-by-minute sweep would end the lapsed offer these tests read back.
const ctx = useTestApp({ ROLE: 'web' });

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
