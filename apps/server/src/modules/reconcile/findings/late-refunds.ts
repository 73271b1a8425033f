import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { paymentSessions } from '#src/db/schema.ts';
import type { PaymentProviderName } from '#src/lib/payments/payment-provider.ts';
import type { Found } from '../finding.ts';

/** refund_pending: late payments marked for a refund the provider has not made yet (whatever their age). */
export async function lateRefundsOwed(db: Database, providerName: PaymentProviderName): Promise<Found[]> {
  const late = await db
    .select({
      sessionId: paymentSessions.id,
      paymentId: paymentSessions.providerPaymentId,
      amountCents: paymentSessions.amountCents,
    })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, providerName),
        eq(paymentSessions.status, 'refunded'),
        isNull(paymentSessions.providerRefundId),
        isNotNull(paymentSessions.providerPaymentId),
      ),
    );
  return late.flatMap(({ sessionId, paymentId, amountCents }): Found[] =>
    paymentId
      ? [
          {
            key: `payment:${paymentId}`,
            finding: {
              kind: 'refund_pending',
              amountCents,
              ids: { session: sessionId, payment: paymentId },
              detail: 'a late payment not refunded yet (the sweep retries it every minute)',
            },
          },
        ]
      : [],
  );
}
