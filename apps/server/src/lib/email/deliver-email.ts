import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { createEmailTransport } from './email-transport.ts';
import { findOutboxRow, markSent, recordFailure } from './outbox.ts';

/** Where a job stands in pg-boss's retries: `retryCount` of `retryLimit` retries already used. */
export type DeliveryAttempt = { retryCount: number; retryLimit: number };

/**
 * The `email.deliver` worker. Idempotent: a row that is no longer queued (sent, failed, deleted) is
 * skipped. A failure is counted on the row and rethrown so pg-boss retries; the last attempt leaves the
 * row 'failed'.
 */
export function createEmailDelivery(deps: { db: Database; mail: Config['mail']; logger: FastifyBaseLogger }) {
  const transport = createEmailTransport(deps.mail, deps.logger);
  return {
    async deliver(outboxId: string, attempt: DeliveryAttempt): Promise<'sent' | 'skipped'> {
      const row = await findOutboxRow(deps.db, outboxId);
      if (row?.status !== 'queued') return 'skipped';
      try {
        await transport.deliver(row);
      } catch (error) {
        const final = attempt.retryCount >= attempt.retryLimit;
        await recordFailure(deps.db, outboxId, error instanceof Error ? error.message : String(error), final);
        if (final) deps.logger.error({ outboxId, to: row.to }, 'e-mail failed for good after its last retry');
        throw error;
      }
      await markSent(deps.db, outboxId);
      return 'sent';
    },
    close: () => transport.close(),
  };
}

export type EmailDelivery = ReturnType<typeof createEmailDelivery>;
