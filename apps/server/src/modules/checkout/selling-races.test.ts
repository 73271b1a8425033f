import { PRICING_MESSAGES } from '@sortim/contracts/pricing';
import { PROMO_MESSAGES } from '@sortim/contracts/promo-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceCategories, promoCodes } from '#src/db/schema.ts';
import type { DomainError } from '#src/lib/errors.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost, createUser, firstPriceId } from '#src/test/factories.ts';
import { callerOf, sessionsOf, spotsOf } from '#src/test/payments.ts';
import { startCheckout } from './checkout.service.ts';

/*
 * The races of selling (issue 36): the last early-bird seat, a code's last use, and a private group against
 * a party for the same date. Each is decided under the activity's row lock (reservations' takeHold), so
 * exactly one wins however the requests interleave; on PostgreSQL these run truly at once.
 */

describe('selling under concurrency', () => {
  const ctx = useTestApp();

  async function newActivity(overrides: Omit<Parameters<typeof createActivity>[1], 'hostId'> = {}) {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 1500, ...overrides });
    return { host, activity, first: await firstPriceId(ctx.app.db, activity.id) };
  }

  const settle = (results: PromiseSettledResult<unknown>[]) => ({
    won: results.filter((r) => r.status === 'fulfilled').length,
    reasons: results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).message] : [])),
  });

  it('sells the last early-bird seat to exactly one of two guests; the other pays the later price', async () => {
    const { activity, first } = await newActivity({ capacity: 10 });
    await ctx.app.db
      .update(priceCategories)
      .set({ earlyPriceCents: 1200, earlySeats: 1 })
      .where(eq(priceCategories.id, first));
    const guests = await Promise.all([createUser(ctx.app.db), createUser(ctx.app.db)]);

    const results = await Promise.allSettled(
      guests.map((guest) =>
        startCheckout(ctx.app.payments, callerOf(guest), {
          activityId: activity.id,
          spots: 1,
          lines: [{ categoryId: first, quantity: 1 }],
          private: false,
        }),
      ),
    );

    expect(settle(results).won).toBe(2);
    const amounts = (await sessionsOf(ctx.app, activity.id)).map((s) => s.amountCents).sort();
    expect(amounts).toEqual([1200, 1500]);
  });

  it('lets exactly one of two guests use a code with one use left; the other is told it is used up', async () => {
    const { host, activity, first } = await newActivity({ capacity: 10 });
    await ctx.app.db
      .insert(promoCodes)
      .values({ code: 'LASTONE', hostId: host.id, allActivities: true, percentOff: 20, totalLimit: 1 });
    const guests = await Promise.all([createUser(ctx.app.db), createUser(ctx.app.db)]);

    const results = await Promise.allSettled(
      guests.map((guest) =>
        startCheckout(ctx.app.payments, callerOf(guest), {
          activityId: activity.id,
          spots: 2,
          lines: [{ categoryId: first, quantity: 2 }],
          code: 'lastone',
          private: false,
        }),
      ),
    );

    const { won, reasons } = settle(results);
    expect(won).toBe(1);
    expect(reasons).toEqual([PROMO_MESSAGES.usedUp]);
    const [session] = await sessionsOf(ctx.app, activity.id);
    expect(session).toMatchObject({ subtotalCents: 3000, discountCents: 600, amountCents: 2400 });
    expect(await spotsOf(ctx.app, activity.id)).toBe(8);
  });

  it('gives a date to exactly one of a private group and a party racing for it', async () => {
    for (let round = 0; round < 4; round++) {
      const { activity, first } = await newActivity({
        capacity: 12,
        privateMinimumCents: 20_000,
        privateMaxGroup: 12,
      });
      const [organizer, guest] = await Promise.all([createUser(ctx.app.db), createUser(ctx.app.db)]);
      const asked = [
        { who: organizer, input: { private: true, lines: [{ categoryId: first, quantity: 8 }] } },
        { who: guest, input: { private: false, lines: [{ categoryId: first, quantity: 2 }] } },
      ];
      // Alternate who asks first, so both orders are raced.
      if (round % 2) asked.reverse();

      const results = await Promise.allSettled(
        asked.map(({ who, input }) =>
          startCheckout(ctx.app.payments, callerOf(who), { activityId: activity.id, spots: 1, ...input }),
        ),
      );

      const { won, reasons } = settle(results);
      expect(won).toBe(1);
      expect([[PRICING_MESSAGES.privateTaken], [PRICING_MESSAGES.bookedPrivately]]).toContainEqual(reasons);
      const open = (await sessionsOf(ctx.app, activity.id)).filter((s) => s.status === 'open');
      expect(open).toHaveLength(1);
      const spots = await spotsOf(ctx.app, activity.id);
      if (open[0]?.isPrivate) {
        expect(open[0]).toMatchObject({ spots: 12, subtotalCents: 20_000 });
        expect(spots).toBe(0);
      } else {
        expect(spots).toBe(10);
      }
    }
  });

  it('refuses a private group on a date that already has a booking, changing nothing', async () => {
    const { activity, first } = await newActivity({
      capacity: 12,
      privateMinimumCents: 0,
      privateMaxGroup: 12,
    });
    await startCheckout(ctx.app.payments, callerOf(await createUser(ctx.app.db)), {
      activityId: activity.id,
      spots: 1,
      private: false,
    });
    await expect(
      startCheckout(ctx.app.payments, callerOf(await createUser(ctx.app.db)), {
        activityId: activity.id,
        spots: 1,
        lines: [{ categoryId: first, quantity: 4 }],
        private: true,
      }),
    ).rejects.toThrow(PRICING_MESSAGES.privateTaken);
    expect(await spotsOf(ctx.app, activity.id)).toBe(11);
  });
});
