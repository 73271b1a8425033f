import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '#src/db/client.ts';
import { type JobPayloads, QUEUE_POLICIES, type QueueName } from './queues.ts';

/*
 * pg-boss in the app's own database: jobs survive restarts and are shared by every process, with no
 * broker to run. On PGlite there is one connection, shared with Drizzle: never call the queue from inside
 * a Drizzle transaction there (pg-boss would wait for the transaction, which waits for pg-boss). Enqueue
 * after the commit.
 */

export type Job<N extends QueueName> = PgBoss.JobWithMetadata<JobPayloads[N]>;
export type JobHandler<N extends QueueName> = (job: Job<N>) => Promise<void>;

export type JobQueue = {
  send<N extends QueueName>(
    name: N,
    data: JobPayloads[N],
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /** Runs `handler` for each job of the queue in this process. A throw fails the attempt (pg-boss retries). */
  work<N extends QueueName>(name: N, handler: JobHandler<N>): Promise<void>;
  schedule(name: QueueName, cron: string): Promise<void>;
  /** The pg-boss instance itself, for tests and tools (fetch, getJobById). */
  readonly boss: PgBoss;
  /** Jobs this process has worked since it started, by queue and outcome (for /metrics). */
  outcomes(): JobOutcome[];
  stop(): Promise<void>;
};

export type JobOutcome = { queue: QueueName; outcome: 'completed' | 'failed'; count: number };

type StartOptions = {
  /** Workers, schedules and maintenance run only where this is true (ROLE all or worker). */
  runsWorkers: boolean;
  logger: FastifyBaseLogger;
  /** How long stop() lets running jobs finish; those still running then are failed (and retried). */
  stopTimeoutMs?: number;
};

export async function startJobQueue(database: DatabaseHandle, options: StartOptions): Promise<JobQueue> {
  const { logger, runsWorkers } = options;
  const pglite = database.pglite ? pgliteExecutor(database.pglite) : null;
  const connection: PgBoss.DatabaseOptions = pglite
    ? { db: pglite }
    : { connectionString: requireConnectionString(database), max: 4, application_name: 'sortim-jobs' };

  const boss = new PgBoss({
    ...connection,
    // A web-only process enqueues; the clock (cron) and the clean-up of old jobs belong to workers.
    schedule: runsWorkers,
    supervise: runsWorkers,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  // Every process makes sure the queues exist (a web process may send before any worker ran) and carry
  // the policies written in queues.ts, which createQueue alone would not change once a queue exists.
  for (const [name, policy] of Object.entries(QUEUE_POLICIES)) {
    await boss.createQueue(name, { name, ...policy });
    await boss.updateQueue(name, { name, ...policy });
  }

  const workerIds = new Map<QueueName, string>();
  const counts = new Map<`${QueueName} ${JobOutcome['outcome']}`, number>();
  const count = (queue: QueueName, outcome: JobOutcome['outcome']) =>
    counts.set(`${queue} ${outcome}`, (counts.get(`${queue} ${outcome}`) ?? 0) + 1);

  return {
    boss,
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, sendOptions);
      // In a process that also works this queue, start now instead of at the next poll.
      const workerId = workerIds.get(name);
      if (id && workerId) boss.notifyWorker(workerId);
      return id;
    },
    async work(name, handler) {
      if (!runsWorkers) throw new Error(`This process does not run workers (ROLE=web): ${name}`);
      const workerId = await boss.work<JobPayloads[typeof name]>(
        name,
        { includeMetadata: true },
        async (jobs) => {
          try {
            for (const job of jobs) {
              try {
                await handler(job);
                count(name, 'completed');
              } catch (err) {
                count(name, 'failed');
                logger.warn(
                  { err, queue: name, jobId: job.id, attempt: job.retryCount + 1, of: job.retryLimit + 1 },
                  'job attempt failed',
                );
                throw err;
              }
            }
          } finally {
            // pg-boss fetches one job per poll (every 2 s): a backlog (mail queued through an SMTP or
            // database outage) would drain at 30 a minute. While jobs keep coming, fetch again at once; a
            // failed job waits out its own retry delay, so this never spins on one job.
            const workerId = workerIds.get(name);
            if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
          }
        },
      );
      workerIds.set(name, workerId);
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron);
    },
    outcomes() {
      return [...counts].map(([key, value]) => {
        const [queue, outcome] = key.split(' ') as [QueueName, JobOutcome['outcome']];
        return { queue, outcome, count: value };
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
      // pg-boss stops its poll loops without waiting for a fetch already sent; let those finish before
      // the caller closes the database under them.
      await pglite?.drain();
    },
  };
}

/**
 * Creates pg-boss's schema and the app's queues, then stops. The test template runs it once, so each
 * test file's app starts its queue in a fraction of the time.
 */
export async function installJobQueue(database: DatabaseHandle, logger: FastifyBaseLogger): Promise<void> {
  const jobs = await startJobQueue(database, { runsWorkers: false, logger });
  await jobs.stop();
}

function requireConnectionString(database: DatabaseHandle): string {
  if (!database.connectionString) throw new Error('The job queue needs the PostgreSQL connection string');
  return database.connectionString;
}

/**
 * pg-boss's `db` option over PGlite. Statements without parameters go through `exec`, because schema
 * creation sends several statements in one string; the last statement's rows are the result.
 */
function pgliteExecutor(pglite: PGlite) {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      const run = values?.length
        ? pglite.query(text, values)
        : pglite.exec(text).then((results) => results.at(-1) ?? { rows: [] });
      inFlight.add(run);
      const untrack = () => inFlight.delete(run);
      run.then(untrack, untrack);
      return run;
    },
    async drain() {
      while (inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        // A loop that was mid-fetch may send one more statement (completing its job) on the next tick.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
