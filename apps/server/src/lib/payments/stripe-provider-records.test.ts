import { describe, expect, it } from 'vitest';
import { startFakeStripe } from '#src/test/fake-stripe.ts';
import { checkoutRequest, useStripeProvider, WEBHOOK_SECRET } from '#src/test/stripe-provider-harness.ts';
import { createStripeProvider } from './stripe-provider.ts';

const HOUR_MS = 60 * 60_000;

const ctx = useStripeProvider();
const { paidDestinationCharge } = ctx;

describe('the Stripe payment provider', () => {
  describe('listRecords', () => {
    it('reads a destination charge paid before transfers with the transfer it made, less what a refund reversed', async () => {
      const paymentId = await paidDestinationCharge();
      await ctx.provider.refund({ paymentId, amountCents: 1500, idempotencyKey: `list-${paymentId}` });

      const { payments } = await ctx.provider.listRecords({
        since: new Date(Date.now() - HOUR_MS),
        limit: 1000,
      });

      expect(payments.find((p) => p.paymentId === paymentId)).toMatchObject({
        amountCents: 4500,
        refundedCents: 1500,
        chargeModel: 'destination',
        transfer: { destination: 'acct_host123', amountCents: 2700 },
      });
    });

    it('reads paid checkouts with their charge model, transfers and refunds through every page, and says when it stopped early', async () => {
      const own = await startFakeStripe();
      const listing = createStripeProvider({
        secretKey: 'sk_test_list',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: own.url,
      });
      try {
        const paid: string[] = [];
        for (let i = 0; i < 105; i++) {
          const { id } = await listing.createCheckout(checkoutRequest());
          paid.push(String(own.completeSession(id).payment_intent));
        }
        await listing.createCheckout(checkoutRequest());
        const refunded = paid[7] ?? '';
        await listing.refund({ paymentId: refunded, amountCents: 4500, idempotencyKey: 'list-refund' });
        // The host of one payment was paid, then a third of it was taken back; another's is not paid yet.
        const host = own.addAccount('acct_list_host').id;
        const hostPaid = paid[3] ?? '';
        const { transferId } = await listing.transfer({
          paymentId: hostPaid,
          destination: host,
          amountCents: 4050,
          transferGroup: 'activity_listed',
          idempotencyKey: 'list-transfer',
        });
        await listing.reverseTransfer({ transferId, amountCents: 1350, idempotencyKey: 'list-reversal' });
        const since = new Date(Date.now() - HOUR_MS);

        const all = await listing.listRecords({ since, limit: 1000 });

        expect(all.complete).toBe(true);
        expect(all.payments.map((p) => p.paymentId).sort()).toEqual([...paid].sort());
        expect(all.payments.find((p) => p.paymentId === refunded)).toMatchObject({
          amountCents: 4500,
          refundedCents: 4500,
          chargeModel: 'platform',
          transfer: null,
        });
        expect(all.payments.find((p) => p.paymentId === paid[0])).toMatchObject({
          refundedCents: 0,
          chargeModel: 'platform',
          transfer: null,
        });
        expect(all.payments.find((p) => p.paymentId === hostPaid)).toMatchObject({
          chargeModel: 'platform',
          transfer: { destination: host, amountCents: 2700 },
        });
        expect(all.refunds).toEqual([
          expect.objectContaining({ paymentId: refunded, amountCents: 4500, status: 'succeeded' }),
        ]);
        expect(
          own.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'GET'),
        ).toHaveLength(2);

        const cut = await listing.listRecords({ since, limit: 50 });

        expect(cut.complete).toBe(false);
        expect(cut.payments).toHaveLength(50);
        expect(await listing.listRecords({ since: new Date(Date.now() + HOUR_MS), limit: 10 })).toEqual({
          payments: [],
          refunds: [],
          complete: true,
        });
      } finally {
        await own.close();
      }
    });
  });
});
