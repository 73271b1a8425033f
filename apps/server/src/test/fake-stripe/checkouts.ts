import type { ServerResponse } from 'node:http';
import type { FakeCheckoutSession, FakeCoupon, FakePaymentIntent, FakeTransfer } from './objects.ts';
import {
  type FakeStripeStore,
  hashParam,
  integerParam,
  invalid,
  MINUTE_S,
  missing,
  randomId,
} from './store.ts';

/*
 * Checkout sessions, the coupons their discounts name, the PaymentIntent and charge a paid one makes, and the
 * placeholder payment page; a test moves a session on with completeSession and expireSession (sessions never
 * expire on their own).
 */

export function checkoutResources(store: FakeStripeStore) {
  const { sessions, coupons, sessionCoupons, paymentIntents, charged, pendingCharges, transfers, unixNow } =
    store;

  function session(id: string): FakeCheckoutSession {
    const found = sessions.get(id);
    if (!found) throw missing('checkout.session', id);
    return found;
  }

  /** For the test-side controls: a mistake there is the test's, so it throws rather than answering 400. */
  function openSession(id: string): FakeCheckoutSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`The Stripe stand-in has no checkout session ${id}`);
    if (found.status !== 'open') throw new Error(`Checkout session ${id} is ${found.status}, not open`);
    return found;
  }

  /** POST /v1/coupons: an amount off, in one currency (the only kind the app makes). */
  function createCoupon(params: Record<string, string>): FakeCoupon {
    const amountOff = integerParam(params, 'amount_off', false);
    if (amountOff === null) throw invalid('The stand-in only knows coupons with amount_off.', 'amount_off');
    if (amountOff < 1) throw invalid('Invalid positive integer', 'amount_off');
    if (!params.currency) throw invalid('You must pass currency when passing amount_off.', 'currency');
    const duration = params.duration ?? 'once';
    if (duration !== 'once' && duration !== 'repeating' && duration !== 'forever') {
      throw invalid(`Invalid duration: ${duration}`, 'duration');
    }
    if ((params.name?.length ?? 0) > 40) throw invalid('Name must be at most 40 characters.', 'name');
    const coupon: FakeCoupon = {
      id: randomId('coupon_'),
      object: 'coupon',
      amount_off: amountOff,
      currency: params.currency,
      duration,
      max_redemptions: integerParam(params, 'max_redemptions', false),
      name: params.name ?? null,
      percent_off: null,
      times_redeemed: 0,
      valid: true,
      metadata: hashParam(params, 'metadata'),
      created: unixNow(),
    };
    coupons.set(coupon.id, coupon);
    return coupon;
  }

  /** The coupon a session's `discounts[0][coupon]` names, checked as Stripe does; null without one. */
  function discountCoupon(
    params: Record<string, string>,
    currency: string,
    amount: number,
  ): FakeCoupon | null {
    const id = params['discounts[0][coupon]'];
    if (id === undefined) return null;
    const coupon = coupons.get(id);
    if (!coupon) throw missing('coupon', id);
    if (!coupon.valid) throw invalid(`Coupon ${id} is no longer valid.`, 'discounts[0][coupon]');
    if (coupon.currency !== currency) {
      throw invalid(`Coupon ${id} is in ${coupon.currency}, not ${currency}.`, 'discounts[0][coupon]');
    }
    // Stripe does not let a discount take a payment below zero; the app never asks it to.
    if (coupon.amount_off > amount) throw invalid('The discount exceeds the amount.', 'discounts[0][coupon]');
    return coupon;
  }

  function createSession(params: Record<string, string>): FakeCheckoutSession {
    if (params.mode !== 'payment') throw invalid('The stand-in only knows mode=payment.', 'mode');
    let amount = 0;
    let currency = params.currency ?? null;
    for (let i = 0; `line_items[${i}][quantity]` in params; i++) {
      const item = `line_items[${i}]`;
      const unitAmount = integerParam(params, `${item}[price_data][unit_amount]`) ?? 0;
      const quantity = integerParam(params, `${item}[quantity]`) ?? 0;
      if (!params[`${item}[price_data][product_data][name]`]) {
        throw invalid(
          'Missing required param: product_data[name].',
          `${item}[price_data][product_data][name]`,
        );
      }
      currency ??= params[`${item}[price_data][currency]`] ?? null;
      if (params[`${item}[price_data][currency]`] !== currency) {
        throw invalid('All line items must have the same currency.', `${item}[price_data][currency]`);
      }
      amount += unitAmount * quantity;
    }
    if (amount === 0 || !currency) throw invalid('Missing required param: line_items.', 'line_items');
    const coupon = discountCoupon(params, currency, amount);
    const total = amount - (coupon?.amount_off ?? 0);
    const expiresAt = integerParam(params, 'expires_at', false);
    const now = unixNow();
    // Checked against the app's clock, which computed it: advanceClock ages Stripe's memory, not the app.
    const asked = Math.floor(Date.now() / 1000);
    if (expiresAt !== null && (expiresAt < asked + 30 * MINUTE_S || expiresAt > asked + 24 * 60 * MINUTE_S)) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const fee = integerParam(params, 'payment_intent_data[application_fee_amount]', false);
    if (fee !== null && fee > total) {
      throw invalid(
        'The application fee amount cannot be greater than the amount.',
        'payment_intent_data[application_fee_amount]',
      );
    }
    const id = randomId('cs_test_');
    const created: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      // Stripe creates the PaymentIntent when the guest pays.
      payment_intent: null,
      amount_subtotal: amount,
      amount_total: total,
      currency,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: hashParam(params, 'metadata'),
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      expires_at: expiresAt ?? now + 24 * 60 * MINUTE_S,
      created: now,
      livemode: false,
      url: `${store.url}/c/pay/${id}`,
    };
    sessions.set(id, created);
    if (coupon) sessionCoupons.set(id, coupon.id);
    pendingCharges.set(id, {
      amount: total,
      applicationFeeAmount: fee,
      destination: params['payment_intent_data[transfer_data][destination]'] ?? null,
      transferGroup: params['payment_intent_data[transfer_group]'] ?? null,
      metadata: hashParam(params, 'payment_intent_data[metadata]'),
    });
    return created;
  }

  function expireSessionNow(id: string): FakeCheckoutSession {
    const found = session(id);
    if (found.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in [open] can be expired. This Checkout Session has a status of ${found.status}.`,
      );
    }
    found.status = 'expired';
    found.url = null;
    return found;
  }

  function paymentIntent(id: string) {
    const intent = paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.amount,
      currency: 'eur',
      status: 'succeeded',
      latest_charge: intent.chargeId,
      application_fee_amount: intent.applicationFeeAmount,
      transfer_data: intent.destination ? { destination: intent.destination } : null,
      transfer_group: intent.transferGroup,
      metadata: intent.metadata,
      created: charged.get(intent.id) ?? 0,
    };
  }

  function charges() {
    return [...paymentIntents.values()].map((intent) => ({
      id: intent.chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: intent.amountRefunded,
      refunded: intent.amountRefunded === intent.amount,
      currency: 'eur',
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      transfer: intent.transferId,
      transfer_data: intent.destination ? { destination: intent.destination, amount: null } : null,
      transfer_group: intent.transferGroup,
      application_fee_amount: intent.applicationFeeAmount,
      metadata: intent.metadata,
      created: charged.get(intent.id) ?? 0,
    }));
  }

  /** A paid session redeems its coupon; one redeemed as often as it may be is no longer valid. */
  function redeem(couponId: string | undefined): void {
    const coupon = couponId === undefined ? undefined : coupons.get(couponId);
    if (!coupon) return;
    coupon.times_redeemed += 1;
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions)
      coupon.valid = false;
  }

  function payPage(res: ServerResponse, id: string) {
    const found = sessions.get(id);
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      found
        ? `<!doctype html><title>Stripe stand-in</title><h1>Checkout ${found.id}</h1><p>Status: ${found.status}</p>`
        : '<!doctype html><title>Stripe stand-in</title><h1>No such checkout</h1>',
    );
  }

  return {
    session,
    createCoupon,
    createSession,
    expireSessionNow,
    paymentIntent,
    charges,
    payPage,
    completeSession(id: string): FakeCheckoutSession {
      const found = openSession(id);
      const charge = pendingCharges.get(id);
      if (!charge) throw new Error(`The Stripe stand-in has no charge for checkout session ${id}`);
      const intent: FakePaymentIntent = {
        id: randomId('pi_test_'),
        amountRefunded: 0,
        chargeId: randomId('ch_test_'),
        transferId: null,
        ...charge,
      };
      paymentIntents.set(intent.id, intent);
      charged.set(intent.id, unixNow());
      redeem(sessionCoupons.get(id));
      if (intent.destination) {
        const transfer: FakeTransfer = {
          id: randomId('tr_test_'),
          object: 'transfer',
          amount: intent.amount - (intent.applicationFeeAmount ?? 0),
          amount_reversed: 0,
          currency: 'eur',
          destination: intent.destination,
          source_transaction: intent.chargeId,
          transfer_group: intent.transferGroup,
          metadata: {},
          reversed: false,
          created: unixNow(),
        };
        transfers.set(transfer.id, transfer);
        intent.transferId = transfer.id;
      }
      Object.assign(found, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        url: null,
      });
      return structuredClone(found);
    },
    expireSession(id: string): FakeCheckoutSession {
      openSession(id);
      return structuredClone(expireSessionNow(id));
    },
  };
}
