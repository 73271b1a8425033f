import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema.ts';
import type { QueueName } from '#src/lib/queues.ts';

/*
 * Time passing for the process tests, without waiting for it: the outbox sweep and pg-boss's retries go
 * by timestamps in the database, so a test moves those timestamps back instead of sleeping through
 * minutes (or hours) of the real schedule. The schedule itself, and the code that follows it, stay the
 * app's own.
 */

/** The queued outbox rows as if written `ms` earlier: what the outbox sweep sees once `ms` have passed. */
export async function ageQueuedOutbox(db: Database, ms: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ createdAt: sql`${emailOutbox.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(emailOutbox.status, 'queued'));
}

/** Makes the jobs of `queue` waiting out a retry's backoff due now; returns how many there were. */
export async function retriesDueNow(db: Database, queue: QueueName): Promise<number> {
  const rows = await db.execute(
    sql`update pgboss.job set start_after = now()
        where name = ${queue} and state = 'retry' and start_after > now() returning id`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length;
}
