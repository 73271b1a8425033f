import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '#src/test/fake-stripe.ts';
import { checkoutRequest, WEBHOOK_SECRET } from '#src/test/stripe-provider-harness.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const HOUR_MS = 60 * 60_000;

describe('the Stripe payment provider', () => {
  describe('keys outlive Stripe’s memory (24 hours)', () => {
    // A stand-in of its own: its clock moves a day on, which would age every other test's keys.
    let forgetful: FakeStripe;
    let payments: PaymentProvider;

    beforeAll(async () => {
      forgetful = await startFakeStripe();
      payments = createStripeProvider({
        secretKey: 'sk_test_forgetful',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: forgetful.url,
      });
    });
    afterAll(async () => {
      await forgetful?.close();
    });

    async function transferable() {
      const sent = checkoutRequest();
      const checkout = await payments.createCheckout(sent);
      const paymentId = String(forgetful.completeSession(checkout.id).payment_intent);
      const destination = forgetful.addAccount(`acct_${randomUUID().slice(0, 12)}`).id;
      const input = {
        paymentId,
        destination,
        amountCents: 2000,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
        metadata: { booking_id: 'b1' },
      };
      return { paymentId, input };
    }

    it('replays a transfer within a day of its key’s first use, makes a second after, and finds the first by its key', async () => {
      const { paymentId, input } = await transferable();
      const first = await payments.transfer(input);

      forgetful.advanceClock(23 * HOUR_MS);
      expect(await payments.transfer(input)).toEqual(first);
      forgetful.advanceClock(2 * HOUR_MS);
      const second = await payments.transfer(input);

      expect(second.transferId).not.toBe(first.transferId);
      expect(forgetful.transfers.get(first.transferId)?.metadata).toEqual({
        booking_id: 'b1',
        sortim_key: input.idempotencyKey,
      });
      const find = { paymentId, transferGroup: input.transferGroup, idempotencyKey: input.idempotencyKey };
      expect(await payments.findTransfer(find)).toEqual({ id: first.transferId, amountCents: 2000 });
      expect(await payments.findTransfer({ ...find, idempotencyKey: 'transfer-never-asked' })).toBeNull();
    });

    it('finds a transfer only among those the payment funded, in its group', async () => {
      const { paymentId, input } = await transferable();
      const { transferId } = await payments.transfer(input);
      // Another booking of the same activity, paid to the same host in the same group.
      const other = await transferable();
      await payments.transfer({ ...other.input, transferGroup: input.transferGroup });
      forgetful.advanceClock(25 * HOUR_MS);
      const find = { paymentId, transferGroup: input.transferGroup, idempotencyKey: input.idempotencyKey };

      expect(await payments.findTransfer(find)).toEqual({ id: transferId, amountCents: 2000 });
      expect(await payments.findTransfer({ ...find, paymentId: other.paymentId })).toBeNull();
      expect(await payments.findTransfer({ ...find, transferGroup: 'activity_other' })).toBeNull();
      expect(
        forgetful.requests.filter((r) => r.method === 'GET' && r.path === '/v1/transfers').at(-1)?.params,
      ).toMatchObject({ transfer_group: 'activity_other' });
    });

    it('reverses again under a forgotten key, and finds the reversal made under it', async () => {
      const { input } = await transferable();
      const { transferId } = await payments.transfer(input);
      const reversal = { transferId, amountCents: 500, idempotencyKey: `reverse-${transferId}` };
      const first = await payments.reverseTransfer(reversal);
      expect(await payments.reverseTransfer(reversal)).toEqual(first);

      forgetful.advanceClock(25 * HOUR_MS);
      const second = await payments.reverseTransfer(reversal);

      expect(second.reversalId).not.toBe(first.reversalId);
      expect(forgetful.transfers.get(transferId)?.amount_reversed).toBe(1000);
      expect(forgetful.transferReversals.find((r) => r.id === first.reversalId)?.metadata).toEqual({
        sortim_key: reversal.idempotencyKey,
      });
      expect(await payments.findReversal({ transferId, idempotencyKey: reversal.idempotencyKey })).toEqual({
        id: first.reversalId,
        amountCents: 500,
      });
      expect(await payments.findReversal({ transferId, idempotencyKey: 'reverse-never-asked' })).toBeNull();
    });

    it('refunds a second half under a forgotten key, and finds the first refund by its key', async () => {
      const { paymentId } = await transferable();
      const half = {
        paymentId,
        amountCents: 2250,
        idempotencyKey: `refund-${paymentId}`,
        metadata: { booking_id: 'b1' },
        chargeModel: 'platform' as const,
      };
      const first = await payments.refund(half);
      forgetful.advanceClock(23 * HOUR_MS);
      expect(await payments.refund(half)).toEqual(first);

      forgetful.advanceClock(2 * HOUR_MS);
      expect(await payments.findRefund({ paymentId, idempotencyKey: half.idempotencyKey })).toEqual({
        id: first.refundId,
        amountCents: 2250,
      });
      expect(await payments.findRefund({ paymentId, idempotencyKey: 'refund-never-asked' })).toBeNull();
      const second = await payments.refund(half);

      // What the finding warns of: the guest got a second half. A caller asks findRefund first.
      expect(second.refundId).not.toBe(first.refundId);
      expect(forgetful.paymentIntents.get(paymentId)?.amountRefunded).toBe(4500);
      expect(forgetful.refunds.find((r) => r.id === first.refundId)?.metadata).toEqual({
        booking_id: 'b1',
        sortim_key: half.idempotencyKey,
      });
    });

    it('finds a refund whatever its status, and only among the payment’s own', async () => {
      const { paymentId } = await transferable();
      const other = await transferable();
      const key = `refund-${paymentId}`;
      const { refundId } = await payments.refund({
        paymentId,
        amountCents: 100,
        idempotencyKey: key,
        chargeModel: 'platform',
      });
      forgetful.failRefund(refundId);

      expect(await payments.findRefund({ paymentId, idempotencyKey: key })).toEqual({
        id: refundId,
        amountCents: 100,
      });
      expect(await payments.findRefund({ paymentId: other.paymentId, idempotencyKey: key })).toBeNull();
    });
  });
});
