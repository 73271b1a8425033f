import type { AnalyticsRevenue } from '@sortim/contracts/analytics-report';
import { describe, expect, it } from 'vitest';
import { DAY } from '#src/lib/barcelona-time.ts';
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
 * The admin's Revenue tab, summed on a real database over every host's paid bookings of the last 30 days:
 * by kind of price (all hosts' own names in one 'custom' row) and by code, the platform's and the hosts'.
 */

const ctx = useTestApp();

const revenue = (caller?: TestAccount) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/analytics/revenue',
    headers: caller ? { cookie: caller.cookie } : {},
  });

async function familyActivity(hostName: string) {
  const host = await createHost(ctx.app.db, { profile: { displayName: hostName } });
  const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2000 });
  const [adult] = await categoriesOfActivity(ctx.app.db, activity.id);
  if (!adult) throw new Error('no first price');
  const child = await addPriceCategory(ctx.app.db, activity.id, { kind: 'child', priceCents: 1000 });
  const own = await addPriceCategory(ctx.app.db, activity.id, {
    kind: 'custom',
    priceCents: 500,
    names: { en: `${hostName}'s friends`, es: '', ca: '' },
  });
  return { host, activity, adult, child, own };
}

describe('GET /api/admin/analytics/revenue', () => {
  it('sums the window’s paid bookings by kind of price and by code, platform and hosts’', async () => {
    const db = ctx.app.db;
    const laia = await familyActivity('Laia');
    const pau = await familyActivity('Pau');
    const platformCode = await createPromoCode(db, { prefix: 'WELCOME', amountOffCents: 200 });
    const laiaCode = await createPromoCode(db, { prefix: 'LAIA', hostId: laia.host.id, percentOff: 50 });
    const guest = async () => (await createUser(db)).id;

    // Laia: 2 adults and her own price, her code: 4500 less 2250. Pau: a child and his own price, ours: 1500 less 200.
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: laia.activity.id,
      lines: [lineOf(laia.adult, 2), lineOf(laia.own, 1)],
      discountCents: 2250,
      promoCodeId: laiaCode.id,
      discountPayer: 'host',
    });
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: pau.activity.id,
      lines: [lineOf(pau.child, 1), lineOf(pau.own, 1)],
      discountCents: 200,
      promoCodeId: platformCode.id,
      discountPayer: 'platform',
    });
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: pau.activity.id,
      lines: [lineOf(pau.adult, 1)],
    });
    // Before the window, and refunded: left out.
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: pau.activity.id,
      lines: [lineOf(pau.adult, 5)],
      createdAt: new Date(Date.now() - 31 * DAY),
    });
    await createPartyBooking(db, {
      userId: await guest(),
      activityId: laia.activity.id,
      lines: [lineOf(laia.child, 2)],
      status: 'refunded',
    });
    const admin = await signUp(ctx.app, { roles: ['admin'] });

    const res = await revenue(admin);

    expect(res.statusCode).toBe(200);
    const body = res.json() as AnalyticsRevenue;
    expect(body.days).toBe(30);
    expect(body.totals).toEqual({ bookings: 3, soldCents: 8000, discountCents: 2450, paidCents: 5550 });
    expect(body.byCategory).toEqual([
      { kind: 'adult', names: null, tickets: 3, soldCents: 6000 },
      { kind: 'custom', names: null, tickets: 2, soldCents: 1000 },
      { kind: 'child', names: null, tickets: 1, soldCents: 1000 },
    ]);
    expect(body.byCode).toEqual([
      {
        code: laiaCode.code,
        payer: 'host',
        hostName: 'Laia',
        bookings: 1,
        paidCents: 2250,
        discountCents: 2250,
      },
      {
        code: platformCode.code,
        payer: 'platform',
        hostName: null,
        bookings: 1,
        paidCents: 1300,
        discountCents: 200,
      },
    ]);
  });

  it('is for admins only', async () => {
    expect((await revenue(await signUp(ctx.app, { roles: ['host'] }))).statusCode).toBe(403);
    expect((await revenue(await signUp(ctx.app))).statusCode).toBe(403);
    expect((await revenue()).statusCode).toBe(401);
  });
});
