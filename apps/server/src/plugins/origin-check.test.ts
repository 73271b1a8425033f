import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';

describe('cross-site request refusal (CSRF)', () => {
  const ctx = useTestApp();
  const update = {
    displayName: 'Changed',
    bio: null,
    city: null,
    age: null,
    gender: null,
    languages: [],
    interests: [],
  };

  it('refuses a cookie-bearing mutation from another origin', async () => {
    const account = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
      payload: update,
    });
    expect(res.statusCode).toBe(403);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.json().profile.displayName).toBe('Test Guest');
  });

  it('refuses it when the path is percent-encoded to look like something other than the API', async () => {
    const account = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/%61pi/me/profile',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
      payload: update,
    });
    expect(res.statusCode).toBe(403);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.json().profile.displayName).toBe('Test Guest');
  });

  it('refuses a request the browser marks cross-site', async () => {
    const account = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: account.cookie, 'sec-fetch-site': 'cross-site' },
      payload: update,
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same mutation from our own origin', async () => {
    const account = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: account.cookie, origin: ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' },
      payload: update,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a sign-in posted from another origin', async () => {
    const account = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: account.cookie },
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(403);
  });
});
