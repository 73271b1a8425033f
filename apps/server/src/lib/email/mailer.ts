import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '#src/db/client.ts';
import type { JobQueue } from '#src/lib/job-queue.ts';
import type { EmailMessage } from './message.ts';
import { queueEmail } from './outbox.ts';

/*
 * The one way the app sends e-mail. A message becomes an outbox row, then a pg-boss job delivers it, so a
 * slow or failing mail server never blocks or fails a request:
 *
 *   await app.mailer.send({ to, ...passwordResetEmail({ recipient, url }) }); // outside a transaction
 *
 *   const mail = await db.transaction(async (tx) => {                          // inside one
 *     ...
 *     return app.mailer.queue(tx, { to, ...bookingConfirmedEmail(booking) });
 *   });
 *   await mail.dispatch();                                                    // after the commit
 *
 * A forgotten or failed dispatch is not a lost message: the outbox sweeper re-dispatches rows still
 * queued after a few minutes.
 */

export type QueuedEmail = {
  id: string;
  /** Enqueues delivery. Call it after the transaction commits (on PGlite, never inside it). Never throws. */
  dispatch(): Promise<void>;
};

export type Mailer = {
  /** Queues and dispatches at once, for callers outside a transaction; returns the outbox id. */
  send(message: EmailMessage): Promise<string>;
  /** Writes the message in the caller's transaction; dispatch the result once it has committed. */
  queue(tx: Database | Transaction, message: EmailMessage): Promise<QueuedEmail>;
};

export function createMailer(deps: { db: Database; jobs: JobQueue; logger: FastifyBaseLogger }): Mailer {
  const handle = (id: string): QueuedEmail => ({
    id,
    async dispatch() {
      try {
        await dispatchEmail(deps.jobs, id);
      } catch (err) {
        // The row is committed; the sweeper delivers it later. The caller's request has succeeded.
        deps.logger.warn({ err, outboxId: id }, 'e-mail queued but not dispatched; the sweeper will retry');
      }
    },
  });
  return {
    async send(message) {
      const queued = handle(await queueEmail(deps.db, message));
      await queued.dispatch();
      return queued.id;
    },
    async queue(tx, message) {
      return handle(await queueEmail(tx, message));
    },
  };
}

/**
 * Enqueues the delivery job of an outbox row. The job id is the row id, so dispatching again while its
 * job exists (waiting for a retry, say) adds nothing; returns whether a job was added.
 */
export async function dispatchEmail(jobs: JobQueue, outboxId: string): Promise<boolean> {
  return (await jobs.send('email.deliver', { outboxId }, { id: outboxId })) !== null;
}
