import { BOOKING_MESSAGES, type CheckoutResult } from '@sortim/contracts/bookings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { analyticsEvents, bookings, paymentSessions, profiles } from '#src/db/schema.ts';
import { DomainError } from '#src/lib/errors.ts';
import { releaseHold } from '#src/modules/reservations/holds.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import {
  bookingsOf,
  paidWithoutEvent,
  providerCheckoutOf,
  startCheckoutAs,
  TEST_CARD,
  testProviderOf,
} from '#src/test/checkout.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { callerOf, sessionsOf, spotsOf } from '#src/test/payments.ts';
import { startCheckout } from './checkout.service.ts';

const HOUR = 60 * 60 * 1000;

describe('POST /api/checkout', () => {
  const ctx = useTestApp();
  const checkout = (cookie: string | undefined, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('refuses anonymous callers with the spec copy and holds nothing', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });

    const res = await checkout(undefined, { activityId: activity.id });

    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.signInToBook);
    expect(await spotsOf(ctx.app, activity.id)).toBe(10);
  });

  it('holds the party’s spots, records checkout_started and sends the guest to the test checkout page', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 4500, capacity: 8 });

    const res = await checkout(guest.cookie, {
      activityId: activity.id,
      spots: 3,
      analyticsSessionId: 'visit-1234',
    });

    expect(res.statusCode).toBe(201);
    const body = res.json() as CheckoutResult;
    expect(body.url).toBe(`${ctx.config.publicUrl}/pay/${body.sessionId}`);
    expect(await spotsOf(ctx.app, activity.id)).toBe(5);
    const [session] = await sessionsOf(ctx.app, activity.id);
    expect(session).toMatchObject({
      userId: guest.id,
      status: 'open',
      spots: 3,
      lines: [
        expect.objectContaining({ kind: 'adult', quantity: 3, unitPriceCents: 4500, totalCents: 13_500 }),
      ],
      subtotalCents: 13_500,
      discountCents: 0,
      amountCents: 13_500,
      platformFeeCents: 1350,
      providerSessionId: body.sessionId,
      checkoutUrl: body.url,
    });
    const minutes = ((session?.holdExpiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const events = await ctx.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.activityId, activity.id));
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'checkout_started',
        userId: guest.id,
        sessionId: 'visit-1234',
        metadata: {
          activityTitle: activity.title,
          amountCents: 13_500,
          spots: 3,
          abGroup: expect.stringMatching(/^variant_[ab]$/),
        },
      }),
    ]);
  });

  it('replaces the guest’s unpaid checkout for the same activity instead of holding twice', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 5 });

    await checkout(guest.cookie, { activityId: activity.id, spots: 2 });
    const second = await checkout(guest.cookie, { activityId: activity.id, spots: 4 });

    expect(second.statusCode).toBe(201);
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
    const sessions = await sessionsOf(ctx.app, activity.id);
    expect(sessions.map((s) => [s.spots, s.status]).sort()).toEqual([
      [2, 'cancelled'],
      [4, 'open'],
    ]);
  });

  it('closes the replaced checkout at the provider, so it can no longer be paid', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 5 });
    const first = (
      await checkout(guest.cookie, { activityId: activity.id, spots: 2 })
    ).json() as CheckoutResult;

    await checkout(guest.cookie, { activityId: activity.id, spots: 3 });

    expect((await providerCheckoutOf(ctx.app, first.sessionId)).status).toBe('expired');
    const late = await testProviderOf(ctx.app).pay(first.sessionId, TEST_CARD);
    expect(late.kind).not.toBe('paid');
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
  });

  it('books a replaced checkout that was paid meanwhile, and refuses the new one as already booked', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 5 });
    const first = await startCheckoutAs(ctx.app, guest, activity.id, 2);
    await paidWithoutEvent(ctx.app, first.sessionId, 'pi_paid_in_another_tab');

    const second = await checkout(guest.cookie, { activityId: activity.id, spots: 3 });

    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(BOOKING_MESSAGES.alreadyBooked);
    const booked = await bookingsOf(ctx.app, activity.id);
    expect(booked.map((b) => [b.status, b.spots, b.paymentSessionId])).toEqual([
      ['paid', 2, first.paymentSessionId],
    ]);
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
    expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['completed']);
  });

  it('refuses a new checkout, keeping the old hold, when the provider cannot close the old one', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 5 });
    const first = await startCheckoutAs(ctx.app, guest, activity.id, 2);
    vi.spyOn(ctx.app.payments.provider, 'expireCheckout').mockRejectedValueOnce(new Error('provider down'));

    const second = await checkout(guest.cookie, { activityId: activity.id, spots: 3 });

    expect(second.statusCode).toBe(502);
    expect(second.json().error.message).toBe(BOOKING_MESSAGES.checkoutFailed);
    const sessions = await sessionsOf(ctx.app, activity.id);
    expect(sessions.map((s) => [s.id, s.status])).toEqual([[first.paymentSessionId, 'open']]);
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
  });

  it.each([
    ['unpublished', { isPublished: false }, BOOKING_MESSAGES.notBookable],
    ['a draft', { status: 'draft' as const }, BOOKING_MESSAGES.notBookable],
    [
      'started',
      { startTime: new Date(Date.now() - HOUR), endTime: new Date(Date.now() + HOUR) },
      BOOKING_MESSAGES.started,
    ],
    ['sold out', { capacity: 4, spotsRemaining: 0 }, BOOKING_MESSAGES.soldOut],
  ])('refuses an activity that is %s', async (_label, overrides, message) => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, ...overrides });

    const res = await checkout(guest.cookie, { activityId: activity.id });

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(message);
    expect(await sessionsOf(ctx.app, activity.id)).toEqual([]);
  });

  it('refuses a party larger than the spots left, the guest’s second booking, and the host’s own activity', async () => {
    const guest = await signUp(ctx.app);
    const host = await signUp(ctx.app, { roles: ['host'] });
    await ctx.app.db
      .update(profiles)
      .set({ stripeAccountId: `acct_${host.id.slice(0, 8)}`, payoutsEnabled: true })
      .where(eq(profiles.id, host.id));
    const small = await createActivity(ctx.app.db, { hostId: host.id, capacity: 4, spotsRemaining: 2 });
    const booked = await createActivity(ctx.app.db, { hostId: host.id });
    await createBooking(ctx.app.db, { userId: guest.id, activityId: booked.id });

    const tooMany = await checkout(guest.cookie, { activityId: small.id, spots: 3 });
    const again = await checkout(guest.cookie, { activityId: booked.id });
    const own = await checkout(host.cookie, { activityId: small.id });

    expect([tooMany.statusCode, again.statusCode, own.statusCode]).toEqual([409, 409, 409]);
    expect(tooMany.json().error.message).toBe(BOOKING_MESSAGES.notEnoughSpots);
    expect(again.json().error.message).toBe(BOOKING_MESSAGES.alreadyBooked);
    expect(own.json().error.message).toBe(BOOKING_MESSAGES.ownActivity);
    expect(await spotsOf(ctx.app, small.id)).toBe(2);
  });

  it('refuses while the host’s payouts are not enabled', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db, { profile: { payoutsEnabled: false } });
    const activity = await createActivity(ctx.app.db, { hostId: host.id });

    const res = await checkout(guest.cookie, { activityId: activity.id });

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.payoutsNotEnabled);
  });

  it('validates the party size and the activity id', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });

    const zero = await checkout(guest.cookie, { activityId: activity.id, spots: 0 });
    const eleven = await checkout(guest.cookie, { activityId: activity.id, spots: 11 });
    const noId = await checkout(guest.cookie, { activityId: 'nope' });

    expect([zero.statusCode, eleven.statusCode, noId.statusCode]).toEqual([400, 400, 400]);
    expect(await spotsOf(ctx.app, activity.id)).toBe(10);
  });

  it('gives the spots back at once when the payment provider fails', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    vi.spyOn(ctx.app.payments.provider, 'createCheckout').mockRejectedValueOnce(new Error('provider down'));

    const res = await checkout(guest.cookie, { activityId: activity.id, spots: 2 });

    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.checkoutFailed);
    expect(await spotsOf(ctx.app, activity.id)).toBe(10);
    expect((await sessionsOf(ctx.app, activity.id)).map((s) => s.status)).toEqual(['cancelled']);
  });

  it('books a free activity at once, without a payment page', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 0 });

    const res = await checkout(guest.cookie, { activityId: activity.id, spots: 2 });

    expect(res.statusCode).toBe(201);
    expect(res.json().url).toBe(`${ctx.config.publicUrl}/bookings?session_id=${res.json().sessionId}`);
    const rows = await ctx.app.db.select().from(bookings).where(eq(bookings.activityId, activity.id));
    expect(rows).toEqual([
      expect.objectContaining({ userId: guest.id, status: 'paid', spots: 2, amountCents: 0 }),
    ]);
    expect(await spotsOf(ctx.app, activity.id)).toBe(8);
  });

  it('releases the hold when the guest comes back from the payment page without paying', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    await checkout(guest.cookie, { activityId: activity.id, spots: 2 });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/cancel',
      headers: { cookie: guest.cookie },
      payload: { activityId: activity.id },
    });

    expect(res.statusCode).toBe(204);
    expect(await spotsOf(ctx.app, activity.id)).toBe(10);
    const [session] = await sessionsOf(ctx.app, activity.id);
    expect(session?.status).toBe('cancelled');
    const atProvider = await ctx.app.payments.provider.getCheckout(session?.providerSessionId ?? '');
    expect(atProvider.status).toBe('expired');
  });
});

describe('checkout under concurrency', () => {
  const ctx = useTestApp();

  it('gives 200 simultaneous checkouts for 3 spots exactly 3 holds', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 3 });
    const guests = await Promise.all(Array.from({ length: 200 }, () => createUser(ctx.app.db)));

    const results = await Promise.allSettled(
      guests.map((guest) =>
        startCheckout(ctx.app.payments, callerOf(guest), {
          activityId: activity.id,
          spots: 1,
          private: false,
        }),
      ),
    );

    const held = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(197);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(DomainError);
      expect((r.reason as DomainError).message).toBe(BOOKING_MESSAGES.soldOut);
    }
    const open = await ctx.app.db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.activityId, activity.id), eq(paymentSessions.status, 'open')));
    expect(open).toHaveLength(3);
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
  });

  it('never counts spots below 0 or above capacity under concurrent parties of mixed sizes', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 7 });
    const guests = await Promise.all(Array.from({ length: 60 }, () => createUser(ctx.app.db)));

    await Promise.allSettled(
      guests.map((guest, i) =>
        startCheckout(ctx.app.payments, callerOf(guest), {
          activityId: activity.id,
          spots: 1 + (i % 3),
          private: false,
        }),
      ),
    );

    const open = (await sessionsOf(ctx.app, activity.id)).filter((s) => s.status === 'open');
    const held = open.reduce((sum, s) => sum + s.spots, 0);
    const left = await spotsOf(ctx.app, activity.id);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(7);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(held + left).toBe(7);

    // Every hold released at once gives back exactly what was held: the count ends at capacity.
    await Promise.all(open.map((s) => releaseHold(ctx.app.payments, s.id, 'cancelled')));
    expect(await spotsOf(ctx.app, activity.id)).toBe(7);
  });
});
