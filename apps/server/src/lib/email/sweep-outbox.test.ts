import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { DELIVERY_ROUND_STARTS_MS, deliveryJobId, GIVE_UP_AFTER_MS, roundAt } from './delivery-rounds.ts';
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

    expect(await sweepOutbox(deps)).toEqual({ dispatched: 1, failed: 0 });
    expect(await hasJob(lost)).toBe(true);
    expect(await hasJob(recent)).toBe(false);
    expect(await hasJob(sent)).toBe(false);

    // The next sweep finds the row's job in place and adds nothing.
    expect(await sweepOutbox(deps)).toEqual({ dispatched: 0, failed: 0 });
  });

  /** The row's round-0 job, as the dispatch made it; `spent`: its retries are used up (state 'failed'). */
  async function firstRound(id: string, spent: boolean) {
    const boss = ctx.app.jobs.boss;
    await boss.send('email.deliver', { outboxId: id }, { id, retryLimit: 0, startAfter: 3600 });
    if (spent) await boss.fail('email.deliver', id);
  }
  const stateOf = async (jobId: string) =>
    (await ctx.app.jobs.boss.getJobById('email.deliver', jobId))?.state ?? null;

  it('starts the next delivery round once a round’s retries are spent, once, and never beside a live one', async () => {
    const deps = { db: ctx.app.db, jobs: ctx.app.jobs, logger: ctx.app.log };
    const twentyMinutes = 20 * 60_000;
    const spent = await insertRow(twentyMinutes);
    await firstRound(spent, true);
    const retrying = await insertRow(twentyMinutes);
    await firstRound(retrying, false);
    expect(await stateOf(spent)).toBe('failed');

    expect(await sweepOutbox(deps)).toEqual({ dispatched: 1, failed: 0 });
    expect(roundAt(twentyMinutes)).toBe(1);
    expect(await stateOf(deliveryJobId(spent, 1))).toBe('created');
    // Its round-0 job will still run: no second job beside it.
    expect(await stateOf(deliveryJobId(retrying, 1))).toBeNull();
    // The round has its job: a later sweep in the same round adds nothing.
    expect(await sweepOutbox(deps)).toEqual({ dispatched: 0, failed: 0 });
  });

  it('gives up a row still undelivered after a day, once no round is at work on it', async () => {
    const deps = { db: ctx.app.db, jobs: ctx.app.jobs, logger: ctx.app.log };
    const old = await insertRow(GIVE_UP_AFTER_MS + 60_000);
    await firstRound(old, true);

    expect(await sweepOutbox(deps)).toEqual({ dispatched: 0, failed: 1 });
    const [row] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, old));
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row?.lastError).toMatch(/within a day/);
  });
});

describe('delivery rounds', () => {
  it('start at creation, then 15 and 30 minutes, then hours apart doubling, within a day', () => {
    expect(DELIVERY_ROUND_STARTS_MS.map((ms) => ms / 60_000)).toEqual([0, 15, 30, 60, 120, 240, 480, 960]);
    expect(roundAt(0)).toBe(0);
    expect(roundAt(14 * 60_000)).toBe(0);
    expect(roundAt(GIVE_UP_AFTER_MS - 1)).toBe(7);
  });

  it('give each round of a row its own job id, the row’s own for the first', () => {
    const id = '0b6f3f1e-8f5d-4c59-9a53-2f1f1c3e2d10';
    const ids = DELIVERY_ROUND_STARTS_MS.map((_, round) => deliveryJobId(id, round));
    expect(ids[0]).toBe(id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const jobId of ids)
      expect(jobId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deliveryJobId(id, 3)).toBe(deliveryJobId(id, 3));
  });
});
