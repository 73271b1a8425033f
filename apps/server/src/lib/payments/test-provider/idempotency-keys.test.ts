import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testProviderRefunds, testProviderTransferReversals, testProviderTransfers } from '#src/db/schema.ts';
import { IDEMPOTENCY_KEY_MEMORY_MS } from '#src/lib/payments/payment-provider.ts';
import type { TestPaymentProvider } from '#src/lib/payments/test-provider.ts';
import { ageTestProviderRecords } from '#src/test/provider-clock.ts';
import { useTestProvider } from '#src/test/test-provider-harness.ts';

const ctx = useTestProvider();
const { paidCheckout, payable } = ctx;

describe('the test payment provider', () => {
  // In a file of their own: aging the provider's records ages every record made before.
  describe('keys outlive the provider’s memory (24 hours, as Stripe’s)', () => {
    const HOUR_MS = 60 * 60 * 1000;

    it('replays a transfer within a day of its key’s first use, and makes a second one after', async () => {
      const { paymentId, input } = await payable();
      const half = { ...input, amountCents: 2000 };
      const first = await ctx.provider.transfer(half);

      await ageTestProviderRecords(ctx.database.db, 23 * HOUR_MS);
      expect(await ctx.provider.transfer(half)).toEqual(first);
      await ageTestProviderRecords(ctx.database.db, IDEMPOTENCY_KEY_MEMORY_MS - 23 * HOUR_MS);
      const second = await ctx.provider.transfer(half);

      expect(second.transferId).not.toBe(first.transferId);
      // Found by listing, whatever the provider remembers: the first made under the key.
      expect(
        await ctx.provider.findTransfer({
          paymentId,
          transferGroup: input.transferGroup,
          idempotencyKey: input.idempotencyKey,
        }),
      ).toEqual({ id: first.transferId, amountCents: 2000 });
      const { payments } = await ctx.provider.listRecords({ since: new Date(0), limit: 1000 });
      expect(payments.find((p) => p.paymentId === paymentId)?.transfer?.amountCents).toBe(4000);
    });

    it('finds a transfer by its key after the key is forgotten, and nothing for a key never used', async () => {
      const { paymentId, input } = await payable();
      const { transferId } = await ctx.provider.transfer(input);
      await ageTestProviderRecords(ctx.database.db, 25 * HOUR_MS);
      const find = (changes: Partial<Parameters<TestPaymentProvider['findTransfer']>[0]>) =>
        ctx.provider.findTransfer({
          paymentId,
          transferGroup: input.transferGroup,
          idempotencyKey: input.idempotencyKey,
          ...changes,
        });

      expect(await find({})).toEqual({ id: transferId, amountCents: 4050 });
      expect(await find({ idempotencyKey: 'transfer-never-asked' })).toBeNull();
      expect(await find({ transferGroup: 'activity_other' })).toBeNull();
      const other = await paidCheckout();
      expect(await find({ paymentId: other.paymentId })).toBeNull();
    });

    it('reverses again under a forgotten key, and finds the reversal made under it', async () => {
      const { input } = await payable();
      const { transferId } = await ctx.provider.transfer(input);
      const reversal = { transferId, amountCents: 1000, idempotencyKey: `reverse-${transferId}` };
      const first = await ctx.provider.reverseTransfer(reversal);
      expect(await ctx.provider.reverseTransfer(reversal)).toEqual(first);

      await ageTestProviderRecords(ctx.database.db, 25 * HOUR_MS);
      const second = await ctx.provider.reverseTransfer(reversal);

      expect(second.reversalId).not.toBe(first.reversalId);
      expect(
        await ctx.provider.findReversal({ transferId, idempotencyKey: reversal.idempotencyKey }),
      ).toEqual({
        id: first.reversalId,
        amountCents: 1000,
      });
      expect(
        await ctx.provider.findReversal({ transferId, idempotencyKey: 'reverse-never-asked' }),
      ).toBeNull();
      const [row] = await ctx.database.db
        .select()
        .from(testProviderTransferReversals)
        .where(eq(testProviderTransferReversals.id, first.reversalId));
      expect(row?.metadata).toEqual({ sortim_key: reversal.idempotencyKey });
    });

    it('refunds a second half under a forgotten key, and finds the first refund by its key', async () => {
      const { paymentId } = await paidCheckout();
      const half = {
        paymentId,
        amountCents: 2250,
        idempotencyKey: `refund-${paymentId}`,
        metadata: { booking_id: 'b1' },
      };
      const first = await ctx.provider.refund(half);

      await ageTestProviderRecords(ctx.database.db, 25 * HOUR_MS);
      expect(await ctx.provider.findRefund({ paymentId, idempotencyKey: half.idempotencyKey })).toEqual({
        id: first.refundId,
        amountCents: 2250,
      });
      expect(await ctx.provider.findRefund({ paymentId, idempotencyKey: 'refund-never-asked' })).toBeNull();
      const second = await ctx.provider.refund(half);

      // What the finding warns of: the guest got a second half. A caller asks findRefund first.
      expect(second.refundId).not.toBe(first.refundId);
      const { payments, refunds } = await ctx.provider.listRecords({ since: new Date(0), limit: 1000 });
      expect(payments.find((p) => p.paymentId === paymentId)?.refundedCents).toBe(4500);
      expect(refunds.filter((r) => r.paymentId === paymentId)).toEqual([
        { id: first.refundId, paymentId, amountCents: 2250, status: 'succeeded' },
        { id: second.refundId, paymentId, amountCents: 2250, status: 'succeeded' },
      ]);
      await expect(
        ctx.provider.refund({ ...half, idempotencyKey: `refund-more-${paymentId}` }),
      ).rejects.toThrow(/greater than what is left/);
    });

    it('keeps the key in each object’s metadata, beside the caller’s', async () => {
      const { paymentId, input } = await payable();
      const { transferId } = await ctx.provider.transfer(input);
      await ctx.provider.refund({
        paymentId,
        amountCents: 100,
        idempotencyKey: 'k-refund',
        metadata: { a: '1' },
      });

      const [transfer] = await ctx.database.db
        .select()
        .from(testProviderTransfers)
        .where(eq(testProviderTransfers.id, transferId));
      const [refund] = await ctx.database.db
        .select()
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.paymentId, paymentId));
      expect(transfer?.metadata).toEqual({ booking_id: 'b1', sortim_key: input.idempotencyKey });
      expect(refund?.metadata).toEqual({ a: '1', sortim_key: 'k-refund' });
    });

    it('still refuses a remembered key asked with other parameters, or for another kind of request', async () => {
      const { paymentId, input } = await payable();
      await ctx.provider.transfer(input);

      await expect(ctx.provider.transfer({ ...input, amountCents: 100 })).rejects.toThrow(/same parameters/);
      await expect(
        ctx.provider.refund({ paymentId, amountCents: 100, idempotencyKey: input.idempotencyKey }),
      ).rejects.toThrow(/same parameters/);
    });
  });
});
