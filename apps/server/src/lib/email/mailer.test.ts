import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '#src/db/schema.ts';
import type { JobQueue } from '#src/lib/job-queue.ts';
import { useTestApp } from '#src/test/app.ts';
import { aMessage, waitForOutboxStatus } from '#src/test/outbox.ts';
import { createMailer, dispatchEmail } from './mailer.ts';
import { findOutboxRow } from './outbox.ts';

const deliveryJob = (jobs: JobQueue, id: string) =>
  jobs.boss.getJobById<{ outboxId: string }>('email.deliver', id);

describe('mailer, in a web process (enqueues, delivers nothing)', () => {
  const ctx = useTestApp({ ROLE: 'web' });

  it('writes a queued outbox row and enqueues its delivery job under the row id', async () => {
    const id = await ctx.app.mailer.send({
      ...aMessage({ to: 'ana@example.test' }),
      replyTo: 'host@example.test',
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });

    const row = await findOutboxRow(ctx.app.db, id);
    expect(row).toMatchObject({
      to: 'ana@example.test',
      replyTo: 'host@example.test',
      subject: 'Your booking',
      status: 'queued',
      attempts: 0,
      sentAt: null,
      attachments: [
        {
          filename: 'invite.ics',
          contentType: 'text/calendar',
          content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
        },
      ],
    });
    const job = await deliveryJob(ctx.app.jobs, id);
    expect(job?.data).toEqual({ outboxId: id });
    expect(job?.retryLimit).toBe(5);
  });

  it('queues inside the caller transaction and enqueues only when dispatched after the commit', async () => {
    const queued = await ctx.app.db.transaction((tx) => ctx.app.mailer.queue(tx, aMessage()));

    expect((await findOutboxRow(ctx.app.db, queued.id))?.status).toBe('queued');
    expect(await deliveryJob(ctx.app.jobs, queued.id)).toBeNull();
    await queued.dispatch();
    expect(await deliveryJob(ctx.app.jobs, queued.id)).not.toBeNull();
  });

  it('keeps no row when the caller transaction rolls back', async () => {
    let id = '';
    await expect(
      ctx.app.db.transaction(async (tx) => {
        id = (await ctx.app.mailer.queue(tx, aMessage())).id;
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await findOutboxRow(ctx.app.db, id)).toBeUndefined();
  });

  it('adds no second job when a message is dispatched again while its job exists', async () => {
    const queued = await ctx.app.mailer.queue(ctx.app.db, aMessage());
    expect(await dispatchEmail(ctx.app.jobs, queued.id)).toBe(true);
    expect(await dispatchEmail(ctx.app.jobs, queued.id)).toBe(false);
  });

  it('answers the caller even when the queue is down, leaving the row for the sweeper', async () => {
    const brokenJobs = {
      send: () => Promise.reject(new Error('queue unavailable')),
    } as unknown as JobQueue;
    const mailer = createMailer({ db: ctx.app.db, jobs: brokenJobs, logger: ctx.app.log });

    const id = await mailer.send(aMessage());

    const [row] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('queued');
  });
});

describe('mailer, in a process that runs workers', () => {
  const ctx = useTestApp();

  it('delivers through the worker: without SMTP_URL the message is logged and marked sent', async () => {
    const id = await ctx.app.mailer.send(aMessage());

    const row = await waitForOutboxStatus(ctx.app.db, id, 'sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
  });
});
