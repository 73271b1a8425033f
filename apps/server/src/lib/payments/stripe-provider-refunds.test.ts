import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useStripeProvider } from '#src/test/stripe-provider-harness.ts';

const ctx = useStripeProvider();
const { requestsTo, paidCheckout, paidDestinationCharge } = ctx;

describe('the Stripe payment provider', () => {
  describe('refund', () => {
    it('refunds part of a platform charge from the platform’s balance only, reversing nothing', async () => {
      const { paymentId } = await paidCheckout();

      const { refundId } = await ctx.provider.refund({
        paymentId,
        amountCents: 1500,
        idempotencyKey: 'cancel-1',
        chargeModel: 'platform',
      });

      const [sent] = requestsTo('/v1/refunds').slice(-1);
      // The key goes in the refund's metadata too: findRefund still sees it once Stripe forgot the key.
      expect(sent?.params).toEqual({
        payment_intent: paymentId,
        amount: '1500',
        'metadata[sortim_key]': 'cancel-1',
      });
      expect(sent?.idempotencyKey).toBe('cancel-1');
      expect(ctx.stripe.refunds.find((r) => r.id === refundId)).toMatchObject({
        amount: 1500,
        payment_intent: paymentId,
        reverse_transfer: false,
        refund_application_fee: false,
      });
      expect(requestsTo(`/v1/payment_intents/${paymentId}`)).toEqual([]);
    });

    it('refunds a destination charge (paid before transfers) with the host’s share and the platform fee', async () => {
      const paymentId = await paidDestinationCharge();
      const transferId = ctx.stripe.paymentIntents.get(paymentId)?.transferId ?? '';

      await ctx.provider.refund({
        paymentId,
        amountCents: 1500,
        idempotencyKey: `old-${paymentId}`,
        chargeModel: 'destination',
      });

      const [sent] = requestsTo('/v1/refunds').slice(-1);
      expect(sent?.params).toEqual({
        payment_intent: paymentId,
        amount: '1500',
        'metadata[sortim_key]': `old-${paymentId}`,
        reverse_transfer: 'true',
        refund_application_fee: 'true',
      });
      // A third of the payment refunded: a third of the host's 4050 comes back from them.
      expect(ctx.stripe.transfers.get(transferId)).toMatchObject({ amount: 4050, amount_reversed: 1350 });
    });

    it('reads how the payment was charged when the caller does not say', async () => {
      const platform = (await paidCheckout()).paymentId;
      const destination = await paidDestinationCharge();

      await ctx.provider.refund({ paymentId: platform, amountCents: 100, idempotencyKey: `a-${platform}` });
      await ctx.provider.refund({
        paymentId: destination,
        amountCents: 100,
        idempotencyKey: `a-${destination}`,
      });

      const [first, second] = requestsTo('/v1/refunds').slice(-2);
      expect(first?.params).toEqual({
        payment_intent: platform,
        amount: '100',
        'metadata[sortim_key]': `a-${platform}`,
      });
      expect(second?.params).toMatchObject({ reverse_transfer: 'true', refund_application_fee: 'true' });
      expect(requestsTo(`/v1/payment_intents/${platform}`)).toHaveLength(1);
      expect(requestsTo(`/v1/payment_intents/${destination}`)).toHaveLength(1);
    });

    it('refunds once however often it is asked with one idempotency key', async () => {
      const { paymentId } = await paidCheckout();
      const input = {
        paymentId,
        amountCents: 4500,
        idempotencyKey: `late-payment-${randomUUID()}`,
        chargeModel: 'platform' as const,
      };

      const first = await ctx.provider.refund(input);
      const again = await ctx.provider.refund(input);

      expect(again).toEqual(first);
      expect(ctx.stripe.refunds.filter((r) => r.payment_intent === paymentId)).toHaveLength(1);
      expect(
        requestsTo('/v1/refunds')
          .slice(-2)
          .map((r) => r.idempotencyKey),
      ).toEqual([input.idempotencyKey, input.idempotencyKey]);
    });

    it('fails to refund more than is left of the payment', async () => {
      const { paymentId } = await paidCheckout();
      await ctx.provider.refund({ paymentId, amountCents: 4000, idempotencyKey: randomUUID() });

      await expect(
        ctx.provider.refund({ paymentId, amountCents: 1000, idempotencyKey: randomUUID() }),
      ).rejects.toThrow(/greater than unrefunded amount/);
    });
  });
});
