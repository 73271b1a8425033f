import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client.ts';
import type { JobQueue } from '#src/jobs/job-queue.ts';
import { dispatchEmail } from './mailer.ts';
import { findStaleQueued } from './outbox.ts';

/** Longer than a dispatch ever takes, so the sweeper only picks up rows whose dispatch was lost. */
export const STALE_AFTER_MS = 5 * 60 * 1000;
const BATCH = 500;

/**
 * The `email.sweep` job: dispatches rows still queued after a few minutes, in case the process died
 * between the commit and the enqueue. Rows whose job still exists are untouched (same job id); returns
 * how many got a new job.
 */
export async function sweepOutbox(
  deps: { db: Database; jobs: JobQueue; logger: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<number> {
  const ids = await findStaleQueued(deps.db, new Date(now.getTime() - STALE_AFTER_MS), BATCH);
  let dispatched = 0;
  for (const id of ids) if (await dispatchEmail(deps.jobs, id)) dispatched++;
  if (dispatched > 0)
    deps.logger.warn({ count: dispatched }, 'outbox sweep dispatched e-mails that had no job');
  return dispatched;
}
