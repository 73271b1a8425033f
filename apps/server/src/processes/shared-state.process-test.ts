import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '#src/lib/queues.ts';
import { Deployment, request, type ServerProcess, sleep } from '#src/test/server-process.ts';

/*
 * Issue 13, item 8: what must hold across processes beyond one request. Rate limits count in the
 * database, so a client alternating between web processes is limited at the same count as on one; the
 * cron clock runs in every worker, yet each tick of a schedule makes one job (pg-boss lets one process
 * evaluate the schedules per 30 s, and each tick is a singleton per queue and minute).
 */

describe('rate limits and schedules are shared by every process of a deployment', () => {
  let deployment: Deployment;
  let web1: ServerProcess;
  let web2: ServerProcess;
  let workersReadyAt: number;

  beforeAll(async () => {
    // Two workers: both keep the cron clock, which is what could make a tick run twice.
    deployment = await Deployment.create({ web: 2, workers: 2, env: { RATE_LIMIT_ENABLED: 'true' } });
    workersReadyAt = Date.now();
    [web1, web2] = deployment.web as [ServerProcess, ServerProcess];
  }, 300_000);
  afterAll(async () => {
    await deployment?.close();
  }, 60_000);

  const urlOf = (server: ServerProcess) => server.url ?? '';

  /** A new account (sign-up only: a sign-in would count against the account's limit). */
  async function newAccount(): Promise<{ email: string }> {
    const email = `limited-${randomBytes(6).toString('hex')}@example.test`;
    const up = await request(urlOf(web1), '/api/auth/sign-up/email', {
      headers: { origin: urlOf(web1) },
      json: { name: 'Limited Guest', email, password: 'secret123' },
    });
    if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${up.text}`);
    return { email };
  }

  /** Wrong-password sign-ins for `email`, one after the other, on the given processes in turn. */
  async function signInAttempts(email: string, over: ServerProcess[], count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const server = over[i % over.length] as ServerProcess;
      const res = await request(urlOf(server), '/api/auth/sign-in/email', {
        headers: { origin: urlOf(web1) },
        json: { email, password: 'not-the-password' },
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  it('sign-in attempts alternating over both processes hit the per-account limit at the same count as on one', async () => {
    // auth.routes.ts: 10 sign-in attempts per account per 15 minutes.
    const expected = [...Array<number>(10).fill(401), 429, 429];

    const alternating = await signInAttempts((await newAccount()).email, [web1, web2], 12);
    const onOne = await signInAttempts((await newAccount()).email, [web1], 12);

    expect(alternating).toEqual(expected);
    expect(onOne).toEqual(expected);
  }, 90_000);

  type Tick = { queue: string; slot: string; state: string };
  type QueueJob = { name: string; state: string; retry_count: number };

  /** pg-boss's cron ticks (one `__pgboss__send-it` job per queue and minute) and the jobs they made. */
  async function scheduledWork() {
    const { db } = await deployment.database();
    // Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so.
    const rowsOf = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const queues = Object.keys(SCHEDULES).map((queue) => sql`${queue}`);
    return {
      ticks: await rowsOf<Tick>(sql`
        select data->>'name' as queue, singleton_on::text as slot, state::text as state
        from pgboss.job where name = '__pgboss__send-it'`),
      jobs: await rowsOf<QueueJob>(sql`
        select name, state::text as state, retry_count from pgboss.job
        where name in (${sql.join(queues, sql`, `)})`),
      schedules: await rowsOf<{ name: string; cron: string }>(
        sql`select name, cron from pgboss.schedule order by name`,
      ),
    };
  }

  it('with two workers keeping the clock, each tick of a schedule makes one job, worked once', async () => {
    const everyMinute = Object.entries(SCHEDULES)
      .filter(([, cron]) => cron === '* * * * *')
      .map(([name]) => name);
    expect(everyMinute.length).toBeGreaterThan(0);

    // Until a minute boundary has passed with both workers up, and every tick's job has been made and
    // worked: the next minute's tick comes at most 30 s into it (each clock looks twice a minute), so
    // about 100 s after start at worst, and more on a busy machine.
    let work = await scheduledWork();
    const settled = () =>
      everyMinute.every(
        (queue) => new Set(work.ticks.filter((t) => t.queue === queue).map((t) => t.slot)).size >= 2,
      ) &&
      work.ticks.every((t) => t.state === 'completed') &&
      work.jobs.every((j) => j.state === 'completed');
    while (!settled()) {
      if (Date.now() - workersReadyAt > 150_000) {
        throw new Error(`no second tick in 150 s: ${JSON.stringify(work)}\n${deployment.tails()}`);
      }
      await sleep(2000);
      work = await scheduledWork();
    }

    // The schedules are written once, not once per worker.
    expect(work.schedules).toEqual(
      Object.entries(SCHEDULES)
        .map(([name, cron]) => ({ name, cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    for (const queue of everyMinute) {
      const ticks = work.ticks.filter((t) => t.queue === queue);
      const jobs = work.jobs.filter((j) => j.name === queue);
      // One tick per minute, and one job per tick, each worked by one worker in one attempt.
      expect(new Set(ticks.map((t) => t.slot)).size).toBe(ticks.length);
      expect(jobs).toHaveLength(ticks.length);
      expect(jobs.every((j) => j.retry_count === 0)).toBe(true);
    }
  }, 180_000);
});
