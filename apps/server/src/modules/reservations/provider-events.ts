import type { Transaction } from '#src/db/client.ts';
import { processedProviderEvents } from '#src/db/schema.ts';
import type { PaymentContext } from './payment-context.ts';

/**
 * Records a provider event id inside the transaction that applies it; false when it was already
 * processed (a redelivery), so a webhook delivered twice changes nothing the second time.
 */
export async function firstDelivery(
  tx: Transaction,
  ctx: PaymentContext,
  eventId: string,
  type: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(processedProviderEvents)
    .values({ provider: ctx.provider.name, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedProviderEvents.eventId });
  return inserted.length > 0;
}
