import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema.ts';
import { STALE_AFTER_MS } from '#src/lib/email/sweep-outbox.ts';
import { checkBooks } from '#src/test/books.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { ageQueuedOutbox, retriesDueNow } from '#src/test/job-clock.ts';
import { PostgresCluster } from '#src/test/postgres-cluster.ts';
import {
  checkoutAs,
  Deployment,
  type Guest,
  payWithTestCard,
  type Response,
  request,
  type ServerProcess,
  signUpGuests,
  sleep,
} from '#src/test/server-process.ts';

/*
 * Issue 23, item 4: PostgreSQL restarted while guests are checking out and paying. The deployment (a web
 * process and a worker) runs on a PostgreSQL server of the test's own (postgres-cluster.ts), stopped with
 * `pg_ctl -m fast` as a restart or failover does: every connection is terminated (57P01), new ones are
 * refused until it is back. During the outage requests get a clear 503 at once, not a hang; afterwards
 * the pools and pg-boss recover without a restart of the app, and nothing is lost or doubled.
 */

/** How long the database stays down: longer than any request should wait, as a real restart can be. */
const OUTAGE_MS = 5000;
/** Requests during the outage are answered within this (the pool's connect timeout is not what ends them). */
const ANSWER_WITHIN_MS = 3000;

type Outcome = { status: number | null; error: string | null; body: string; ms: number };

async function settle(sent: Promise<Response>): Promise<Outcome> {
  const start = Date.now();
  return sent.then(
    (res) => ({ status: res.status, error: null, body: res.text, ms: Date.now() - start }),
    (err: NodeJS.ErrnoException) => ({ status: null, error: err.code ?? err.message, body: '', ms: 0 }),
  );
}

/** What the e-mails still queued are waiting for, for a failure message. */
async function stuckMail(db: Database, lostCount: number): Promise<string> {
  const result = await db.execute(sql`
    select o.id, o.attempts, o.last_error, j.state, j.retry_count, j.start_after, j.output
    from email_outbox o left join pgboss.job j on j.id = o.id
    where o.status = 'queued'`);
  return `${lostCount} logged as not dispatched; queued: ${JSON.stringify((result as unknown as { rows: unknown[] }).rows, null, 1)}`;
}

describe('PostgreSQL restarted while checkouts are in flight', () => {
  let cluster: PostgresCluster;
  let deployment: Deployment;
  let web: ServerProcess;
  let worker: ServerProcess;

  beforeAll(async () => {
    cluster = await PostgresCluster.start();
    deployment = await Deployment.create({
      serverUrl: cluster.url,
      web: 1,
      workers: 1,
      env: { RATE_LIMIT_ENABLED: 'false' },
    });
    web = deployment.web[0] as ServerProcess;
    worker = deployment.processes.find((p) => p.role === 'worker') as ServerProcess;
  }, 300_000);
  afterAll(async () => {
    await deployment?.close();
    await cluster?.destroy();
  }, 60_000);

  const url = () => web.url ?? '';
  const as = (guest: Guest) => ({ cookie: guest.cookie, origin: url() });
  const checkout = (guest: Guest, activityId: string) => checkoutAs(web, guest, activityId);
  const pay = (sessionId: string) => payWithTestCard(web, sessionId);
  /** What the browser does after the payment page's redirect: My Bookings asks whether it is booked. */
  const verify = (guest: Guest, sessionId: string) =>
    request(url(), '/api/payments/verify', { headers: as(guest), json: { sessionId } });

  it('answers 503 with Retry-After during the outage, recovers by itself, and every paid guest is booked once', async () => {
    const capacity = 12;
    const { db } = await deployment.database();
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id, capacity });
    const guests = await signUpGuests(web, capacity);

    // Half the guests hold a spot already; when the database goes down they are paying, while the other
    // half are starting their checkouts.
    const sessionOf = new Map<string, string>();
    const firstHalf = guests.slice(0, capacity / 2);
    for (const guest of firstHalf) {
      const res = await checkout(guest, activity.id);
      expect(res.status, res.text).toBe(201);
      sessionOf.set(guest.id, res.json<{ sessionId: string }>().sessionId);
    }
    const inFlight = [
      ...firstHalf.map((guest) => settle(pay(sessionOf.get(guest.id) ?? ''))),
      ...guests.slice(capacity / 2).map((guest) => settle(checkout(guest, activity.id))),
    ];
    await Promise.race(inFlight);
    const downAt = Date.now();
    await cluster.down();
    const cut = await Promise.all(inFlight);
    // Each was answered (done, or 503: never a 500) or lost with its connection; none hangs.
    for (const o of cut) {
      expect(
        [200, 201, 303, 503].includes(o.status ?? 0) || o.error === 'ECONNRESET',
        JSON.stringify(o),
      ).toBe(true);
    }
    for (const [i, o] of cut.entries()) {
      const guest = guests[i] as Guest;
      if (i >= capacity / 2 && o.status === 201) sessionOf.set(guest.id, JSON.parse(o.body).sessionId);
    }

    // During the outage: a clear answer at once, in the API's error shape, with when to come back.
    const [during, me, health, ready] = await Promise.all([
      settle(checkout(guests[0] as Guest, activity.id)),
      settle(request(url(), '/api/me', { headers: as(guests[1] as Guest) })),
      settle(request(url(), '/api/health')),
      settle(request(url(), '/api/ready')),
    ]);
    for (const o of [during, me, health, ready]) expect(o.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(web.running && worker.running, deployment.tails()).toBe(true);
    expect(during.status, `${during.error} ${during.body}`).toBe(503);
    expect(JSON.parse(during.body)).toEqual({
      error: expect.objectContaining({ code: 'unavailable', message: expect.any(String) }),
    });
    expect(me.status, me.body).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'degraded', database: 'down' });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', database: 'down' });
    const retryAfter = await request(url(), '/api/checkout', {
      headers: as(guests[2] as Guest),
      json: { activityId: activity.id, spots: 1 },
    });
    expect(retryAfter.headers['retry-after']).toBe('5');
    // Neither process died of it.
    expect(web.running && worker.running).toBe(true);

    await sleep(Math.max(0, downAt + OUTAGE_MS - Date.now()));
    await cluster.up();

    // The pools find the server again by themselves: no process was restarted.
    const upAt = Date.now();
    for (;;) {
      const res = await request(url(), '/api/ready').catch(() => null);
      if (res?.status === 200) break;
      expect(Date.now() - upAt, deployment.tails()).toBeLessThan(15_000);
      await sleep(250);
    }

    // Each guest carries on as a person would: pays again when the page failed, checks out again when
    // the checkout failed, and returns to My Bookings once the payment page lets them through.
    for (const guest of guests) {
      let sessionId = sessionOf.get(guest.id);
      let paid = sessionId ? await pay(sessionId) : null;
      if (paid?.status !== 303) {
        const again = await checkout(guest, activity.id);
        expect(again.status, again.text).toBe(201);
        sessionId = again.json<{ sessionId: string }>().sessionId;
        paid = await pay(sessionId);
      }
      expect(paid.status, paid.text).toBe(303);
      const back = await verify(guest, sessionId ?? '');
      expect(back.status, back.text).toBe(200);
      expect(back.json()).toMatchObject({ success: true });
    }

    // pg-boss recovered too: the worker delivers every confirmation queued before, during and after.
    // Deliveries the outage failed wait out their retry's backoff (10 s and more), and a row whose enqueue
    // it cut off (logged 'not dispatched') waits for the outbox sweep, which takes rows queued for over a
    // minute: the clock is moved on rather than waited for (job-clock.ts).
    const outbox = async () => db.select().from(emailOutbox).where(eq(emailOutbox.status, 'queued'));
    const lost = web.logLines().filter((line) => line.msg?.startsWith('e-mail queued but not dispatched'));
    for (const deadline = Date.now() + 30_000; (await outbox()).length > lost.length; ) {
      expect(Date.now(), await stuckMail(db, lost.length)).toBeLessThan(deadline);
      await retriesDueNow(db, 'email.deliver');
      await sleep(500);
    }
    expect((await outbox()).map((row) => row.id).sort()).toEqual(lost.map((line) => line.outboxId).sort());
    await ageQueuedOutbox(db, STALE_AFTER_MS);
    await deployment.sendJob('email.sweep');
    for (const deadline = Date.now() + 30_000; (await outbox()).length > 0; ) {
      expect(Date.now(), deployment.tails()).toBeLessThan(deadline);
      await sleep(250);
    }
    expect(worker.running && web.running).toBe(true);

    // The operator's daily check agrees: the provider's records and ours match, nothing owed.
    const reconciled = await deployment.reconcile();
    expect(reconciled, reconciled.output).toMatchObject({ code: 0 });
    expect(reconciled.output).toMatch(/nothing found/);
    const books = await checkBooks(db);
    expect(books.problems).toEqual([]);
    expect(books.paidBookings).toBe(capacity);
    expect(books.paidAtProvider).toBe(capacity);
    expect(books.sessions.open ?? 0).toBe(0);
  }, 180_000);
});
