import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { App } from '#src/app.ts';
import { activities, priceCategories, promoCodeActivities, promoCodes } from '#src/db/schema.ts';
import { firstPriceId } from './factories.ts';

/*
 * How the money model's activity sells (issue 36): besides its own price, maybe a Child price, a free Infant
 * on a lap (no seat, needs an adult), an early-bird adult price for the first seats, a host's or the
 * platform's code, and an offer to private groups. Guests then book parties of any mix of them.
 */

export type Selling = {
  childCents: number | null;
  infant: boolean;
  earlySeats: number | null;
  code: {
    payer: 'host' | 'platform';
    percentOff: number | null;
    amountOffCents: number | null;
    totalLimit: number | null;
  } | null;
  privateMinimumCents: number | null;
};

/** What a guest asks for: so many of each price, with the code or not, as a private group or not. */
export type Party = {
  adults: number;
  children: number;
  infants: number;
  withCode: boolean;
  isPrivate: boolean;
};

/** The prices and the code as the world's checkouts name them. */
export type Prices = { adult: string; child: string | null; infant: string | null; code: string | null };

export const selling: fc.Arbitrary<Selling> = fc.record({
  childCents: fc.option(fc.constantFrom(0, 800, 1499), { nil: null }),
  infant: fc.boolean(),
  earlySeats: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  code: fc.option(
    fc.record({
      payer: fc.constantFrom('host' as const, 'platform' as const),
      // At most half, or €10: every party has an adult at €20 or more, so nothing is ever free.
      percentOff: fc.option(fc.constantFrom(10, 20, 50), { nil: null }),
      amountOffCents: fc.constantFrom(500, 1000),
      totalLimit: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
    }),
    { nil: null },
  ),
  privateMinimumCents: fc.option(fc.constantFrom(6000, 12_000), { nil: null }),
});

export const party: fc.Arbitrary<Party> = fc.record({
  adults: fc.integer({ min: 1, max: 3 }),
  children: fc.integer({ min: 0, max: 2 }),
  infants: fc.integer({ min: 0, max: 1 }),
  withCode: fc.boolean(),
  isPrivate: fc.boolean(),
});

/** Gives the world's activity its prices, its code and its private offer. */
export async function setUpSelling(
  app: App,
  activity: { id: string; hostId: string; priceCents: number; capacity: number },
  how: Selling,
): Promise<Prices> {
  const adult = await firstPriceId(app.db, activity.id);
  if (how.earlySeats !== null) {
    await app.db
      .update(priceCategories)
      .set({ earlyPriceCents: activity.priceCents - 500, earlySeats: how.earlySeats })
      .where(eq(priceCategories.id, adult));
  }
  const extra = [
    ...(how.childCents === null ? [] : [{ kind: 'child' as const, priceCents: how.childCents }]),
    ...(how.infant ? [{ kind: 'infant' as const, priceCents: 0, takesSeat: false, needsAdult: true }] : []),
  ];
  const rows = extra.length
    ? await app.db
        .insert(priceCategories)
        .values(extra.map((category, i) => ({ activityId: activity.id, position: i + 1, ...category })))
        .returning({ id: priceCategories.id, kind: priceCategories.kind })
    : [];
  if (how.privateMinimumCents !== null) {
    await app.db
      .update(activities)
      .set({ privateMinimumCents: how.privateMinimumCents, privateMaxGroup: activity.capacity })
      .where(eq(activities.id, activity.id));
  }
  let code: string | null = null;
  if (how.code) {
    code = `M${randomUUID().slice(0, 8).toUpperCase()}`;
    const { payer, percentOff, amountOffCents, totalLimit } = how.code;
    const [created] = await app.db
      .insert(promoCodes)
      .values({
        code,
        hostId: payer === 'host' ? activity.hostId : null,
        allActivities: payer === 'host',
        percentOff,
        amountOffCents: percentOff === null ? amountOffCents : null,
        totalLimit,
      })
      .returning({ id: promoCodes.id });
    if (payer === 'platform' && created) {
      await app.db.insert(promoCodeActivities).values({ codeId: created.id, activityId: activity.id });
    }
  }
  return {
    adult,
    child: rows.find((r) => r.kind === 'child')?.id ?? null,
    infant: rows.find((r) => r.kind === 'infant')?.id ?? null,
    code,
  };
}

/** The checkout's body for a party (prices the world does not sell are left out). */
export function checkoutBody(activityId: string, prices: Prices, asked: Party) {
  const lines = [
    { categoryId: prices.adult, quantity: asked.adults },
    ...(prices.child ? [{ categoryId: prices.child, quantity: asked.children }] : []),
    ...(prices.infant ? [{ categoryId: prices.infant, quantity: asked.infants }] : []),
  ].filter((line) => line.quantity > 0);
  return {
    activityId,
    lines,
    ...(asked.withCode && prices.code && { code: prices.code }),
    private: asked.isPrivate,
  };
}
