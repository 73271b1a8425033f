import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

describe('PUT /api/me/reminders', () => {
  const ctx = useTestApp();
  const remindersOf = async (who: TestAccount) => {
    const [row] = await ctx.app.db
      .select({ on: profiles.remindersEnabled })
      .from(profiles)
      .where(eq(profiles.id, who.id));
    return row?.on;
  };
  const put = (who: TestAccount | null, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/me/reminders',
      headers: who ? { cookie: who.cookie } : {},
      payload: payload as object,
    });
  const me = async (who: TestAccount) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } })).json();

  it('is on for a new account, and /api/me says so', async () => {
    const guest = await signUp(ctx.app);
    expect(await remindersOf(guest)).toBe(true);
    expect((await me(guest)).profile.remindersEnabled).toBe(true);
  });

  it("turns the caller's own reminders off and on again, answering the profile", async () => {
    const guest = await signUp(ctx.app);
    const bystander = await signUp(ctx.app);

    const off = await put(guest, { remindersEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: guest.id, remindersEnabled: false });
    expect(off.headers['cache-control']).toContain('no-store');
    expect(await remindersOf(guest)).toBe(false);
    expect((await me(guest)).profile.remindersEnabled).toBe(false);
    expect(await remindersOf(bystander)).toBe(true);

    expect((await put(guest, { remindersEnabled: true })).json()).toMatchObject({ remindersEnabled: true });
    expect(await remindersOf(guest)).toBe(true);
  });

  it('refuses a body that is not a yes or no, changing nothing, and anonymous callers', async () => {
    const guest = await signUp(ctx.app);
    for (const payload of [{}, { remindersEnabled: 'false' }, { remindersEnabled: null }]) {
      const res = await put(guest, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeDefined();
    }
    expect(await remindersOf(guest)).toBe(true);
    expect((await put(null, { remindersEnabled: false })).statusCode).toBe(401);
  });
});
