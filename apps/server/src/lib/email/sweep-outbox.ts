import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client.ts';
import type { JobQueue } from '#src/lib/job-queue.ts';
import { deliveryJobId, GIVE_UP_AFTER_MS, roundAt } from './delivery-rounds.ts';
import { findStaleQueued, markFailed } from './outbox.ts';

/**
 * A row still queued this long after it was written has lost its dispatch (the process died, or the
 * database went away between the commit and the enqueue). Dispatching a row whose job exists adds
 * nothing (the job id is the row's), so this only needs to be longer than a dispatch usually takes.
 */
export const STALE_AFTER_MS = 60 * 1000;
const BATCH = 500;

/** pg-boss states in which a job will still run (waiting, retrying or running). */
const LIVE_STATES = new Set(['created', 'retry', 'active']);

export type SweepResult = { dispatched: number; failed: number };

/**
 * The `email.sweep` job (every minute): gives each stale queued row the job of its delivery round
 * (delivery-rounds.ts) unless that round's job exists or an earlier round's is still running, and gives
 * up rows older than a day whose last round is over. Returns what it did.
 */
export async function sweepOutbox(
  deps: { db: Database; jobs: JobQueue; logger: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<SweepResult> {
  const rows = await findStaleQueued(deps.db, new Date(now.getTime() - STALE_AFTER_MS), BATCH);
  const result: SweepResult = { dispatched: 0, failed: 0 };
  const jobState = async (id: string) =>
    (await deps.jobs.boss.getJobById('email.deliver', id))?.state ?? null;

  for (const row of rows) {
    const ageMs = now.getTime() - row.createdAt.getTime();
    const round = roundAt(ageMs);
    const current = deliveryJobId(row.id, round);
    const currentState = await jobState(current);
    // One live job per row at most: a round never starts while an earlier one is still at work.
    let earlierLive = false;
    for (let r = round - 1; r >= 0 && !earlierLive; r--) {
      earlierLive = LIVE_STATES.has((await jobState(deliveryJobId(row.id, r))) ?? '');
    }
    if (ageMs >= GIVE_UP_AFTER_MS) {
      if (!earlierLive && !LIVE_STATES.has(currentState ?? '')) {
        if (await markFailed(deps.db, row.id, 'not delivered within a day; given up')) {
          result.failed++;
          deps.logger.error({ outboxId: row.id }, 'e-mail failed for good: not delivered in a day');
        }
      }
      continue;
    }
    if (currentState !== null || earlierLive) continue;
    const sent = await deps.jobs.send('email.deliver', { outboxId: row.id }, { id: current });
    if (sent) result.dispatched++;
  }
  if (result.dispatched > 0) {
    deps.logger.warn(
      { count: result.dispatched },
      'outbox sweep dispatched e-mails still undelivered (a lost dispatch, or a new delivery round)',
    );
  }
  return result;
}
