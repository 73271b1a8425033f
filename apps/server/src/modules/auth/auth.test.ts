import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { cookieFrom, rolesOf, signIn, signUp } from '#src/test/auth.ts';

describe('POST /api/auth/sign-up/email', () => {
  // better-auth's real scrypt, not the tests' cheap one (decision 88): what production stores is proven here.
  const ctx = useTestApp({}, { passwordHashing: 'scrypt' });

  it('creates the account with a profile named from the sign-up name, the user role and an A/B group', async () => {
    const account = await signUp(ctx.app, { name: '  Marta Puig ', email: 'Marta@Example.test' });
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, account.id));
    expect(profile).toMatchObject({ displayName: 'Marta Puig', email: 'marta@example.test' });
    expect(['variant_a', 'variant_b']).toContain(profile?.abGroup);
    expect(await rolesOf(ctx.app, account.id)).toEqual(['user']);
  });

  it('stores the password only as a slow hash', async () => {
    const account = await signUp(ctx.app, { password: 'plain-secret-42' });
    const [row] = await ctx.app.db.select().from(accounts).where(eq(accounts.userId, account.id));
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain('plain-secret-42');
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // scrypt salt:key
  });

  it.each([
    [{ name: 'A', email: 'a@example.test', password: 'secret123' }, 'Name must be at least 2 characters'],
    [{ name: 'Anna', email: 'not-an-email', password: 'secret123' }, 'Invalid email address'],
    [
      { name: 'Anna', email: 'anna@example.test', password: '12345' },
      'Password must be at least 6 characters',
    ],
  ])('refuses %o with "%s" and creates nothing', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.email, payload.email));
    expect(profile).toBeUndefined();
  });

  it('answers a second sign-up with an existing e-mail exactly like a new one (no account enumeration)', async () => {
    const existing = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Someone Else', email: existing.email, password: 'other-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: null, user: { email: existing.email } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'New Person', email: 'brand-new@example.test', password: 'other-password' },
    });
    expect(Object.keys(fresh.json()).sort()).toEqual(Object.keys(res.json()).sort());
    expect(fresh.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/auth/sign-in/email and sessions', () => {
  const ctx = useTestApp();

  it('signs in with an HttpOnly, SameSite session cookie that /api/me recognises', async () => {
    const account = await signUp(ctx.app, { name: 'Jordi Vidal' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: account.password },
    });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sortim.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(res.headers['set-cookie']) },
    });
    expect(me.json()).toMatchObject({
      user: { email: account.email },
      profile: { displayName: 'Jordi Vidal' },
      roles: ['user'],
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const account = await signUp(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: 'wrong-password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it.each([
    [{ email: 'bad', password: 'secret123' }, 'Invalid email address'],
    [{ email: 'a@example.test', password: '123' }, 'Password must be at least 6 characters'],
  ])('validates %o with "%s"', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('ends the session on the server at sign-out', async () => {
    const account = await signUp(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: account.cookie, origin: ctx.config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.json().user).toBeNull();
  });

  it('answers anonymous callers of /api/me with no user', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: null, profile: null, roles: [] });
  });

  it('signs in again after sign-out', async () => {
    const account = await signUp(ctx.app);
    const again = await signIn(ctx.app, account.email, account.password);
    expect(again.id).toBe(account.id);
  });
});
