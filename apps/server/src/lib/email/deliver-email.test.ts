import { createServer } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { aMessage, waitForOutboxStatus } from '#src/test/outbox.ts';
import { createEmailDelivery } from './deliver-email.ts';
import { GIVE_UP_AFTER_MS } from './delivery-rounds.ts';
import { findOutboxRow, queueEmail } from './outbox.ts';

const firstTry = { retryCount: 0, retryLimit: 5 };

describe('e-mail delivery worker', () => {
  const ctx = useTestApp();

  it('is the worker the app runs: a sent message ends up marked sent', async () => {
    const id = await ctx.app.mailer.send(aMessage());
    expect((await waitForOutboxStatus(ctx.app.db, id, 'sent')).attempts).toBe(1);
  });

  it('skips a row that is already sent, so a repeated job sends nothing twice', async () => {
    const delivery = createEmailDelivery({ db: ctx.app.db, mail: ctx.config.mail, logger: ctx.app.log });
    const id = await queueEmail(ctx.app.db, aMessage());

    expect(await delivery.deliver(id, firstTry)).toBe('sent');
    const sent = await findOutboxRow(ctx.app.db, id);
    expect(await delivery.deliver(id, firstTry)).toBe('skipped');
    expect(await findOutboxRow(ctx.app.db, id)).toEqual(sent);
  });

  it('skips a job whose row no longer exists', async () => {
    const delivery = createEmailDelivery({ db: ctx.app.db, mail: ctx.config.mail, logger: ctx.app.log });
    expect(await delivery.deliver('00000000-0000-4000-8000-000000000000', firstTry)).toBe('skipped');
  });
});

/** A port nothing listens on: every SMTP connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('e-mail delivery while the mail server is down', () => {
  // Filled before useTestApp's own beforeAll reads it (hooks run in the order they are declared).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
  });
  const ctx = useTestApp(env);

  it('counts the failed attempt on the row and leaves the job to pg-boss for a retry', async () => {
    const id = await ctx.app.mailer.send(aMessage());

    const job = await vi.waitFor(
      async () => {
        const found = await ctx.app.jobs.boss.getJobById('email.deliver', id);
        if (found?.state !== 'retry') throw new Error(`job is ${found?.state}`);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(job.startAfter.getTime()).toBeGreaterThan(Date.now());
    const row = await findOutboxRow(ctx.app.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('leaves the row queued for the next round after a round’s last retry, and gives up only after a day', async () => {
    const delivery = createEmailDelivery({ db: ctx.app.db, mail: ctx.config.mail, logger: ctx.app.log });
    const id = await queueEmail(ctx.app.db, aMessage());

    await expect(delivery.deliver(id, firstTry)).rejects.toThrow(/ECONNREFUSED/);
    expect(await findOutboxRow(ctx.app.db, id)).toMatchObject({ status: 'queued', attempts: 1 });

    // The round's last retry: the outbox sweep starts the next round later (delivery-rounds.ts).
    await expect(delivery.deliver(id, { retryCount: 5, retryLimit: 5 })).rejects.toThrow(/ECONNREFUSED/);
    expect(await findOutboxRow(ctx.app.db, id)).toMatchObject({ status: 'queued', attempts: 2 });

    // A day after it was written, a failed attempt is the last.
    const row = await findOutboxRow(ctx.app.db, id);
    const dayLater = new Date((row?.createdAt.getTime() ?? 0) + GIVE_UP_AFTER_MS);
    await expect(delivery.deliver(id, firstTry, dayLater)).rejects.toThrow(/ECONNREFUSED/);
    expect(await findOutboxRow(ctx.app.db, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      sentAt: null,
    });

    expect(await delivery.deliver(id, firstTry)).toBe('skipped');
    delivery.close();
  });
});
