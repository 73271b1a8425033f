import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#src/config.ts';
import { startWorkers } from '#src/jobs/workers.ts';
import { type JobQueue, startJobQueue } from '#src/lib/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** pg-boss on the app's database: `app.jobs.send('email.deliver', { outboxId })`. */
    jobs: JobQueue;
  }
}

/**
 * Starts the job queue with the app and stops it on close. Workers run here unless ROLE=web: a web
 * process only enqueues, and a worker process (ROLE=worker) runs them without listening for HTTP.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const runsWorkers = opts.config.role !== 'web';
    const jobs = await startJobQueue(app.database, {
      runsWorkers,
      logger: app.log,
      // Within the process's whole grace period (shutdown.ts), which also covers requests and the database.
      stopTimeoutMs: opts.config.shutdownGraceSeconds * 1000,
    });
    app.decorate('jobs', jobs);
    const workers = runsWorkers
      ? await startWorkers(jobs, { db: app.db, config: opts.config, logger: app.log })
      : null;
    app.addHook('onClose', async () => {
      await jobs.stop();
      workers?.close();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
