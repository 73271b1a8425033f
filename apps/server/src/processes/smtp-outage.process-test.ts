import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema.ts';
import { DELIVERY_ROUND_STARTS_MS } from '#src/lib/email/delivery-rounds.ts';
import { QUEUE_POLICIES } from '#src/lib/queues.ts';
import { checkBooks } from '#src/test/books.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { ageQueuedOutbox, retriesDueNow } from '#src/test/job-clock.ts';
import {
  checkoutAs,
  Deployment,
  payWithTestCard,
  type ServerProcess,
  signUpGuests,
  sleep,
} from '#src/test/server-process.ts';
import { SmtpStandIn } from '#src/test/smtp-stand-in.ts';

/*
 * Issue 23, item 4: the mail server refuses for longer than a delivery job's retries last (about 5 to 10
 * minutes), first down (connections refused), then answering 421. Guests book and pay meanwhile, so
 * their confirmations pile up in the outbox. Then the mail server takes mail again: every message arrives
 * exactly once. The real schedule runs (each job's retries, then the outbox sweep's rounds at 15 and 30
 * minutes, see delivery-rounds.ts); only the waiting is skipped, by moving the database's timestamps on
 * (job-clock.ts) instead of sleeping through the better part of an hour.
 */

const ATTEMPTS_PER_ROUND = (QUEUE_POLICIES['email.deliver'].retryLimit ?? 0) + 1;
const MINUTE = 60_000;

/** The outbox as the stand-in should see it: each row's status and failed attempts. */
async function outbox(db: Database) {
  return db
    .select({ id: emailOutbox.id, status: emailOutbox.status, attempts: emailOutbox.attempts })
    .from(emailOutbox);
}

/** e-mail jobs that will still run (waiting, retrying or running). */
async function liveDeliveries(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'email.deliver' and state in ('created', 'retry', 'active')`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('the mail server refusing for longer than a delivery job retries', () => {
  let smtp: SmtpStandIn;
  let deployment: Deployment;
  let web: ServerProcess;

  beforeAll(async () => {
    smtp = await SmtpStandIn.create();
    deployment = await Deployment.create({
      web: 1,
      workers: 1,
      env: {
        RATE_LIMIT_ENABLED: 'false',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Sortim <no-reply@sortim.test>',
      },
    });
    web = deployment.web[0] as ServerProcess;
  }, 300_000);
  afterAll(async () => {
    await deployment?.close();
    await smtp?.stop();
  }, 60_000);

  /**
   * Lets every live delivery job run its retries to the end, each backoff skipped, until none is left and
   * every row has failed `attempts` times.
   */
  async function spendRetries(db: Database, attempts: number): Promise<void> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const rows = await outbox(db);
      if ((await liveDeliveries(db)) === 0 && rows.every((r) => r.attempts >= attempts)) return;
      expect(Date.now(), `${JSON.stringify(rows)}\n${deployment.tails()}`).toBeLessThan(deadline);
      await retriesDueNow(db, 'email.deliver');
      await sleep(500);
    }
  }

  it('delivers every confirmation exactly once when the mail server is back, none lost, none twice', async () => {
    const { db } = await deployment.database();
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id, capacity: 10 });
    const guests = await signUpGuests(web, 6);

    // The mail server is down (nothing listens) while six guests book and pay.
    for (const guest of guests) {
      const held = await checkoutAs(web, guest, activity.id);
      expect(held.status, held.text).toBe(201);
      const paid = await payWithTestCard(web, held.json<{ sessionId: string }>().sessionId);
      expect(paid.status, paid.text).toBe(303);
    }
    const rows = await outbox(db);
    expect(rows.length).toBeGreaterThanOrEqual(guests.length);

    // Round 0, the dispatch at booking: every retry refused. The rows stay queued, none given up.
    await spendRetries(db, ATTEMPTS_PER_ROUND);
    expect((await outbox(db)).map((r) => r.status)).toEqual(rows.map(() => 'queued'));

    // Twenty minutes on, the server answers but refuses (421): the outbox sweep's round 1 runs its retries.
    await smtp.set('refusing');
    expect(DELIVERY_ROUND_STARTS_MS[1]).toBeLessThanOrEqual(20 * MINUTE);
    await ageQueuedOutbox(db, 20 * MINUTE);
    await deployment.sendJob('email.sweep');
    await spendRetries(db, 2 * ATTEMPTS_PER_ROUND);
    expect(smtp.refused).toBeGreaterThanOrEqual(rows.length * ATTEMPTS_PER_ROUND);
    expect((await outbox(db)).map((r) => r.status)).toEqual(rows.map(() => 'queued'));
    expect(smtp.deliveries).toBe(0);

    // Half an hour after the bookings it takes mail again, and round 2 delivers.
    await smtp.set('accepting');
    await ageQueuedOutbox(db, 10 * MINUTE);
    await deployment.sendJob('email.sweep');
    for (const deadline = Date.now() + 60_000; ; ) {
      const now = await outbox(db);
      if (now.every((r) => r.status === 'sent')) break;
      expect(Date.now(), `${JSON.stringify(now)}\n${deployment.tails()}`).toBeLessThan(deadline);
      await retriesDueNow(db, 'email.deliver');
      await sleep(500);
    }

    // A later sweep finds nothing to do, and no message arrives twice.
    await deployment.sendJob('email.sweep');
    await sleep(3000);
    const ids = rows.map((r) => r.id).sort();
    expect([...smtp.received.keys()].sort()).toEqual(ids);
    expect([...smtp.received.values()]).toEqual(ids.map(() => 1));
    expect(await liveDeliveries(db)).toBe(0);

    // The operator's daily check agrees: the provider's records and ours match, nothing owed.
    const reconciled = await deployment.reconcile();
    expect(reconciled, reconciled.output).toMatchObject({ code: 0 });
    expect(reconciled.output).toMatch(/nothing found/);
    const books = await checkBooks(db);
    expect(books.problems).toEqual([]);
    expect(books.paidBookings).toBe(guests.length);
  }, 240_000);
});
