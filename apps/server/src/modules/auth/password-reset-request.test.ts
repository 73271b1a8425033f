import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, verifications } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { carryOutPasswordReset } from './password-reset-job.ts';

describe('POST /api/auth/request-password-reset answers at once and queues the work', () => {
  // A web-only process queues jobs and never runs them, so what the request itself did stays visible.
  const ctx = useTestApp({ ROLE: 'web' });
  const request = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    });
  const resetTokens = () =>
    ctx.app.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'));
  const mailTo = (email: string) => ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

  it('does the same for a real and an unknown address: one job each, no token, no e-mail', async () => {
    const account = await signUp(ctx.app);
    const known = await request(account.email);
    const unknown = await request('nobody@example.test');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    expect(await resetTokens()).toEqual([]);
    expect(await mailTo(account.email)).toEqual([]);
    const jobs = await ctx.app.jobs.boss.fetch<{ email: string }>('auth.password-reset', { batchSize: 10 });
    expect(jobs.map((job) => job.data).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: account.email },
      { email: 'nobody@example.test' },
    ]);
  });

  it('queues nothing for an invalid address', async () => {
    const res = await request('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(await ctx.app.jobs.boss.fetch('auth.password-reset')).toEqual([]);
  });

  it('carries out the job: a link for a real account, nothing for an unknown address', async () => {
    const account = await signUp(ctx.app);
    await carryOutPasswordReset(ctx.app.auth, account.email);
    await carryOutPasswordReset(ctx.app.auth, 'nobody-else@example.test');

    const [mail, ...more] = await mailTo(account.email);
    expect(more).toEqual([]);
    expect(mail?.text).toMatch(/\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=%2Freset-password/);
    expect((await resetTokens()).map((row) => row.value)).toEqual([account.id]);
    expect(await mailTo('nobody-else@example.test')).toEqual([]);
  });
});
