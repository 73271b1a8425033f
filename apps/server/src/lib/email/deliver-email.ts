import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { DELIVERY_ROUND_STARTS_MS, GIVE_UP_AFTER_MS, roundAt } from './delivery-rounds.ts';
import { createEmailTransport } from './email-transport.ts';
import { findOutboxRow, markSent, recordFailure } from './outbox.ts';

/** Where a job stands in pg-boss's retries: `retryCount` of `retryLimit` retries already used. */
export type DeliveryAttempt = { retryCount: number; retryLimit: number };

/**
 * The `email.deliver` worker. Idempotent: a row that is no longer queued (sent, failed, deleted) is
 * skipped. A failure is counted on the row and rethrown so pg-boss retries. When a round's retries are
 * spent the row stays queued for the outbox sweep's next round (delivery-rounds.ts); only a row older
 * than GIVE_UP_AFTER_MS is left 'failed'.
 */
export function createEmailDelivery(deps: { db: Database; mail: Config['mail']; logger: FastifyBaseLogger }) {
  const transport = createEmailTransport(deps.mail, deps.logger);
  return {
    async deliver(outboxId: string, attempt: DeliveryAttempt, now = new Date()): Promise<'sent' | 'skipped'> {
      const row = await findOutboxRow(deps.db, outboxId);
      if (row?.status !== 'queued') return 'skipped';
      try {
        await transport.deliver(row);
      } catch (error) {
        const ageMs = now.getTime() - row.createdAt.getTime();
        const final = ageMs >= GIVE_UP_AFTER_MS;
        await recordFailure(deps.db, outboxId, error instanceof Error ? error.message : String(error), final);
        if (final)
          deps.logger.error({ outboxId, to: row.to }, 'e-mail failed for good: not delivered in a day');
        else if (attempt.retryCount >= attempt.retryLimit) {
          const next = DELIVERY_ROUND_STARTS_MS[roundAt(ageMs) + 1];
          deps.logger.warn(
            { outboxId, to: row.to, nextRoundInMs: next === undefined ? null : next - ageMs },
            "e-mail not delivered after this round's retries; the outbox sweep starts the next round",
          );
        }
        throw error;
      }
      await markSent(deps.db, outboxId);
      return 'sent';
    },
    close: () => transport.close(),
  };
}

export type EmailDelivery = ReturnType<typeof createEmailDelivery>;
