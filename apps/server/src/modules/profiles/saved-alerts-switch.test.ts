import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

describe('PUT /api/me/saved-alerts', () => {
  const ctx = useTestApp({ ROLE: 'web' });
  const switchOf = async (who: TestAccount) => {
    const [row] = await ctx.app.db
      .select({ on: profiles.savedAlertsEnabled })
      .from(profiles)
      .where(eq(profiles.id, who.id));
    return row?.on;
  };
  const put = (who: TestAccount | null, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/me/saved-alerts',
      headers: who ? { cookie: who.cookie } : {},
      payload: payload as object,
    });
  const me = async (who: TestAccount) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } })).json();

  it('is on for a new account, and /api/me says so', async () => {
    const guest = await signUp(ctx.app);
    expect(await switchOf(guest)).toBe(true);
    expect((await me(guest)).profile.savedAlertsEnabled).toBe(true);
  });

  it("turns the caller's own saved-activity e-mails off and on again, answering the profile", async () => {
    const guest = await signUp(ctx.app);
    const bystander = await signUp(ctx.app);

    const off = await put(guest, { savedAlertsEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: guest.id, savedAlertsEnabled: false, remindersEnabled: true });
    expect(off.headers['cache-control']).toBe('no-store');
    expect(await switchOf(guest)).toBe(false);
    expect((await me(guest)).profile.savedAlertsEnabled).toBe(false);
    expect(await switchOf(bystander)).toBe(true);

    const on = await put(guest, { savedAlertsEnabled: true });
    expect(on.json()).toMatchObject({ savedAlertsEnabled: true });
    expect(await switchOf(guest)).toBe(true);
  });

  it('refuses a body that is not a yes or no, changing nothing, and anonymous callers', async () => {
    const guest = await signUp(ctx.app);
    for (const payload of [{}, { savedAlertsEnabled: 'false' }, { savedAlertsEnabled: null }]) {
      const res = await put(guest, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await switchOf(guest)).toBe(true);
    expect((await put(null, { savedAlertsEnabled: false })).statusCode).toBe(401);
  });
});
