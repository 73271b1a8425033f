import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';

const ctx = useTestApp();

describe('Cache-Control on API answers', () => {
  it('keeps personal answers out of every cache', async () => {
    const account = await signUp(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/host/dashboard' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves a route its own caching when it sets one', async () => {
    const feed = await ctx.app.inject({ method: 'GET', url: '/api/calendar/feeds/unknown.ics' });
    expect(feed.headers['cache-control']).toBeDefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
