import { describe, expect, it } from 'vitest';
import { emailOutbox } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { STALE_AFTER_MS, sweepOutbox } from './sweep-outbox.ts';

describe('outbox sweeper', () => {
  // A web process: nothing delivers, so the jobs the sweeper adds stay visible.
  const ctx = useTestApp({ ROLE: 'web' });

  async function insertRow(ageMs: number, status: 'queued' | 'sent' = 'queued') {
    const createdAt = new Date(Date.now() - ageMs);
    const [row] = await ctx.app.db
      .insert(emailOutbox)
      .values({
        to: 'guest@example.test',
        subject: `${status}, ${ageMs} ms old`,
        text: 'Hello',
        status,
        createdAt,
        sentAt: status === 'sent' ? createdAt : null,
      })
      .returning();
    if (!row) throw new Error('row not inserted');
    return row.id;
  }

  const hasJob = async (id: string) => (await ctx.app.jobs.boss.getJobById('email.deliver', id)) !== null;

  it('dispatches queued rows that never got a job, and leaves recent and sent rows alone', async () => {
    const lost = await insertRow(STALE_AFTER_MS + 60_000);
    const recent = await insertRow(10_000);
    const sent = await insertRow(STALE_AFTER_MS + 60_000, 'sent');
    const deps = { db: ctx.app.db, jobs: ctx.app.jobs, logger: ctx.app.log };

    expect(await sweepOutbox(deps)).toBe(1);
    expect(await hasJob(lost)).toBe(true);
    expect(await hasJob(recent)).toBe(false);
    expect(await hasJob(sent)).toBe(false);

    // The next sweep finds the row's job in place and adds nothing.
    expect(await sweepOutbox(deps)).toBe(0);
  });
});
