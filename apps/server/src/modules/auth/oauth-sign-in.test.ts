import net from 'node:net';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, profiles, users } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { cookieFrom, signUp } from '#src/test/auth.ts';

/*
 * Google-style sign-in end to end against a local OpenID provider: discovery, authorize redirect, code
 * exchange at the provider's token endpoint, ID token and userinfo, account creation or linking, session.
 * The code path is production's; only GOOGLE_ISSUER points at the local provider.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const provider = new OAuth2Server();
const port = await freePort();
const issuer = `http://127.0.0.1:${port}`;

beforeAll(async () => {
  provider.issuer.url = issuer;
  await provider.issuer.keys.generate('RS256');
  await provider.start(port, '127.0.0.1');
});
afterAll(() => provider.stop());

/** The person the provider says is signing in: the same `sub` in every token and in userinfo. */
let signingIn = { sub: 'nobody', email: 'nobody@example.test', name: 'Nobody' };
provider.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { ...signingIn, email_verified: true });
});
provider.service.on('beforeUserinfo', (response) => {
  response.body = { ...signingIn, email_verified: true };
});
function providerUser(claims: typeof signingIn) {
  signingIn = claims;
}

describe('sign-in with Google (OpenID Connect)', () => {
  const ctx = useTestApp({
    GOOGLE_CLIENT_ID: 'sortim-test-client',
    GOOGLE_CLIENT_SECRET: 'sortim-test-secret',
    GOOGLE_ISSUER: issuer,
  });

  /** Runs the browser's part of the flow and returns the response of our callback. */
  async function signInWithGoogle() {
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/home' },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(issuer);
    expect(authorizeUrl.searchParams.get('client_id')).toBe('sortim-test-client');

    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/auth/callback/google');

    return ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookieFrom(start.headers['set-cookie']) },
    });
  }

  it('lists Google as configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.json()).toEqual({ google: true, apple: false });
  });

  it('creates an account with a profile named from the provider, and a session', async () => {
    providerUser({ sub: 'google-uid-1', email: 'carla.ruiz@gmail.test', name: 'Carla Ruiz' });
    const callback = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/\/home$/);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(callback.headers['set-cookie']) },
    });
    expect(me.json()).toMatchObject({
      user: { email: 'carla.ruiz@gmail.test' },
      profile: { displayName: 'Carla Ruiz' },
      roles: ['user'],
    });
    const [account] = await ctx.app.db.select().from(accounts).where(eq(accounts.accountId, 'google-uid-1'));
    expect(account?.providerId).toBe('google');
  });

  it('links Google to an existing verified account with the same e-mail instead of making a second one', async () => {
    const existing = await signUp(ctx.app, { name: 'Oriol Puig', email: 'oriol@gmail.test' });
    await ctx.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
    providerUser({ sub: 'google-uid-2', email: 'oriol@gmail.test', name: 'Oriol P.' });
    const callback = await signInWithGoogle();
    expect(callback.headers.location).toMatch(/\/home$/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(callback.headers['set-cookie']) },
    });
    expect(me.json().user.id).toBe(existing.id);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, 'oriol@gmail.test'))).toHaveLength(1);
    const linked = await ctx.app.db.select().from(accounts).where(eq(accounts.userId, existing.id));
    expect(linked.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, existing.id));
    expect(profile?.displayName).toBe('Oriol Puig');
  });

  it('does not link to an unverified account that someone may have pre-registered with the address', async () => {
    const squatter = await signUp(ctx.app, { email: 'victim@gmail.test', password: 'squatter-pass' });
    providerUser({ sub: 'google-uid-3', email: 'victim@gmail.test', name: 'Real Owner' });
    const callback = await signInWithGoogle();
    expect(callback.headers.location).toMatch(/error=account_not_linked/);
    const linked = await ctx.app.db.select().from(accounts).where(eq(accounts.userId, squatter.id));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/callback/google?code=stolen&state=forged',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=/);
    expect(res.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^sortim\.session_token=[^;]+/)]),
    );
  });
});
