import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rateLimits } from '#src/db/schema.ts';
import { countRequest } from '#src/lib/rate-limit-store.ts';
import { useTestApp } from '#src/test/app.ts';
import { SCHEDULES } from './queues.ts';

describe('jobs in a process that runs workers (ROLE=all)', () => {
  const ctx = useTestApp();

  it('keeps the schedule of every periodic job', async () => {
    const schedules = await ctx.app.jobs.boss.getSchedules();
    expect(Object.fromEntries(schedules.map((s) => [s.name, s.cron]))).toEqual(SCHEDULES);
  });

  it('runs the clean-up job: counters whose window has ended are deleted', async () => {
    await countRequest(ctx.app.db, 'ended', 60_000);
    await countRequest(ctx.app.db, 'running', 60_000);
    await ctx.app.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'ended'));

    await ctx.app.jobs.send('rate-limits.cleanup', {});

    await vi.waitFor(
      async () => {
        const keys = (await ctx.app.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
        expect(keys).toEqual(['running']);
      },
      { timeout: 10_000, interval: 50 },
    );
    // Counted for /metrics.
    expect(ctx.app.jobs.outcomes()).toContainEqual({
      queue: 'rate-limits.cleanup',
      outcome: 'completed',
      count: 1,
    });
  });
});

describe('jobs in a web process (ROLE=web)', () => {
  const ctx = useTestApp({ ROLE: 'web' });

  it('enqueues jobs but refuses to run workers', async () => {
    expect(await ctx.app.jobs.send('email.sweep', {})).toEqual(expect.any(String));
    await expect(ctx.app.jobs.work('email.sweep', async () => {})).rejects.toThrow(/ROLE=web/);
  });

  it('keeps no clock: no schedule is created and nothing is worked here', async () => {
    expect(await ctx.app.jobs.boss.getSchedules()).toEqual([]);
    const id = await ctx.app.jobs.send('rate-limits.cleanup', {});
    if (!id) throw new Error('not enqueued');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await ctx.app.jobs.boss.getJobById('rate-limits.cleanup', id))?.state).toBe('created');
    expect(ctx.app.jobs.outcomes()).toEqual([]);
  });

  it('is ready for traffic', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
  });
});
