import { and, asc, eq, sql } from 'drizzle-orm';
import { testProviderCheckouts, testProviderRefunds } from '#src/db/schema.ts';
import { Conflict, Invalid, NotFound } from '#src/lib/errors.ts';
import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import { chargeModelOf } from './checkouts.ts';
import { claimKey, firstMade, madeUnder, requestParams, withKey } from './idempotency-keys.ts';
import { objectId, type TestProviderState } from './state.ts';

/*
 * Refunds of the test provider's payments, kept in `test_provider_refunds`: they go through at once, never
 * more than what is left of the payment, once per idempotency key.
 */

export function refundMethods({ db }: TestProviderState): Pick<PaymentProvider, 'refund' | 'findRefund'> {
  return {
    async refund({ paymentId, amountCents, idempotencyKey, metadata = {}, chargeModel }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`Refund amount must be a positive number of cents, got ${amountCents}`);
      }
      const request = requestParams(['refund', paymentId, amountCents], metadata);
      // The payment's row is locked: refunds of it are decided one at a time, never more than what is left.
      return db.transaction(async (tx) => {
        const c = testProviderCheckouts;
        const [payment] = await tx
          .select()
          .from(c)
          .where(and(eq(c.paymentId, paymentId), eq(c.status, 'complete')))
          .for('update');
        if (!payment) throw new NotFound(`No such payment: ${paymentId}`);
        if (chargeModel && chargeModelOf(payment) !== chargeModel) {
          // Asked as the other kind of charge, Stripe would reverse no transfer (the host keeps a destination
          // charge's share) or refuse to: a caller's mistake, refused here before any money moves.
          throw new Invalid(
            `Payment ${paymentId} is a ${chargeModelOf(payment)} charge, not a ${chargeModel} charge`,
          );
        }
        const key = await claimKey(tx, idempotencyKey, request, objectId('re_test_'));
        if (!key.made) return { refundId: key.id };
        const left = payment.amountCents - payment.refundedCents;
        if (amountCents > left) {
          throw new Conflict(
            `Refund of ${amountCents} cents is greater than what is left to refund on ${paymentId} (${left} cents)`,
          );
        }
        await tx.insert(testProviderRefunds).values({
          id: key.id,
          paymentId,
          amountCents,
          metadata: withKey(metadata, idempotencyKey),
        });
        await tx
          .update(c)
          .set({ refundedCents: sql`${c.refundedCents} + ${amountCents}` })
          .where(eq(c.paymentId, paymentId));
        return { refundId: key.id };
      });
    },

    async findRefund({ paymentId, idempotencyKey }) {
      const r = testProviderRefunds;
      return firstMade(
        db
          .select({ id: r.id, amountCents: r.amountCents })
          .from(r)
          .where(and(eq(r.paymentId, paymentId), madeUnder(r, 're_test_', idempotencyKey)))
          .orderBy(asc(r.createdAt), asc(r.id))
          .limit(1),
      );
    },
  };
}
