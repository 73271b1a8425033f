import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSessions, profiles, testProviderAccounts, waitlistEntries } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { startCheckoutAs, subjectsTo, waitlistOf } from '#src/test/checkout.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { postWebhook, sessionsOf, signedEvent, spotsOf } from '#src/test/payments.ts';

const HOUR = 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

const ctx = useTestApp();

const join = (activityId: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/waitlist`,
    headers: cookie ? { cookie } : {},
  });
const leave = (activityId: string, cookie?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/activities/${activityId}/waitlist`,
    headers: cookie ? { cookie } : {},
  });
const checkout = (activityId: string, cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie }, payload: { activityId } });
const refund = (bookingId: string, cookie: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/refund`, headers: { cookie } });

const offerSubject = (title: string) => `A spot opened up: ${title}`;

describe('POST and DELETE /api/activities/:id/waitlist', () => {
  it('asks anonymous visitors to log in', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, spotsRemaining: 0 });

    const res = await join(activity.id);

    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.waitlistLogin);
    expect((await leave(activity.id)).statusCode).toBe(401);
  });

  it('refuses to line up for an activity that can be booked now', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });

    const res = await join(activity.id, guest.cookie);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.waitlistNotNeeded);
    expect(await waitlistOf(ctx.app, activity.id)).toEqual([]);
  });

  it('lines the guest up once for a sold-out activity, however often they click', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 4, spotsRemaining: 0 });

    const first = await join(activity.id, guest.cookie);
    const second = await join(activity.id, guest.cookie);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ onWaitlist: true });
    expect(await waitlistOf(ctx.app, activity.id)).toEqual([{ userId: guest.id, offerExpiresAt: null }]);
  });

  it('lines the guest up while the host is still setting up payouts, even with spots free', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db, { profile: { payoutsEnabled: false } });
    const activity = await createActivity(ctx.app.db, { hostId: host.id });

    const res = await join(activity.id, guest.cookie);

    expect(res.statusCode).toBe(200);
    expect((await waitlistOf(ctx.app, activity.id)).map((e) => e.userId)).toEqual([guest.id]);
  });

  it('refuses the guest who already booked, and answers 404 for an unknown activity', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 2, spotsRemaining: 0 });
    await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id, spots: 2 });

    const booked = await join(activity.id, guest.cookie);
    const unknown = await join('8a4b7f61-1c2d-4e5f-8a9b-0c1d2e3f4a5b', guest.cookie);

    expect(booked.statusCode).toBe(409);
    expect(booked.json().error.message).toBe(BOOKING_MESSAGES.alreadyBooked);
    expect(unknown.statusCode).toBe(404);
  });

  it('takes the guest off the line when they leave', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, spotsRemaining: 0 });
    await join(activity.id, guest.cookie);

    const res = await leave(activity.id, guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ onWaitlist: false });
    expect(await waitlistOf(ctx.app, activity.id)).toEqual([]);
  });
});

describe('a freed spot goes to the waitlist first', () => {
  /** Two guests who join the activity's waitlist, in this order. */
  async function twoInLine(activityId: string) {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    for (const guest of [first, second]) expect((await join(activityId, guest.cookie)).statusCode).toBe(200);
    return { first, second };
  }

  /** A sold-out activity (two spots, one booked by `booker`) with two guests waiting, in this order. */
  async function soldOutWithLine(title: string, startTime?: Date) {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title,
      capacity: 2,
      spotsRemaining: 0,
      ...(startTime ? { startTime } : {}),
    });
    const booker = await signUp(ctx.app);
    const booking = await createBooking(ctx.app.db, { userId: booker.id, activityId: activity.id });
    await createBooking(ctx.app.db, { userId: (await createUser(ctx.app.db)).id, activityId: activity.id });
    const { first, second } = await twoInLine(activity.id);
    return { activity, booker, booking, first, second };
  }

  async function offerOf(activityId: string, guest: TestAccount) {
    const line = await waitlistOf(ctx.app, activityId);
    return line.find((e) => e.userId === guest.id)?.offerExpiresAt ?? null;
  }

  it('offers a refunded spot to the first in line only, holding it for them', async () => {
    const { activity, booker, booking, first, second } = await soldOutWithLine('Paella class');

    expect((await refund(booking.id, booker.cookie)).statusCode).toBe(200);

    const offer = await offerOf(activity.id, first);
    expect(offer).toBeInstanceOf(Date);
    const hours = ((offer?.getTime() ?? 0) - Date.now()) / HOUR;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(await offerOf(activity.id, second)).toBeNull();
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
    expect(await subjectsTo(ctx.app, first.email)).toContain(offerSubject('Paella class'));
    expect(await subjectsTo(ctx.app, second.email)).not.toContain(offerSubject('Paella class'));
  });

  it('keeps the held spot from everyone else, and lets the person offered it book it', async () => {
    const { activity, booker, booking, first, second } = await soldOutWithLine('Flamenco show');
    await refund(booking.id, booker.cookie);
    const stranger = await signUp(ctx.app);

    const strangerTry = await checkout(activity.id, stranger.cookie);
    const secondTry = await checkout(activity.id, second.cookie);

    expect([strangerTry.statusCode, secondTry.statusCode]).toEqual([409, 409]);
    expect(strangerTry.json().error.message).toBe(BOOKING_MESSAGES.soldOut);

    const claimed = await checkout(activity.id, first.cookie);

    expect(claimed.statusCode).toBe(201);
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
    expect((await waitlistOf(ctx.app, activity.id)).map((e) => e.userId)).toEqual([second.id]);
    expect((await sessionsOf(ctx.app, activity.id)).map((s) => [s.userId, s.status, s.spots])).toEqual([
      [first.id, 'open', 1],
    ]);
  });

  it('passes a lapsed offer to the next in line, and the first leaves the line', async () => {
    const { activity, booker, booking, first, second } = await soldOutWithLine('Sailing trip');
    await refund(booking.id, booker.cookie);
    await ctx.app.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: fromNow(-1000) })
      .where(eq(waitlistEntries.userId, first.id));

    await sweepPayments(ctx.app.payments);

    const line = await waitlistOf(ctx.app, activity.id);
    expect(line.map((e) => e.userId)).toEqual([second.id]);
    expect(line[0]?.offerExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 11 * HOUR);
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
    expect(await subjectsTo(ctx.app, second.email)).toContain(offerSubject('Sailing trip'));
    // The lapsed offer can no longer be claimed.
    expect((await checkout(activity.id, first.cookie)).statusCode).toBe(409);
  });

  it('passes the spot on when the person offered it leaves the line', async () => {
    const { activity, booker, booking, first, second } = await soldOutWithLine('Street art tour');
    await refund(booking.id, booker.cookie);

    expect((await leave(activity.id, first.cookie)).statusCode).toBe(200);

    const line = await waitlistOf(ctx.app, activity.id);
    expect(line.map((e) => [e.userId, e.offerExpiresAt !== null])).toEqual([[second.id, true]]);
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
    expect(await subjectsTo(ctx.app, second.email)).toContain(offerSubject('Street art tour'));

    // The last person waiting leaves too: the spot is back on sale for anyone.
    await leave(activity.id, second.cookie);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
  });

  it('offers the spots a guest’s smaller new checkout no longer holds', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Boat party', capacity: 3 });
    const holder = await signUp(ctx.app);
    await startCheckoutAs(ctx.app, holder, activity.id, 3);
    const waiting = await signUp(ctx.app);
    expect((await join(activity.id, waiting.cookie)).statusCode).toBe(200);

    await startCheckoutAs(ctx.app, holder, activity.id, 1);

    expect(await offerOf(activity.id, waiting)).toBeInstanceOf(Date);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
    expect(await subjectsTo(ctx.app, waiting.email)).toContain(offerSubject('Boat party'));
  });

  /** A sold-out activity of two spots: one booked, one held unpaid by `holder`; two guests waiting. */
  async function soldOutWithHold(title: string) {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title,
      capacity: 2,
      spotsRemaining: 1,
    });
    await createBooking(ctx.app.db, { userId: (await createUser(ctx.app.db)).id, activityId: activity.id });
    const holder = await signUp(ctx.app);
    const hold = await startCheckoutAs(ctx.app, holder, activity.id, 1);
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
    const { first, second } = await twoInLine(activity.id);
    return { activity, hold, first, second };
  }

  it('offers the spot of a hold that expires unpaid to the first in line only', async () => {
    const { activity, hold, first, second } = await soldOutWithHold('Tapas crawl');
    await ctx.app.db
      .update(paymentSessions)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentSessions.id, hold.paymentSessionId));

    await sweepPayments(ctx.app.payments);

    expect(await offerOf(activity.id, first)).toBeInstanceOf(Date);
    expect(await offerOf(activity.id, second)).toBeNull();
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
    expect(await subjectsTo(ctx.app, first.email)).toContain(offerSubject('Tapas crawl'));
  });

  it('offers the spot of a checkout the provider reports expired (checkout.session.expired)', async () => {
    const { activity, hold, first, second } = await soldOutWithHold('Wine cellar visit');
    const expired = signedEvent(ctx.config.payments.provider.webhookSecret, 'checkout.session.expired', {
      id: hold.sessionId,
      object: 'checkout.session',
      status: 'expired',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: 1500,
      metadata: { payment_session_id: hold.paymentSessionId },
    });

    expect((await postWebhook(ctx.app, expired)).statusCode).toBe(200);

    expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['expired']);
    expect(await offerOf(activity.id, first)).toBeInstanceOf(Date);
    expect(await offerOf(activity.id, second)).toBeNull();
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
  });

  it('never holds an offer past the activity’s start', async () => {
    const startTime = fromNow(2 * HOUR);
    const { activity, booker, booking, first } = await soldOutWithLine('Sunrise hike', startTime);

    await refund(booking.id, booker.cookie);

    expect((await offerOf(activity.id, first))?.getTime()).toBe(startTime.getTime());
  });

  it('offers free spots to those who waited when the host’s payouts are enabled', async () => {
    const accountId = 'acct_waitlist_opens';
    const host = await createHost(ctx.app.db, {
      profile: { stripeAccountId: accountId, payoutsEnabled: false },
    });
    const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Vermut tour', capacity: 3 });
    const guests = [await signUp(ctx.app), await signUp(ctx.app)];
    for (const guest of guests) expect((await join(activity.id, guest.cookie)).statusCode).toBe(200);
    // The provider finished the account; its event makes the app ask it.
    await ctx.app.db
      .update(testProviderAccounts)
      .set({ status: 'enabled' })
      .where(eq(testProviderAccounts.id, accountId));
    const event = signedEvent(ctx.config.payments.provider.webhookSecret, 'account.updated', {
      id: accountId,
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
    });

    expect((await postWebhook(ctx.app, event)).statusCode).toBe(200);

    const [profile] = await ctx.app.db
      .select({ payoutsEnabled: profiles.payoutsEnabled })
      .from(profiles)
      .where(eq(profiles.id, host.id));
    expect(profile?.payoutsEnabled).toBe(true);
    const line = await waitlistOf(ctx.app, activity.id);
    expect(line.every((e) => e.offerExpiresAt !== null)).toBe(true);
    expect(line).toHaveLength(2);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
    for (const guest of guests) {
      expect(await subjectsTo(ctx.app, guest.email)).toContain(offerSubject('Vermut tour'));
    }
  });
});
