import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createHost } from '#src/test/factories.ts';

const ctx = useTestApp();

describe('Cache-Control on API answers', () => {
  it('keeps personal answers out of every cache, better-auth ones included', async () => {
    const account = await signUp(ctx.app);
    for (const url of [
      '/api/me',
      '/api/auth/get-session',
      '/api/auth/list-sessions',
      '/api/auth/list-accounts',
      '/api/bookings',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: account.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/host/dashboard' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('decides by the route that answered, not by how the address was spelled', async () => {
    // The router decodes %61 to "a": this is GET /api/me, with the caller's e-mail in it.
    const account = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/%61pi/me',
      headers: { cookie: account.cookie },
    });
    expect(res.json().user.email).toBe(account.email);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets only a route that declares itself public be cached, and only its successful answers', async () => {
    const host = await createHost(ctx.app.db);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/hosts/${host.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('public, max-age=60');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/hosts/nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const feed = await ctx.app.inject({ method: 'GET', url: '/api/calendar/feeds/unknown.ics' });
    expect(feed.headers['cache-control']).toBe('no-store');
  });

  it('leaves pages outside /api their own caching', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers['cache-control']).toBe('public, max-age=86400');
  });
});
