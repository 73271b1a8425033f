import type { FakeRefund } from './objects.ts';
import {
  type FakeStripeStore,
  hashParam,
  integerParam,
  invalid,
  missing,
  randomId,
  StripeApiError,
} from './store.ts';

/* Refunds of a paid PaymentIntent (at most what is left of it), and a test's refund that failed afterwards. */

export function refundResources(store: FakeStripeStore) {
  const { paymentIntents, refunds, transfers, unixNow } = store;

  function createRefund(params: Record<string, string>): FakeRefund {
    const paymentIntentId = params.payment_intent;
    if (!paymentIntentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent) throw missing('payment_intent', paymentIntentId);
    const left = intent.amount - intent.amountRefunded;
    if (left === 0) {
      throw new StripeApiError(400, 'invalid_request_error', 'This charge has already been refunded.', {
        code: 'charge_already_refunded',
      });
    }
    const amount = integerParam(params, 'amount', false) ?? left;
    if (amount <= 0 || amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
      );
    }
    intent.amountRefunded += amount;
    const transfer = intent.transferId ? transfers.get(intent.transferId) : undefined;
    if (transfer && params.reverse_transfer === 'true') {
      // Stripe reverses the refunded share of the transfer.
      const share = Math.round((transfer.amount * amount) / intent.amount);
      transfer.amount_reversed = Math.min(transfer.amount, transfer.amount_reversed + share);
      transfer.reversed = transfer.amount_reversed === transfer.amount;
    }
    const refund: FakeRefund = {
      id: randomId('re_test_'),
      object: 'refund',
      amount,
      currency: 'eur',
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: hashParam(params, 'metadata'),
      created: unixNow(),
      reverse_transfer: params.reverse_transfer === 'true',
      refund_application_fee: params.refund_application_fee === 'true',
    };
    refunds.push(refund);
    return refund;
  }

  return {
    createRefund,
    failRefund(id: string): FakeRefund {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`The Stripe stand-in has no refund ${id}`);
      const intent = paymentIntents.get(String(refund.payment_intent));
      if (intent && refund.status === 'succeeded') intent.amountRefunded -= refund.amount;
      refund.status = 'failed';
      return structuredClone(refund);
    },
  };
}
