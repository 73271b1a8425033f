import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { LIMITS } from '@sortim/contracts/limits';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSessions } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { paymentSessionOf, startCheckoutAs } from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { sessionsOf, spotsOf } from '#src/test/payments.ts';
import { sweepPayments } from './sweep.ts';

/*
 * Holds cannot be used to keep activities sold out: restarting a checkout never makes its hold last longer
 * than the first one, and one person holds spots in at most LIMITS.maxOpenHolds activities at once.
 */

const ctx = useTestApp();

const checkout = (guest: TestAccount, activityId: string, spots: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: { activityId, spots },
  });

async function newActivity(capacity: number) {
  const host = await createHost(ctx.app.db);
  return createActivity(ctx.app.db, { hostId: host.id, capacity });
}

/** Sets a session's hold to end `seconds` from now (negative: already past). */
async function holdEndsIn(paymentSessionId: string, seconds: number) {
  await ctx.app.db
    .update(paymentSessions)
    .set({ holdExpiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(paymentSessions.id, paymentSessionId));
}

describe('a restarted checkout', () => {
  it('keeps the first hold’s expiry through three restarts, so the spots are freed when the first would have ended', async () => {
    const activity = await newActivity(2);
    const guest = await signUp(ctx.app);
    const first = await startCheckoutAs(ctx.app, guest, activity.id, 2);
    // The first hold ends in five seconds (as if taken 14 minutes 55 seconds ago).
    await holdEndsIn(first.paymentSessionId, 5);
    const firstExpiry = (await paymentSessionOf(ctx.app, first.paymentSessionId)).holdExpiresAt;

    let latest = first;
    for (let restart = 0; restart < 3; restart++) {
      latest = await startCheckoutAs(ctx.app, guest, activity.id, 2);
      expect((await paymentSessionOf(ctx.app, latest.paymentSessionId)).holdExpiresAt).toEqual(firstExpiry);
    }
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, firstExpiry.getTime() - Date.now()) + 200),
    );
    await sweepPayments(ctx.app.payments);

    expect((await paymentSessionOf(ctx.app, latest.paymentSessionId)).status).toBe('expired');
    expect(await spotsOf(ctx.app, activity.id)).toBe(2);
    const sessions = await sessionsOf(ctx.app, activity.id);
    expect(sessions.map((s) => s.status).sort()).toEqual(['cancelled', 'cancelled', 'cancelled', 'expired']);
    // Someone else can take them now.
    expect((await checkout(await signUp(ctx.app), activity.id, 2)).statusCode).toBe(201);
  });

  it('keeps the first hold’s expiry when the guest leaves the payment page and checks out again', async () => {
    const activity = await newActivity(4);
    const guest = await signUp(ctx.app);
    const first = await startCheckoutAs(ctx.app, guest, activity.id, 2);
    await holdEndsIn(first.paymentSessionId, 60);
    const firstExpiry = (await paymentSessionOf(ctx.app, first.paymentSessionId)).holdExpiresAt;

    for (let restart = 0; restart < 3; restart++) {
      const left = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/cancel',
        headers: { cookie: guest.cookie },
        payload: { activityId: activity.id },
      });
      expect(left.statusCode).toBe(204);
      expect(await spotsOf(ctx.app, activity.id)).toBe(4);
      const again = await startCheckoutAs(ctx.app, guest, activity.id, 2);
      expect((await paymentSessionOf(ctx.app, again.paymentSessionId)).holdExpiresAt).toEqual(firstExpiry);
    }
    expect(await spotsOf(ctx.app, activity.id)).toBe(2);
  });

  it('gives another guest’s hold of the same activity its own expiry', async () => {
    const activity = await newActivity(4);
    const first = await startCheckoutAs(ctx.app, await signUp(ctx.app), activity.id, 1);
    await holdEndsIn(first.paymentSessionId, 60);

    const other = await startCheckoutAs(ctx.app, await signUp(ctx.app), activity.id, 1);

    const minutes =
      ((await paymentSessionOf(ctx.app, other.paymentSessionId)).holdExpiresAt.getTime() - Date.now()) /
      60_000;
    expect(minutes).toBeGreaterThan(14);
  });

  it('after the first hold’s expiry (before the sweep) ends it as expired and holds afresh', async () => {
    const activity = await newActivity(3);
    const guest = await signUp(ctx.app);
    const first = await startCheckoutAs(ctx.app, guest, activity.id, 2);
    await holdEndsIn(first.paymentSessionId, -1);

    const again = await startCheckoutAs(ctx.app, guest, activity.id, 2);

    expect((await paymentSessionOf(ctx.app, first.paymentSessionId)).status).toBe('expired');
    const fresh = await paymentSessionOf(ctx.app, again.paymentSessionId);
    expect(fresh.status).toBe('open');
    expect(fresh.holdExpiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
  });
});

describe('the hold limit', () => {
  it(`refuses a checkout of a ${LIMITS.maxOpenHolds + 1}th activity with its message, changing nothing`, async () => {
    expect(LIMITS.maxOpenHolds).toBe(3);
    const guest = await signUp(ctx.app);
    const heldOnes = [await newActivity(5), await newActivity(5), await newActivity(5)];
    for (const activity of heldOnes) await startCheckoutAs(ctx.app, guest, activity.id, 1);
    const fourth = await newActivity(5);

    const res = await checkout(guest, fourth.id, 2);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.tooManyHolds);
    expect(BOOKING_MESSAGES.tooManyHolds).toBe(
      'You already have spots reserved in 3 activities that are not paid yet. Complete or cancel one of those payments before booking another.',
    );
    expect(await spotsOf(ctx.app, fourth.id)).toBe(5);
    expect(await sessionsOf(ctx.app, fourth.id)).toEqual([]);
    for (const activity of heldOnes) {
      expect(await spotsOf(ctx.app, activity.id)).toBe(4);
      expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['open']);
    }
  });

  it('lets a held checkout be restarted, and a new one start once a hold ends', async () => {
    const guest = await signUp(ctx.app);
    const heldOnes = [await newActivity(5), await newActivity(5), await newActivity(5)];
    const checkouts = [];
    for (const activity of heldOnes) checkouts.push(await startCheckoutAs(ctx.app, guest, activity.id, 1));
    const fourth = await newActivity(5);

    // Another party size for an activity already held replaces that hold: still three.
    expect((await checkout(guest, heldOnes[0]?.id ?? '', 2)).statusCode).toBe(201);
    expect((await checkout(guest, fourth.id, 1)).statusCode).toBe(409);

    // The guest leaves one payment page without paying; a hold past its expiry counts no more either.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/cancel',
      headers: { cookie: guest.cookie },
      payload: { activityId: heldOnes[1]?.id },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await checkout(guest, fourth.id, 1)).statusCode).toBe(201);
    await holdEndsIn(checkouts[2]?.paymentSessionId ?? '', -1);
    expect((await checkout(guest, (await newActivity(5)).id, 1)).statusCode).toBe(201);
  });

  it('counts each person’s holds apart', async () => {
    const activity = await newActivity(10);
    const guests = [
      await signUp(ctx.app),
      await signUp(ctx.app),
      await signUp(ctx.app),
      await signUp(ctx.app),
    ];

    for (const guest of guests) expect((await checkout(guest, activity.id, 1)).statusCode).toBe(201);

    expect(await spotsOf(ctx.app, activity.id)).toBe(6);
  });

  it('counts checkouts of several activities started at once one after another', async () => {
    const guest = await signUp(ctx.app);
    const targets = await Promise.all(Array.from({ length: 6 }, () => newActivity(5)));

    const results = await Promise.all(targets.map((a) => checkout(guest, a.id, 1)));

    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const open = await ctx.app.db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, guest.id));
    expect(open).toHaveLength(3);
  });
});
