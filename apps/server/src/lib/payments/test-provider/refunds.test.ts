import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testProviderCheckouts } from '#src/db/schema.ts';
import { useTestProvider } from '#src/test/test-provider-harness.ts';

const ctx = useTestProvider();
const { paidCheckout } = ctx;

describe('the test payment provider', () => {
  it('refunds once per idempotency key, with the same refund id', async () => {
    const { checkout, paymentId } = await paidCheckout();
    const refundedCents = async () => {
      const [row] = await ctx.database.db
        .select()
        .from(testProviderCheckouts)
        .where(eq(testProviderCheckouts.id, checkout.id));
      return row?.refundedCents;
    };

    const first = await ctx.provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'cancel-b1' });
    const again = await ctx.provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'cancel-b1' });

    expect(first.refundId).toMatch(/^re_test_[0-9a-f]{32}$/);
    expect(again).toEqual(first);
    expect(await refundedCents()).toBe(4500);
    await expect(
      ctx.provider.refund({ paymentId, amountCents: 100, idempotencyKey: 'cancel-b2' }),
    ).rejects.toThrow(/greater than what is left/);
    expect(await refundedCents()).toBe(4500);
  });

  it('refunds once when the same refund is asked for twice at the same time', async () => {
    const { paymentId } = await paidCheckout();

    const results = await Promise.all([
      ctx.provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'k' }),
      ctx.provider.refund({ paymentId, amountCents: 4500, idempotencyKey: 'k' }),
    ]);

    expect(results[0]).toEqual(results[1]);
  });

  it('refuses a key asked again with other parameters, as Stripe does, and refunds nothing more', async () => {
    const { paymentId } = await paidCheckout();
    const asked = { paymentId, amountCents: 4500, idempotencyKey: 'refund-b3' };

    const first = await ctx.provider.refund({ ...asked, metadata: { booking_id: 'b3', reason: 'guest' } });

    await expect(
      ctx.provider.refund({ ...asked, metadata: { booking_id: 'b3', reason: 'host' } }),
    ).rejects.toThrow(/same parameters they were first used with/);
    await expect(ctx.provider.refund({ ...asked, amountCents: 4000 })).rejects.toThrow(/same parameters/);
    // The same parameters, their metadata in another order, replay the first answer.
    expect(await ctx.provider.refund({ ...asked, metadata: { reason: 'guest', booking_id: 'b3' } })).toEqual(
      first,
    );
    const records = await ctx.provider.listRecords({ since: new Date(0), limit: 10 });
    expect(records.payments.find((p) => p.paymentId === paymentId)?.refundedCents).toBe(4500);
    expect(records.refunds.filter((r) => r.paymentId === paymentId)).toEqual([
      { id: first.refundId, paymentId, amountCents: 4500, status: 'succeeded' },
    ]);
  });

  it('refuses to refund more than was paid, or a payment it does not know', async () => {
    const { paymentId } = await paidCheckout();

    await expect(
      ctx.provider.refund({ paymentId, amountCents: 4501, idempotencyKey: 'too-much' }),
    ).rejects.toThrow(/greater than what is left/);
    await expect(
      ctx.provider.refund({ paymentId: 'pi_test_unknown', amountCents: 100, idempotencyKey: 'x' }),
    ).rejects.toThrow(/No such payment/);
  });

  describe('charge models', () => {
    /** A checkout paid before separate transfers, as the demo data and older rows have it. */
    async function paidDestinationCharge() {
      const { checkout, paymentId } = await paidCheckout();
      await ctx.database.db
        .update(testProviderCheckouts)
        .set({ destinationAccount: 'acct_host123', applicationFeeCents: 450, transferGroup: null })
        .where(eq(testProviderCheckouts.id, checkout.id));
      return paymentId;
    }

    it('refunds either kind of charge, refusing to refund one as the other (the host’s share would go astray)', async () => {
      const platform = (await paidCheckout()).paymentId;
      const destination = await paidDestinationCharge();

      await expect(
        ctx.provider.refund({
          paymentId: platform,
          amountCents: 100,
          idempotencyKey: 'm1',
          chargeModel: 'destination',
        }),
      ).rejects.toThrow(`Payment ${platform} is a platform charge, not a destination charge`);
      await expect(
        ctx.provider.refund({
          paymentId: destination,
          amountCents: 100,
          idempotencyKey: 'm2',
          chargeModel: 'platform',
        }),
      ).rejects.toThrow(`Payment ${destination} is a destination charge, not a platform charge`);

      await ctx.provider.refund({
        paymentId: platform,
        amountCents: 1500,
        idempotencyKey: 'm3',
        chargeModel: 'platform',
      });
      await ctx.provider.refund({
        paymentId: destination,
        amountCents: 1500,
        idempotencyKey: 'm4',
        chargeModel: 'destination',
      });
      // Unsaid, each is refunded as what it is.
      await ctx.provider.refund({ paymentId: platform, amountCents: 100, idempotencyKey: 'm5' });
      await ctx.provider.refund({ paymentId: destination, amountCents: 100, idempotencyKey: 'm6' });

      const { payments } = await ctx.provider.listRecords({ since: new Date(0), limit: 1000 });
      expect(payments.find((p) => p.paymentId === platform)).toMatchObject({
        refundedCents: 1600,
        chargeModel: 'platform',
        transfer: null,
      });
      // The destination charge's share (4050) less its part of the 1600 refunded (1440).
      expect(payments.find((p) => p.paymentId === destination)).toMatchObject({
        refundedCents: 1600,
        chargeModel: 'destination',
        transfer: { destination: 'acct_host123', amountCents: 2610 },
      });
    });
  });
});
