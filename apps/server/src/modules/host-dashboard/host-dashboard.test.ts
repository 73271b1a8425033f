import type { HostDashboard } from '@sortim/contracts/host-dashboard';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, profiles, tickets } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createPaymentSession,
  createReview,
  createUser,
} from '#src/test/factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

const ctx = useTestApp();
const dashboard = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: cookie ? { cookie } : {} });

describe('GET /api/host/dashboard', () => {
  it('refuses anonymous callers', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not a host', async () => {
    const guest = await signUp(ctx.app);

    const res = await dashboard(guest.cookie);

    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Host privileges required.');
  });

  it("counts only the caller's activities, paid bookings and earnings after the platform fee, and rates to one decimal", async () => {
    const db = ctx.app.db;
    const account = await signUp(ctx.app, { roles: ['host'] });
    const otherHost = await createHost(db);
    const published = await createActivity(db, {
      hostId: account.id,
      title: 'Published walk',
      priceCents: 1500,
    });
    const past = await createActivity(db, {
      hostId: account.id,
      title: 'Past walk',
      startTime: fromNow(-3 * DAY),
    });
    await createActivity(db, {
      hostId: account.id,
      title: 'Draft walk',
      status: 'draft',
      isPublished: false,
    });
    const cancelled = await createActivity(db, {
      hostId: account.id,
      title: 'Cancelled walk',
      status: 'cancelled',
    });
    const notMine = await createActivity(db, { hostId: otherHost.id });
    const guests = await Promise.all(Array.from({ length: 5 }, () => createUser(db)));
    const [a, b, c, d, e] = guests.map((g) => g.id) as [string, string, string, string, string];

    // Paid through a checkout: 2 x 15 EUR, of which the platform kept 3 EUR.
    const session = await createPaymentSession(db, {
      userId: a,
      activityId: published.id,
      spots: 2,
      unitPriceCents: 1500,
      platformFeeCents: 300,
      status: 'completed',
    });
    await createBooking(db, { userId: a, activityId: published.id, spots: 2, paymentSessionId: session.id });
    // Paid without a checkout (no fee kept): 12 EUR.
    await createBooking(db, { userId: b, activityId: past.id, unitPriceCents: 1200 });
    // A booking refunded in full (the cancelled activity's guest) earns nothing and does not count.
    await createBooking(db, {
      userId: c,
      activityId: cancelled.id,
      status: 'refunded',
      refundedAt: fromNow(-HOUR),
      unitPriceCents: 5000,
    });
    // Cancelled without a refund (after the policy's last deadline): not a booking, but the money is kept.
    await createBooking(db, { userId: d, activityId: published.id, status: 'cancelled', refundedCents: 0 });
    // Another host's paid booking and review.
    await createBooking(db, { userId: e, activityId: notMine.id, unitPriceCents: 9900 });
    await createReview(db, { userId: e, activityId: notMine.id, rating: 1 });
    // 5 + 4 + 4 = 13 / 3 = 4.33...
    await createReview(db, { userId: a, activityId: past.id, rating: 5 });
    await createReview(db, { userId: b, activityId: past.id, rating: 4 });
    await createReview(db, { userId: c, activityId: past.id, rating: 4 });

    const res = await dashboard(account.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as HostDashboard;
    expect(body.stats).toEqual({
      activities: 3,
      bookings: 2,
      earningsCents: 3000 - 300 + 1200 + 1500,
      rating: 4.3,
      reviewCount: 3,
      // The past walk's one paid seat, not checked in.
      checkIns: { seats: 1, checkedIn: 0 },
    });
    expect(body.recentBookings.every((booking) => booking.activityId !== notMine.id)).toBe(true);
    expect(body.latestActivities.every((activity) => activity.hostId === account.id)).toBe(true);
  });

  it("counts the check-ins among the paid seats of the host's ended activities only", async () => {
    const db = ctx.app.db;
    const account = await signUp(ctx.app, { roles: ['host'] });
    const otherHost = await createHost(db);
    const ended = (hostId: string) =>
      createActivity(db, { hostId, startTime: fromNow(-2 * DAY), endTime: fromNow(-2 * DAY + 2 * HOUR) });
    const tapas = await ended(account.id);
    const kayak = await ended(account.id);
    const underWay = await createActivity(db, {
      hostId: account.id,
      startTime: fromNow(-HOUR),
      endTime: fromNow(HOUR),
    });
    const theirs = await ended(otherHost.id);
    /** A booking of `spots` seats by a new guest, the first `checkedIn` of them checked in at the door. */
    const booked = async (
      activityId: string,
      spots: number,
      checkedIn: number,
      status: 'paid' | 'refunded' = 'paid',
    ) => {
      const guest = await createUser(db);
      const booking = await createBooking(db, { userId: guest.id, activityId, spots });
      for (let seat = 1; seat <= checkedIn; seat++) {
        await db
          .update(tickets)
          .set({ checkedInAt: fromNow(-2 * DAY) })
          .where(and(eq(tickets.bookingId, booking.id), eq(tickets.seat, seat)));
      }
      if (status === 'refunded') {
        await db
          .update(bookings)
          .set({
            status: 'refunded',
            refundedAt: fromNow(-DAY),
            refundReason: 'host_cancelled',
            refundedCents: 0,
          })
          .where(eq(bookings.id, booking.id));
      }
    };
    await booked(tapas.id, 3, 2);
    await booked(kayak.id, 1, 1);
    // Refunded after being checked in: its seats were not sold, so they count neither way.
    await booked(kayak.id, 2, 1, 'refunded');
    // Not ended yet, and another host's.
    await booked(underWay.id, 2, 2);
    await booked(theirs.id, 4, 4);

    const body = (await dashboard(account.cookie)).json() as HostDashboard;

    expect(body.stats.checkIns).toEqual({ seats: 4, checkedIn: 3 });
    const newcomer = await signUp(ctx.app, { roles: ['host'] });
    expect(((await dashboard(newcomer.cookie)).json() as HostDashboard).stats.checkIns).toEqual({
      seats: 0,
      checkedIn: 0,
    });
  });

  it('shows the 3 latest activities by start time and the 5 most recent paid bookings', async () => {
    const db = ctx.app.db;
    const account = await signUp(ctx.app, { roles: ['verified_host'] });
    const startDays = [2, 10, -4, 6, 8];
    const activities = [];
    for (const days of startDays) {
      activities.push(
        await createActivity(db, {
          hostId: account.id,
          title: `Starts in ${days} days`,
          startTime: fromNow(days * DAY),
        }),
      );
    }
    const booked = activities[0] as (typeof activities)[number];
    // 6 paid bookings made an hour apart (the newest last), and a newer refunded one.
    for (let i = 0; i < 6; i++) {
      const guest = await createUser(db, { profile: { displayName: `Guest ${i}` } });
      await createBooking(db, {
        userId: guest.id,
        activityId: booked.id,
        spots: i === 5 ? 3 : 1,
        createdAt: fromNow(-(6 - i) * HOUR),
      });
    }
    const refundedGuest = await createUser(db, { profile: { displayName: 'Refunded Guest' } });
    await createBooking(db, {
      userId: refundedGuest.id,
      activityId: booked.id,
      status: 'refunded',
      refundedAt: fromNow(0),
      createdAt: fromNow(0),
    });

    const body = (await dashboard(account.cookie)).json() as HostDashboard;

    expect(body.latestActivities.map((a) => a.title)).toEqual([
      'Starts in 10 days',
      'Starts in 8 days',
      'Starts in 6 days',
    ]);
    expect(body.recentBookings.map((b) => b.guestName)).toEqual([
      'Guest 5',
      'Guest 4',
      'Guest 3',
      'Guest 2',
      'Guest 1',
    ]);
    expect(body.recentBookings[0]).toMatchObject({
      activityId: booked.id,
      activityTitle: 'Starts in 2 days',
      activityStartTime: booked.startTime.toISOString(),
      spots: 3,
      amountCents: 4500,
    });
    expect(body.stats.bookings).toBe(6);
  });

  it('states payment setup as not started, in progress or connected', async () => {
    const db = ctx.app.db;
    const account = await signUp(ctx.app, { roles: ['host'] });
    const setup = async () => ((await dashboard(account.cookie)).json() as HostDashboard).payoutSetup;

    expect(await setup()).toBe('not_started');
    await db
      .update(profiles)
      .set({ stripeAccountId: `acct_${account.id}` })
      .where(eq(profiles.id, account.id));
    expect(await setup()).toBe('in_progress');
    await db.update(profiles).set({ payoutsEnabled: true }).where(eq(profiles.id, account.id));
    expect(await setup()).toBe('connected');
  });

  it("gives an admin their own dashboard, not the platform's", async () => {
    const db = ctx.app.db;
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id });
    const guest = await createUser(db);
    await createBooking(db, { userId: guest.id, activityId: activity.id });

    const res = await dashboard(admin.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: {
        activities: 0,
        bookings: 0,
        earningsCents: 0,
        rating: null,
        reviewCount: 0,
        checkIns: { seats: 0, checkedIn: 0 },
      },
      payoutSetup: 'not_started',
      latestActivities: [],
      recentBookings: [],
    });
  });
});
