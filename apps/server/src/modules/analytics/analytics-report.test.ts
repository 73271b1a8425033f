import { randomUUID } from 'node:crypto';
import { AbTestResult, AnalyticsOverview, AnalyticsTrends } from '@sortim/contracts/analytics-report';
import type { AbGroup } from '@sortim/contracts/taxonomy';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, dailyAnalytics, profiles } from '#src/db/schema.ts';
import { DAY, HOUR } from '#src/lib/barcelona-time.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { abTestResult, analyticsOverview } from './analytics-report.service.ts';

type EventType = 'page_view' | 'checkout_started';

/** Test rows for the analytics of one database. */
function analyticsFixtures(ctx: ReturnType<typeof useTestApp>) {
  const activityIn: Record<string, string> = {};
  return {
    async setUp() {
      const host = await createHost(ctx.app.db);
      const pairs = [
        ['Get Outdoors', 'Go Hiking'],
        ['Be Active', 'Do Yoga'],
        ['Go Social', 'Join a Dinner'],
        ['Taste & Cook', 'Cook Together'],
      ] as const;
      for (const [category, subtype] of pairs) {
        activityIn[category] = (await createActivity(ctx.app.db, { hostId: host.id, category, subtype })).id;
      }
    },
    event: (type: EventType, at: Date, who: { sessionId?: string; userId?: string | null } = {}) =>
      ctx.app.db.insert(analyticsEvents).values({
        eventType: type,
        page: '/explore',
        activityId: type === 'checkout_started' ? activityIn['Get Outdoors'] : null,
        sessionId: who.sessionId ?? randomUUID(),
        userId: who.userId ?? null,
        createdAt: at,
      }),
    /** A booking of the category's activity, by `userId` or by a new guest (one paid booking each). */
    async booking(
      category: string,
      at: Date,
      options: { status?: 'paid' | 'refunded'; userId?: string } = {},
    ) {
      const userId = options.userId ?? (await createUser(ctx.app.db)).id;
      const status = options.status ?? 'paid';
      await createBooking(ctx.app.db, {
        userId,
        activityId: activityIn[category] ?? '',
        status,
        refundedAt: status === 'refunded' ? at : null,
        createdAt: at,
      });
    },
  };
}

describe('admin analytics: overview and trends', () => {
  const ctx = useTestApp();
  const data = analyticsFixtures(ctx);
  let admin: TestAccount;

  beforeAll(async () => {
    await data.setUp();
    admin = await signUp(ctx.app, { roles: ['admin'] });
  });

  const get = (path: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/analytics/${path}`, headers: { cookie: admin.cookie } });

  describe('analyticsOverview', () => {
    const now = new Date('2020-06-15T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);

    it('counts the rolling 7 and 30 days up to now', async () => {
      const visit = randomUUID();
      await data.event('page_view', ago(1 * DAY), { sessionId: visit });
      await data.event('page_view', ago(1 * DAY - HOUR), { sessionId: visit });
      await data.event('page_view', ago(7 * DAY - HOUR));
      // A session without a page view is no visitor.
      await data.event('checkout_started', ago(2 * DAY));
      await data.event('checkout_started', ago(2 * DAY));
      await data.event('checkout_started', ago(3 * DAY));
      await data.event('checkout_started', ago(6 * DAY));
      // Older than a week: in the 30 days only.
      await data.event('page_view', ago(7 * DAY + HOUR));
      await data.event('page_view', ago(29 * DAY));
      await data.event('checkout_started', ago(8 * DAY));
      // Outside both windows.
      await data.event('page_view', ago(31 * DAY));
      await data.event('page_view', new Date(now.getTime() + HOUR));

      await data.booking('Get Outdoors', ago(1 * DAY));
      await data.booking('Get Outdoors', ago(2 * DAY));
      await data.booking('Be Active', ago(3 * DAY));
      await data.booking('Go Social', ago(4 * DAY));
      // Refunded, or before the week: not paid bookings of the week.
      await data.booking('Taste & Cook', ago(2 * DAY), { status: 'refunded' });
      await data.booking('Taste & Cook', ago(8 * DAY));

      const overview = await analyticsOverview(ctx.app.db, now);

      expect(overview).toEqual({
        uniqueVisitors7d: 2,
        uniqueVisitors30d: 4,
        checkoutsStarted7d: 4,
        paidBookings7d: 4,
        conversionRate: 100,
        // Most paid bookings first; a tie goes by name.
        topCategories: [
          { category: 'Get Outdoors', paidBookings: 2 },
          { category: 'Be Active', paidBookings: 1 },
          { category: 'Go Social', paidBookings: 1 },
        ],
        returningUsers: 0,
      });
    });

    it('computes conversion as paid bookings / checkouts started x 100, to 1 decimal', async () => {
      const later = new Date('2020-09-15T12:00:00Z');
      for (let i = 0; i < 3; i++)
        await data.event('checkout_started', new Date(later.getTime() - (i + 1) * HOUR));
      await data.booking('Be Active', new Date(later.getTime() - HOUR));

      expect(await analyticsOverview(ctx.app.db, later)).toMatchObject({
        checkoutsStarted7d: 3,
        paidBookings7d: 1,
        conversionRate: 33.3,
      });
    });

    it('has a 0 % conversion without checkouts', async () => {
      const quiet = new Date('2020-11-15T12:00:00Z');
      await data.booking('Be Active', new Date(quiet.getTime() - HOUR));

      expect(await analyticsOverview(ctx.app.db, quiet)).toMatchObject({
        checkoutsStarted7d: 0,
        paidBookings7d: 1,
        conversionRate: 0,
      });
    });

    it('counts as returning the signed-in users with more than one event in 7 days', async () => {
      const at = new Date('2021-01-20T12:00:00Z');
      const earlier = (ms: number) => new Date(at.getTime() - ms);
      const [twice, thrice, once, onceInWeek, anonymous] = Array.from({ length: 5 }, () => randomUUID());
      for (const user of [twice, thrice, once, onceInWeek]) await createUser(ctx.app.db, { id: user });
      await data.event('page_view', earlier(HOUR), { userId: twice });
      await data.event('checkout_started', earlier(2 * DAY), { userId: twice });
      for (let i = 1; i <= 3; i++) await data.event('page_view', earlier(i * HOUR), { userId: thrice });
      await data.event('page_view', earlier(HOUR), { userId: once });
      // One event in the week and one before it.
      await data.event('page_view', earlier(HOUR), { userId: onceInWeek });
      await data.event('page_view', earlier(8 * DAY), { userId: onceInWeek });
      // Signed out: however many events, not a returning user.
      for (let i = 1; i <= 3; i++) await data.event('page_view', earlier(i * HOUR), { sessionId: anonymous });

      expect((await analyticsOverview(ctx.app.db, at)).returningUsers).toBe(2);
    });
  });

  describe('GET /api/admin/analytics/overview', () => {
    it('answers the last 7 days', async () => {
      await data.event('page_view', new Date(Date.now() - HOUR));
      await data.event('checkout_started', new Date(Date.now() - HOUR));

      const res = await get('overview');

      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(AnalyticsOverview.parse(res.json())).toMatchObject({
        uniqueVisitors7d: 1,
        checkoutsStarted7d: 1,
        paidBookings7d: 0,
        conversionRate: 0,
      });
    });
  });

  describe('GET /api/admin/analytics/trends', () => {
    it('answers no days before the first rollup', async () => {
      const res = await get('trends');

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ days: [] });
    });

    it('answers the 7 latest rolled-up days, oldest first, conversion as stored', async () => {
      const row = (day: number) => ({
        date: `2025-03-${String(day).padStart(2, '0')}`,
        uniqueVisitors: day * 10,
        checkoutsStarted: day,
        checkoutsCompleted: 1,
        conversionRate: Math.round(1000 / day) / 10,
      });
      // Nine days stored in no particular order.
      await ctx.app.db.insert(dailyAnalytics).values([3, 9, 1, 5, 7, 2, 8, 4, 6].map(row));

      const res = await get('trends');

      expect(res.statusCode).toBe(200);
      expect(AnalyticsTrends.parse(res.json())).toEqual({ days: [3, 4, 5, 6, 7, 8, 9].map(row) });
    });
  });
});

describe('admin analytics: A/B test', () => {
  const ctx = useTestApp();
  const data = analyticsFixtures(ctx);
  let admin: TestAccount;

  beforeAll(async () => {
    await data.setUp();
    admin = await signUp(ctx.app, { roles: ['admin'] });
    await ctx.app.db.update(profiles).set({ abGroup: 'variant_a' }).where(eq(profiles.id, admin.id));
  });

  const member = async (group: AbGroup, deletedAt: Date | null = null) =>
    (await createUser(ctx.app.db, { profile: { abGroup: group, deletedAt } })).id;
  const checkouts = async (userId: string, n: number, at: Date) => {
    for (let i = 0; i < n; i++) await data.event('checkout_started', at, { userId });
  };

  it('has both variants, without z, p or sample size, before any checkout', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/ab-test',
      headers: { cookie: admin.cookie },
    });

    expect(res.statusCode).toBe(200);
    // The host of the test activities and the admin are in variant_a.
    expect(AbTestResult.parse(res.json())).toEqual({
      variants: [
        { group: 'variant_a', users: 2, checkoutsStarted: 0, paidBookings: 0, conversionRate: 0 },
        { group: 'variant_b', users: 0, checkoutsStarted: 0, paidBookings: 0, conversionRate: 0 },
      ],
      difference: 0,
      zScore: null,
      pValue: null,
      significant: false,
      neededPerVariant: null,
    });
  });

  it("compares each group's checkouts and paid bookings since the first checkout", async () => {
    const start = new Date(Date.now() - 30 * DAY);
    const dayOf = (days: number) => new Date(start.getTime() + days * DAY);
    const [a1, a2, gone, b1, b2] = [
      await member('variant_a'),
      await member('variant_a'),
      await member('variant_a', new Date()),
      await member('variant_b'),
      await member('variant_b'),
    ];
    // Paid before the experiment's first checkout: not counted.
    await data.booking('Taste & Cook', new Date(start.getTime() - DAY), { userId: a1 });
    await checkouts(a1, 4, start);
    await data.booking('Get Outdoors', dayOf(1), { userId: a1 });
    await checkouts(a2, 1, dayOf(2));
    await data.booking('Get Outdoors', dayOf(2), { userId: a2 });
    // An anonymised account has left the experiment.
    await checkouts(gone, 2, dayOf(3));
    await data.booking('Get Outdoors', dayOf(3), { userId: gone });
    await checkouts(b1, 2, dayOf(4));
    await data.booking('Get Outdoors', dayOf(4), { userId: b1 });
    await data.booking('Be Active', dayOf(5), { userId: b1 });
    await checkouts(b2, 1, dayOf(6));
    await data.booking('Be Active', dayOf(6), { userId: b2, status: 'refunded' });
    // A signed-out checkout belongs to no group.
    await data.event('checkout_started', dayOf(7));

    const result = await abTestResult(ctx.app.db);

    expect(result.variants).toEqual([
      { group: 'variant_a', users: 4, checkoutsStarted: 5, paidBookings: 2, conversionRate: 40 },
      { group: 'variant_b', users: 2, checkoutsStarted: 3, paidBookings: 2, conversionRate: 66.7 },
    ]);
    // 66.7 - 40.0 points. Pooled 4 / 8 = 0.5: SE = sqrt(0.25 x (1/5 + 1/3)) = 0.365148,
    // z = (0.666667 - 0.4) / 0.365148 = 0.7303, p = 0.4652: not significant yet.
    // Needed: (1.959964 x sqrt(2 x 0.533333 x 0.466667) + 0.841621 x sqrt(0.4 x 0.6 + 0.666667 x 0.333333))^2
    // / 0.266667^2 = (1.382821 + 0.572192)^2 / 0.071111 = 53.75, rounded up: 54 checkouts per variant.
    expect(result).toMatchObject({ difference: 26.7, significant: false, neededPerVariant: 54 });
    expect(result.zScore).toBeCloseTo(0.7303, 4);
    expect(result.pValue).toBeCloseTo(0.4652, 4);
  });
});
