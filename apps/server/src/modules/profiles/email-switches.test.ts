import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

/* The profile's e-mail switches: each a yes or no of the caller's own, on for a new account. */

const SWITCHES = [
  { url: '/api/me/reminders', field: 'remindersEnabled', column: profiles.remindersEnabled },
  { url: '/api/me/saved-alerts', field: 'savedAlertsEnabled', column: profiles.savedAlertsEnabled },
] as const;

describe.each(SWITCHES)('PUT $url', ({ url, field, column }) => {
  const ctx = useTestApp({ ROLE: 'web' });
  const switchOf = async (who: TestAccount) => {
    const [row] = await ctx.app.db.select({ on: column }).from(profiles).where(eq(profiles.id, who.id));
    return row?.on;
  };
  const put = (who: TestAccount | null, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url,
      headers: who ? { cookie: who.cookie } : {},
      payload: payload as object,
    });
  const me = async (who: TestAccount) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } })).json();

  it('is on for a new account, and /api/me says so', async () => {
    const guest = await signUp(ctx.app);
    expect(await switchOf(guest)).toBe(true);
    expect((await me(guest)).profile[field]).toBe(true);
  });

  it("turns the caller's own switch off and on again, answering the profile, and no other", async () => {
    const guest = await signUp(ctx.app);
    const bystander = await signUp(ctx.app);

    const off = await put(guest, { [field]: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: guest.id, [field]: false });
    expect(off.headers['cache-control']).toContain('no-store');
    expect(await switchOf(guest)).toBe(false);
    expect((await me(guest)).profile[field]).toBe(false);
    expect(await switchOf(bystander)).toBe(true);
    // The other switch stays as it was.
    const other = SWITCHES.find((s) => s.field !== field)?.field ?? '';
    expect(off.json()[other]).toBe(true);

    expect((await put(guest, { [field]: true })).json()).toMatchObject({ [field]: true });
    expect(await switchOf(guest)).toBe(true);
  });

  it('refuses a body that is not a yes or no, changing nothing, and anonymous callers', async () => {
    const guest = await signUp(ctx.app);
    for (const payload of [{}, { [field]: 'false' }, { [field]: null }]) {
      const res = await put(guest, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await switchOf(guest)).toBe(true);
    expect((await put(null, { [field]: false })).statusCode).toBe(401);
  });
});
