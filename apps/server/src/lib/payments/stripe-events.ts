import Stripe from 'stripe';
import {
  type CheckoutState,
  type ConnectedAccountStatus,
  InvalidSignatureError,
  type PaymentEvent,
} from './payment-provider.ts';

/*
 * Stripe's event format, read by both providers: Stripe's own webhooks, and the test provider, which signs
 * the same shapes with its own secret so that one completion path serves both.
 */

/** Signing and verification need no API key; this instance never makes a request. */
export const stripeWebhooks = new Stripe('sk_offline_signing_only').webhooks;

/** Verifies `signature` (the Stripe-Signature header) over the raw body and reads the event. */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signature) throw new InvalidSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripeWebhooks.constructEvent(rawBody, signature, secret);
  } catch (err) {
    throw new InvalidSignatureError(err instanceof Error ? err.message : 'Invalid signature');
  }
  return readStripeEvent(event);
}

/** A Checkout Session in the app's terms. */
export function readCheckoutSession(session: Stripe.Checkout.Session): CheckoutState {
  const paid = session.status === 'complete' && session.payment_status === 'paid';
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    status: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    paymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    amountCents: session.amount_total ?? 0,
    reference: session.metadata?.payment_session_id ?? null,
  };
}

/**
 * Whether a connected account is ready for the host's activities: it can be paid the host's share and pay
 * it out. The webhook, the status check and a transfer read it alike, so they never disagree.
 */
export function accountPayoutsEnabled(account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled'>) {
  return Boolean(account.charges_enabled && account.payouts_enabled);
}

/** A connected account's readiness: ready, waiting on the host, or waiting on the provider. */
export function readAccountStatus(
  account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'requirements'>,
): ConnectedAccountStatus {
  if (accountPayoutsEnabled(account)) return 'enabled';
  const requirements = account.requirements;
  const due = (requirements?.currently_due?.length ?? 0) + (requirements?.past_due?.length ?? 0);
  if (due > 0 || requirements?.disabled_reason) return 'action_required';
  return 'pending';
}

export function readStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, kind: 'checkout.completed', checkout: readCheckoutSession(event.data.object) };
    case 'checkout.session.expired':
      return { id: event.id, kind: 'checkout.expired', checkout: readCheckoutSession(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = charge.payment_intent;
      const paymentId = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
      if (!paymentId) return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'payment.refunded',
        paymentId,
        amountRefundedCents: charge.amount_refunded,
        // Checkout copies our metadata onto the PaymentIntent (payment_intent_data), and so onto its charge.
        reference: charge.metadata?.payment_session_id ?? null,
      };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        id: event.id,
        kind: 'account.updated',
        accountId: account.id,
        payoutsEnabled: accountPayoutsEnabled(account),
      };
    }
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}
