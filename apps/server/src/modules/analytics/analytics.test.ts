import { CLIENT_EVENT_TYPE_MESSAGE } from '@sortim/contracts/analytics';
import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, profiles } from '#src/db/schema.ts';
import { barcelonaDay } from '#src/lib/barcelona-time.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, startCheckoutAs } from '#src/test/checkout.ts';
import { createActivity, createHost, createUser } from '#src/test/factories.ts';
import { ANALYTICS_RATE_LIMIT } from './analytics.routes.ts';
import { abTestResult, analyticsOverview } from './analytics-report.service.ts';
import { rollupDay } from './daily-rollup.ts';

const pageView = { eventType: 'page_view', page: '/explore', sessionId: 'session-0001' };

describe('POST /api/analytics/events', () => {
  const ctx = useTestApp();
  const post = (payload: object, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const eventsOf = (sessionId: string) =>
    ctx.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));

  it('records an anonymous page view with 202 and no user', async () => {
    const res = await post({ ...pageView, sessionId: 'anon-session-1' });

    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(await eventsOf('anon-session-1')).toEqual([
      expect.objectContaining({
        eventType: 'page_view',
        page: '/explore',
        userId: null,
        activityId: null,
        metadata: {},
      }),
    ]);
  });

  it('takes the user from the session, never from the body', async () => {
    const someoneElse = await createUser(ctx.app.db);
    const account = await signUp(ctx.app);

    const res = await post({ ...pageView, sessionId: 'signed-in-1', userId: someoneElse.id }, account.cookie);
    expect(res.statusCode).toBe(202);
    const anonymous = await post({ ...pageView, sessionId: 'signed-out-1', userId: someoneElse.id });
    expect(anonymous.statusCode).toBe(202);

    expect((await eventsOf('signed-in-1')).map((e) => e.userId)).toEqual([account.id]);
    expect((await eventsOf('signed-out-1')).map((e) => e.userId)).toEqual([null]);
  });

  describe('checkout_started, which only the server records (a real checkout does: checkout.test.ts)', () => {
    it.each([
      ['signed out', false],
      ['signed in', true],
    ])('refuses it from a client %s with 400 naming the event type', async (_, signedIn) => {
      const host = await createHost(ctx.app.db);
      const activity = await createActivity(ctx.app.db, { hostId: host.id });
      const cookie = signedIn ? (await signUp(ctx.app)).cookie : undefined;

      const res = await post(
        {
          eventType: 'checkout_started',
          activityId: activity.id,
          sessionId: 'forged-checkout-1',
          metadata: { abGroup: 'variant_b' },
        },
        cookie,
      );

      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { eventType: CLIENT_EVENT_TYPE_MESSAGE },
      });
      const started = await ctx.app.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.eventType, 'checkout_started'));
      expect(started).toEqual([]);
    });
  });

  it('keeps an event naming an unknown activity, without the activity', async () => {
    const res = await post({
      eventType: 'page_view',
      activityId: '8a4b7f61-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      sessionId: 'unknown-activity-1',
    });

    expect(res.statusCode).toBe(202);
    expect((await eventsOf('unknown-activity-1')).map((e) => e.activityId)).toEqual([null]);
  });

  it.each([
    ['an unknown event type', { eventType: 'purchase' }, 'eventType'],
    ['a missing session id', { sessionId: undefined }, 'sessionId'],
    ['a short session id', { sessionId: 'abc' }, 'sessionId'],
    ['a long session id', { sessionId: 's'.repeat(101) }, 'sessionId'],
    ['a page that is not a path', { page: 'https://evil.test/' }, 'page'],
    ['a page over 200 characters', { page: `/${'p'.repeat(200)}` }, 'page'],
    ['a malformed activity id', { activityId: 'abc' }, 'activityId'],
    ['metadata that is not an object', { metadata: ['a'] }, 'metadata'],
    ['metadata over 2 KB as JSON', { metadata: { note: 'x'.repeat(2100) } }, 'metadata'],
    ['a page view with neither page nor activity', { page: undefined }, 'page'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const res = await post({ ...pageView, sessionId: 'refused-1', ...change });

    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await eventsOf('refused-1')).toEqual([]);
  });

  it('counts metadata size in bytes, not characters', async () => {
    // 700 three-byte characters: 700 characters, but 2100 bytes.
    const res = await post({ ...pageView, metadata: { note: '€'.repeat(700) } });
    expect(res.statusCode).toBe(400);
    expect((await post({ ...pageView, metadata: { note: 'x'.repeat(1900) } })).statusCode).toBe(202);
  });
});

describe('checkout_started recorded by the server', () => {
  const ctx = useTestApp();

  it('comes from a real checkout, once each, and the reports count it with the guest’s A/B group', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2000 });
    const payer = await signUp(ctx.app);
    const browser = await signUp(ctx.app);
    await ctx.app.db.update(profiles).set({ abGroup: 'variant_a' }).where(eq(profiles.id, payer.id));
    await ctx.app.db.update(profiles).set({ abGroup: 'variant_b' }).where(eq(profiles.id, browser.id));

    await bookAndPay(ctx.app, payer, activity.id);
    await startCheckoutAs(ctx.app, browser, activity.id, 2);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: browser.cookie },
      payload: { eventType: 'checkout_started', activityId: activity.id, sessionId: 'forged-visit-1' },
    });
    expect(forged.statusCode).toBe(400);

    const started = await ctx.app.db
      .select({ userId: analyticsEvents.userId, metadata: analyticsEvents.metadata })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, 'checkout_started'));
    expect(started).toHaveLength(2);
    expect(started).toEqual(
      expect.arrayContaining([
        { userId: payer.id, metadata: expect.objectContaining({ abGroup: 'variant_a', spots: 1 }) },
        { userId: browser.id, metadata: expect.objectContaining({ abGroup: 'variant_b', spots: 2 }) },
      ]),
    );

    const overview = await analyticsOverview(ctx.app.db);
    expect(overview).toMatchObject({ checkoutsStarted7d: 2, paidBookings7d: 1, conversionRate: 50 });
    const ab = await abTestResult(ctx.app.db);
    expect(ab.variants).toEqual([
      expect.objectContaining({
        group: 'variant_a',
        checkoutsStarted: 1,
        paidBookings: 1,
        conversionRate: 100,
      }),
      expect.objectContaining({
        group: 'variant_b',
        checkoutsStarted: 1,
        paidBookings: 0,
        conversionRate: 0,
      }),
    ]);
    expect(await rollupDay(ctx.app.db, barcelonaDay(new Date()))).toMatchObject({
      checkoutsStarted: 2,
      checkoutsCompleted: 1,
      conversionRate: 50,
    });
  });
});

describe('POST /api/analytics/events rate limit', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });
  const post = (remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/analytics/events', payload: pageView, remoteAddress });

  it(`answers 429 after ${ANALYTICS_RATE_LIMIT.max} events a minute from one address`, async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i++) expect((await post(ip)).statusCode).toBe(202);

    const refused = await post(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect((await post('198.51.100.21')).statusCode).toBe(202);
  });
});
