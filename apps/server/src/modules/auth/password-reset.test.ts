import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '#src/app.ts';
import { emailOutbox, users, verifications } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { cookieFrom, signIn, signUp } from '#src/test/auth.ts';

async function requestReset(app: App, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
}

/**
 * The tokens of the reset e-mails to this address, oldest first, once there are `count` of them: a request
 * only queues the work, which the job then does.
 */
async function mailedTokens(app: App, email: string, count: number): Promise<string[]> {
  return vi.waitFor(
    async () => {
      const messages = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, email))
        .orderBy(asc(emailOutbox.createdAt));
      const tokens = messages.flatMap(
        (m) => m.text.match(/\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?/)?.[1] ?? [],
      );
      if (tokens.length < count) throw new Error(`${tokens.length} of ${count} reset e-mails to ${email}`);
      return tokens;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** The token in the newest reset e-mail to this address (waiting for the first one). */
const tokenFromOutbox = async (app: App, email: string) => (await mailedTokens(app, email, 1)).at(-1) ?? '';

const resetWith = (app: App, token: string, newPassword = 'brand-new-secret') =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

describe('password reset', () => {
  const ctx = useTestApp();

  it('gives the same answer whether or not the address has an account', async () => {
    const account = await signUp(ctx.app);
    const known = await requestReset(ctx.app, account.email);
    const unknown = await requestReset(ctx.app, 'nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const toNobody = await ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'nobody@example.test'));
    expect(toNobody).toEqual([]);
  });

  it('validates the e-mail with the spec message', async () => {
    const res = await requestReset(ctx.app, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid email address');
  });

  it('mails a link that opens /reset-password with the token', async () => {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    const token = await tokenFromOutbox(ctx.app, account.email);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`,
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${ctx.config.publicUrl}/reset-password?token=${token}`);
  });

  it('with a valid token sets the new password and signs the user in', async () => {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    const res = await resetWith(ctx.app, await tokenFromOutbox(ctx.app, account.email));
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(res.headers['set-cookie']) },
    });
    expect(me.json().user.email).toBe(account.email);
    await expect(signIn(ctx.app, account.email, 'brand-new-secret')).resolves.toMatchObject({
      id: account.id,
    });
    await expect(signIn(ctx.app, account.email, account.password)).rejects.toThrow(/401/);
  });

  it('marks the e-mail as verified (the link proved the address)', async () => {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    await resetWith(ctx.app, await tokenFromOutbox(ctx.app, account.email));
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, account.id));
    expect(user?.emailVerified).toBe(true);
  });

  it('ends the sessions that existed before the reset', async () => {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    await resetWith(ctx.app, await tokenFromOutbox(ctx.app, account.email));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.json().user).toBeNull();
  });

  it('refuses a token used twice', async () => {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    const token = await tokenFromOutbox(ctx.app, account.email);
    expect((await resetWith(ctx.app, token)).statusCode).toBe(200);
    const second = await resetWith(ctx.app, token, 'yet-another-secret');
    expect(second.statusCode).toBe(400);
    expect(second.headers['set-cookie']).toBeUndefined();
    await expect(signIn(ctx.app, account.email, 'yet-another-secret')).rejects.toThrow(/401/);
  });

  it('refuses an expired token, and its link lands on the invalid-link page', async () => {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    const token = await tokenFromOutbox(ctx.app, account.email);
    await ctx.app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    expect((await resetWith(ctx.app, token)).statusCode).toBe(400);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`,
    });
    expect(opened.headers.location).toBe(`${ctx.config.publicUrl}/reset-password?error=INVALID_TOKEN`);
  });

  it('refuses a forged token', async () => {
    const res = await resetWith(ctx.app, 'forged-token-that-was-never-issued');
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a new password under 6 characters with the spec message', async () => {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    const res = await resetWith(ctx.app, await tokenFromOutbox(ctx.app, account.email), '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 6 characters');
  });
});

describe('outstanding reset links', () => {
  const ctx = useTestApp();

  /** Two links for one account, asked for one after the other. */
  async function twoLinks() {
    const account = await signUp(ctx.app);
    await requestReset(ctx.app, account.email);
    await mailedTokens(ctx.app, account.email, 1);
    await requestReset(ctx.app, account.email);
    const [older = '', newer = ''] = await mailedTokens(ctx.app, account.email, 2);
    return { account, older, newer };
  }

  it('refuses an older link once a newer one has reset the password', async () => {
    const { account, older, newer } = await twoLinks();
    expect((await resetWith(ctx.app, newer)).statusCode).toBe(200);
    const late = await resetWith(ctx.app, older, 'attacker-secret');
    expect(late.statusCode).toBe(400);
    expect(late.headers['set-cookie']).toBeUndefined();
    await expect(signIn(ctx.app, account.email, 'attacker-secret')).rejects.toThrow(/401/);
  });

  it('refuses a newer link once an older one has reset the password', async () => {
    const { account, older, newer } = await twoLinks();
    expect((await resetWith(ctx.app, older)).statusCode).toBe(200);
    expect((await resetWith(ctx.app, newer, 'attacker-secret')).statusCode).toBe(400);
    await expect(signIn(ctx.app, account.email, 'attacker-secret')).rejects.toThrow(/401/);
  });
});

describe('POST /api/auth/change-password', () => {
  const ctx = useTestApp();

  it('ends the other sessions and every outstanding reset link, even when the client asks to keep them', async () => {
    const account = await signUp(ctx.app);
    const elsewhere = await signIn(ctx.app, account.email, account.password);
    await requestReset(ctx.app, account.email);
    const token = await tokenFromOutbox(ctx.app, account.email);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: account.cookie },
      payload: {
        currentPassword: account.password,
        newPassword: 'changed-secret',
        revokeOtherSessions: false,
      },
    });

    expect(res.statusCode).toBe(200);
    const meWith = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }).then((r) => r.json().user);
    expect(await meWith(elsewhere.cookie)).toBeNull();
    expect(await meWith(cookieFrom(res.headers['set-cookie']))).toMatchObject({ email: account.email });
    expect((await resetWith(ctx.app, token, 'attacker-secret')).statusCode).toBe(400);
    await expect(signIn(ctx.app, account.email, 'changed-secret')).resolves.toMatchObject({ id: account.id });
  });
});
