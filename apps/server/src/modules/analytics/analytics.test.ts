import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createHost, createUser } from '#src/test/factories.ts';
import { ANALYTICS_RATE_LIMIT } from './analytics.routes.ts';

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

  it('records a checkout start with its activity and metadata', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const metadata = { title: activity.title, priceCents: 1500, abGroup: 'variant_b' };

    const res = await post({
      eventType: 'checkout_started',
      activityId: activity.id,
      sessionId: 'checkout-1',
      metadata,
    });

    expect(res.statusCode).toBe(202);
    expect(await eventsOf('checkout-1')).toEqual([
      expect.objectContaining({
        eventType: 'checkout_started',
        activityId: activity.id,
        page: null,
        metadata,
      }),
    ]);
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
    ['a checkout start without its activity', { eventType: 'checkout_started' }, 'activityId'],
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
