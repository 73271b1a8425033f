import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import { stripeWebhooks, verifyStripeEvent } from '#src/lib/payments/stripe-events.ts';
import { type AccountRow, type CheckoutRow, randomId, type TestProviderState } from './state.ts';

/*
 * The events the test provider sends, shaped and signed as Stripe's: a paid checkout and a connected
 * account's change reach the app through the same webhook path as Stripe's own.
 */

/** A `checkout.session.completed` event as Stripe sends it, with the fields the app reads. */
export function completedEvent(row: CheckoutRow, now: Date) {
  const created = Math.floor(now.getTime() / 1000);
  const reference = row.metadata.payment_session_id ?? null;
  return {
    id: randomId('evt_test_'),
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: row.id,
        object: 'checkout.session',
        mode: 'payment',
        livemode: false,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: row.paymentId,
        amount_subtotal: row.amountCents,
        amount_total: row.amountCents,
        currency: row.currency,
        metadata: row.metadata,
        client_reference_id: reference,
        success_url: row.successUrl,
        cancel_url: row.cancelUrl,
        created: Math.floor(row.createdAt.getTime() / 1000),
        expires_at: Math.floor(row.expiresAt.getTime() / 1000),
      },
    },
  };
}

/** An `account.updated` event as Stripe sends it for an Express account, with the fields the app reads. */
export function accountUpdatedEvent(row: AccountRow, now: Date) {
  const enabled = row.status === 'enabled';
  const due = row.status === 'action_required' ? ['individual.verification.document'] : [];
  return {
    id: randomId('evt_test_'),
    object: 'event',
    api_version: null,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'account.updated',
    data: {
      object: {
        id: row.id,
        object: 'account',
        type: 'express',
        country: 'ES',
        email: row.email,
        charges_enabled: enabled,
        payouts_enabled: enabled,
        details_submitted: true,
        capabilities: {
          card_payments: enabled ? 'active' : 'inactive',
          transfers: enabled ? 'active' : 'inactive',
        },
        requirements: {
          currently_due: due,
          eventually_due: due,
          past_due: [],
          pending_verification: [],
          disabled_reason: enabled ? null : 'requirements.past_due',
        },
        created: Math.floor(row.createdAt.getTime() / 1000),
        livemode: false,
      },
    },
  };
}

/** Signs a Stripe-shaped event and hands it to the app, as Stripe's webhook would. */
export async function announce(
  { webhookSecret, deliver }: Pick<TestProviderState, 'webhookSecret' | 'deliver'>,
  event: object,
): Promise<void> {
  const payload = JSON.stringify(event);
  const header = stripeWebhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  try {
    await deliver(Buffer.from(payload), header);
  } catch {
    // As with Stripe, a webhook that fails does not undo what happened at the provider: the app
    // catches up by asking (getCheckout, getConnectedAccountStatus).
  }
}

export function eventMethods({ webhookSecret }: TestProviderState): Pick<PaymentProvider, 'parseEvent'> {
  return {
    parseEvent(rawBody, signature) {
      return verifyStripeEvent(rawBody, signature, webhookSecret);
    },
  };
}
