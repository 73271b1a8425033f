import type { ProviderRefund } from '#src/lib/payments/payment-provider.ts';
import type { Found } from '../finding.ts';
import { FAILED_REFUNDS, PENDING_REFUNDS } from '../payment-match.ts';

/** refund_failed or refund_pending: the provider's refunds that failed, or are still on their way. */
export function providerRefunds(refunds: ProviderRefund[]): Found[] {
  return refunds.flatMap((refund): Found[] => {
    const ids = { refund: refund.id, payment: refund.paymentId };
    const key = `refund:${refund.id}`;
    if (FAILED_REFUNDS.has(refund.status)) {
      return [
        {
          key,
          finding: {
            kind: 'refund_failed',
            amountCents: refund.amountCents,
            ids,
            detail: `the provider reports the refund ${refund.status}`,
          },
        },
      ];
    }
    if (PENDING_REFUNDS.has(refund.status)) {
      return [
        {
          key,
          finding: {
            kind: 'refund_pending',
            amountCents: refund.amountCents,
            ids,
            detail: `the refund is ${refund.status} at the provider`,
          },
        },
      ];
    }
    return [];
  });
}
