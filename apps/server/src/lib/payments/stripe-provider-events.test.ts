import { describe, expect, it } from 'vitest';
import { checkoutRequest, signed, useStripeProvider } from '#src/test/stripe-provider-harness.ts';
import { InvalidSignatureError } from './payment-provider.ts';

const ctx = useStripeProvider();

describe('the Stripe payment provider', () => {
  describe('parseEvent', () => {
    const ping = { type: 'ping', object: { id: 'obj_1' } };

    it('accepts an event signed with the webhook secret', () => {
      const { payload, signature } = signed(ping);

      expect(ctx.provider.parseEvent(Buffer.from(payload), signature)).toMatchObject({
        kind: 'ignored',
        type: 'ping',
      });
    });

    it('refuses a bad signature, a tampered body and a missing signature', () => {
      const { payload, signature } = signed(ping);
      const forged = signed(ping, 'whsec_someone_else');

      expect(() => ctx.provider.parseEvent(Buffer.from(forged.payload), forged.signature)).toThrow(
        InvalidSignatureError,
      );
      expect(() =>
        ctx.provider.parseEvent(Buffer.from(payload.replace('obj_1', 'obj_2')), signature),
      ).toThrow(InvalidSignatureError);
      expect(() => ctx.provider.parseEvent(Buffer.from(payload), undefined)).toThrow(InvalidSignatureError);
    });

    function parse(type: string, object: object) {
      const { payload, signature } = signed({ type, object: { ...object } });
      return {
        id: JSON.parse(payload).id as string,
        event: ctx.provider.parseEvent(Buffer.from(payload), signature),
      };
    }

    it('reads a completed checkout with its payment and our reference', async () => {
      const sent = checkoutRequest();
      const { id: checkoutId } = await ctx.provider.createCheckout(sent);
      const session = ctx.stripe.completeSession(checkoutId);

      const { id, event } = parse('checkout.session.completed', session);

      expect(event).toEqual({
        id,
        kind: 'checkout.completed',
        checkout: {
          id: checkoutId,
          status: 'paid',
          paymentId: session.payment_intent,
          amountCents: 4500,
          reference: sent.reference,
        },
      });
    });

    it('reads an expired checkout', async () => {
      const sent = checkoutRequest();
      const { id: checkoutId } = await ctx.provider.createCheckout(sent);

      const { event } = parse('checkout.session.expired', ctx.stripe.expireSession(checkoutId));

      expect(event).toMatchObject({
        kind: 'checkout.expired',
        checkout: { id: checkoutId, status: 'expired', paymentId: null, reference: sent.reference },
      });
    });

    it('reads a refunded charge by its payment, with our reference from its metadata', () => {
      const charge = {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_test_1',
        amount: 4500,
        amount_refunded: 1500,
        metadata: { payment_session_id: 'ours-1' },
      };

      expect(parse('charge.refunded', charge).event).toMatchObject({
        kind: 'payment.refunded',
        paymentId: 'pi_test_1',
        amountRefundedCents: 1500,
        reference: 'ours-1',
      });
      expect(parse('charge.refunded', { ...charge, metadata: {} }).event).toMatchObject({ reference: null });
      expect(parse('charge.refunded', { ...charge, payment_intent: null }).event).toMatchObject({
        kind: 'ignored',
        type: 'charge.refunded',
      });
    });

    it('reads whether a connected account can take payments and receive payouts', () => {
      const account = { id: 'acct_host123', object: 'account', charges_enabled: true, payouts_enabled: true };

      expect(parse('account.updated', account).event).toMatchObject({
        kind: 'account.updated',
        accountId: 'acct_host123',
        payoutsEnabled: true,
      });
      expect(parse('account.updated', { ...account, payouts_enabled: false }).event).toMatchObject({
        payoutsEnabled: false,
      });
      expect(parse('account.updated', { ...account, charges_enabled: false }).event).toMatchObject({
        payoutsEnabled: false,
      });
    });

    it('ignores the events the app does not act on', () => {
      expect(
        parse('payment_intent.created', { id: 'pi_test_2', object: 'payment_intent' }).event,
      ).toMatchObject({
        kind: 'ignored',
        type: 'payment_intent.created',
      });
    });
  });
});
