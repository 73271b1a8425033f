import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { testProviderCheckouts, testProviderRefunds, testProviderTransfers } from '#src/db/schema.ts';
import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import { chargeModelOf } from './checkouts.ts';
import type { TestProviderState } from './state.ts';

/* The provider's side of `npm run reconcile`: its paid checkouts with their transfers and refunds. */

export function recordMethods({ db }: TestProviderState): Pick<PaymentProvider, 'listRecords'> {
  return {
    async listRecords({ since, limit }) {
      const t = testProviderCheckouts;
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.status, 'complete'), gte(t.createdAt, since)))
        .orderBy(desc(t.createdAt))
        .limit(limit + 1);
      const paid = rows
        .slice(0, limit)
        .flatMap((row) => (row.paymentId ? [{ ...row, paymentId: row.paymentId }] : []));
      const platform = paid.filter((row) => chargeModelOf(row) === 'platform').map((row) => row.paymentId);
      const transfers = platform.length
        ? await db
            .select()
            .from(testProviderTransfers)
            .where(inArray(testProviderTransfers.paymentId, platform))
            .orderBy(asc(testProviderTransfers.createdAt))
        : [];
      const refunds = paid.length
        ? await db
            .select()
            .from(testProviderRefunds)
            .where(
              inArray(
                testProviderRefunds.paymentId,
                paid.map((row) => row.paymentId),
              ),
            )
            .orderBy(asc(testProviderRefunds.createdAt), asc(testProviderRefunds.id))
        : [];
      return {
        payments: paid.map((row) => {
          const base = {
            checkoutId: row.id,
            reference: row.metadata.payment_session_id ?? null,
            paymentId: row.paymentId,
            amountCents: row.amountCents,
            refundedCents: row.refundedCents,
          };
          if (row.destinationAccount !== null) {
            // A destination charge: the host's share moved at payment, and a refund reverses its part of it.
            const share = row.amountCents - (row.applicationFeeCents ?? 0);
            const reversed = Math.round((share * row.refundedCents) / row.amountCents);
            return {
              ...base,
              chargeModel: 'destination' as const,
              transfer: { destination: row.destinationAccount, amountCents: share - reversed },
            };
          }
          // On the platform: what the transfers it funded moved, less their reversals.
          const made = transfers.filter((tr) => tr.paymentId === row.paymentId);
          const [first] = made;
          return {
            ...base,
            chargeModel: 'platform' as const,
            transfer: first
              ? {
                  destination: first.destinationAccount,
                  amountCents: made.reduce((n, tr) => n + tr.amountCents - tr.reversedCents, 0),
                }
              : null,
          };
        }),
        refunds: refunds.map((refund) => ({
          id: refund.id,
          paymentId: refund.paymentId,
          amountCents: refund.amountCents,
          status: refund.status,
        })),
        complete: rows.length <= limit,
      };
    },
  };
}
