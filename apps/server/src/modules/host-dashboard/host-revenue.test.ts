import type { RevenueBreakdown } from '@sortim/contracts/revenue';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createHost, createUser } from '#src/test/factories.ts';
import {
  addPriceCategory,
  categoriesOfActivity,
  createPartyBooking,
  createPromoCode,
  lineOf,
} from '#src/test/party-bookings.ts';

/*
 * The host dashboard's revenue by price and by promo code, summed on a real database over the host's paid
 * bookings: a price's tickets and what they sold for before codes, a code's bookings, what guests paid with
 * it and the discount it gave; the totals tie them.
 */

const ctx = useTestApp();

const revenue = (caller?: TestAccount) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/host/dashboard/revenue',
    headers: caller ? { cookie: caller.cookie } : {},
  });

const FRIENDS = { en: 'Friends', es: 'Amigos', ca: 'Amics' };

async function firstPrice(activityId: string) {
  const [adult] = await categoriesOfActivity(ctx.app.db, activityId);
  if (!adult) throw new Error('no first price');
  return adult;
}

describe('GET /api/host/dashboard/revenue', () => {
  it('sums the host’s paid bookings by price and by code, leaving out refunds and other hosts', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const db = ctx.app.db;
    const tour = await createActivity(db, { hostId: host.id, priceCents: 2000 });
    const adult = await firstPrice(tour.id);
    const child = await addPriceCategory(db, tour.id, { kind: 'child', priceCents: 1000 });
    const friends = await addPriceCategory(db, tour.id, { kind: 'custom', priceCents: 1500, names: FRIENDS });
    const walk = await createActivity(db, { hostId: host.id, priceCents: 1200 });
    const walkAdult = await firstPrice(walk.id);
    const hostCode = await createPromoCode(db, { prefix: 'HOST', hostId: host.id, percentOff: 10 });
    const platformCode = await createPromoCode(db, { prefix: 'SORTIM', amountOffCents: 300 });
    const guest = async () => (await createUser(db)).id;

    // 2 adults (one early) and a child, with the host's code: 1800 + 2000 + 1000 = 4800, less 480.
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: tour.id,
      lines: [lineOf(adult, 1, { unitPriceCents: 1800, early: true }), lineOf(adult, 1), lineOf(child, 1)],
      discountCents: 480,
      promoCodeId: hostCode.id,
      discountPayer: 'host',
    });
    // 2 friends with the platform's code: 3000 less 300.
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: tour.id,
      lines: [lineOf(friends, 2)],
      discountCents: 300,
      promoCodeId: platformCode.id,
      discountPayer: 'platform',
    });
    // Another activity's adult at 1200 with the host's code: 1200 less 120.
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: walk.id,
      lines: [lineOf(walkAdult, 1)],
      discountCents: 120,
      promoCodeId: hostCode.id,
      discountPayer: 'host',
    });
    // Refunded, and another host's: neither counts.
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: tour.id,
      lines: [lineOf(child, 3)],
      status: 'refunded',
    });
    const other = await createHost(db);
    const elsewhere = await createActivity(db, { hostId: other.id, priceCents: 9900 });
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: elsewhere.id,
      lines: [lineOf(await firstPrice(elsewhere.id), 1)],
    });

    const res = await revenue(host);

    expect(res.statusCode).toBe(200);
    const body = res.json() as RevenueBreakdown;
    expect(body.totals).toEqual({ bookings: 3, soldCents: 9000, discountCents: 900, paidCents: 8100 });
    expect(body.byCategory).toEqual([
      { kind: 'adult', names: null, tickets: 3, soldCents: 5000 },
      { kind: 'custom', names: FRIENDS, tickets: 2, soldCents: 3000 },
      { kind: 'child', names: null, tickets: 1, soldCents: 1000 },
    ]);
    expect(body.byCode).toEqual([
      {
        code: hostCode.code,
        payer: 'host',
        hostName: expect.any(String),
        bookings: 2,
        paidCents: 5400,
        discountCents: 600,
      },
      {
        code: platformCode.code,
        payer: 'platform',
        hostName: null,
        bookings: 1,
        paidCents: 2700,
        discountCents: 300,
      },
    ]);
    const sold = body.byCategory.reduce((sum, row) => sum + row.soldCents, 0);
    expect(sold - body.totals.discountCents).toBe(body.totals.paidCents);
  });

  it('counts a private group’s top-up to its minimum as its own row, with no tickets', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2000 });
    const adult = await firstPrice(activity.id);
    await createPartyBooking(ctx.app.db, {
      userId: (await createUser(ctx.app.db)).id,
      activityId: activity.id,
      lines: [
        lineOf(adult, 4),
        {
          categoryId: null,
          kind: 'private_minimum',
          names: null,
          quantity: 1,
          unitPriceCents: 2000,
          totalCents: 2000,
          early: false,
          takesSeat: false,
        },
      ],
    });

    const body = (await revenue(host)).json() as RevenueBreakdown;

    expect(body.byCategory).toEqual([
      { kind: 'adult', names: null, tickets: 4, soldCents: 8000 },
      { kind: 'private_minimum', names: null, tickets: 0, soldCents: 2000 },
    ]);
    expect(body.totals).toEqual({ bookings: 1, soldCents: 10000, discountCents: 0, paidCents: 10000 });
    expect(body.byCode).toEqual([]);
  });

  it('is empty for a host with no bookings, and refused to guests and anonymous callers', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    expect((await revenue(host)).json()).toEqual({
      totals: { bookings: 0, soldCents: 0, discountCents: 0, paidCents: 0 },
      byCategory: [],
      byCode: [],
    });
    expect((await revenue(await signUp(ctx.app))).statusCode).toBe(403);
    expect((await revenue()).statusCode).toBe(401);
  });
});
