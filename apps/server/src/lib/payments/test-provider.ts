import type { PaymentProvider } from './payment-provider.ts';
import { type CheckoutPage, checkoutMethods } from './test-provider/checkouts.ts';
import { connectMethods, type OnboardingPage } from './test-provider/connect.ts';
import { eventMethods } from './test-provider/events.ts';
import { recordMethods } from './test-provider/records.ts';
import { refundMethods } from './test-provider/refunds.ts';
import {
  type TestProviderOptions,
  type TestProviderState,
  testProviderState,
} from './test-provider/state.ts';

/*
 * The built-in payment provider, used when no Stripe key is set. It behaves like Stripe: hosted checkout
 * and onboarding pages (/pay, see modules/test-checkout), signed Stripe-shaped events through the same
 * webhook path as Stripe's, refunds, and separate transfers to hosts' connected accounts, idempotent per key
 * as Stripe's. No money moves. Its parts, in test-provider/: cards, checkouts, refunds, connect (accounts and
 * transfers), events, idempotency keys, records (for reconcile), and the state they share.
 */

export type { CardField, CardInput } from './test-provider/cards.ts';
export type { CheckoutView } from './test-provider/checkouts.ts';
export type { ConnectedAccountView, OnboardingOutcome, TransferView } from './test-provider/connect.ts';

export type TestPaymentProvider = PaymentProvider &
  CheckoutPage &
  OnboardingPage &
  Pick<TestProviderState, 'ownUrl'> & { readonly name: 'test' };

export function createTestProvider(options: TestProviderOptions): TestPaymentProvider {
  const state = testProviderState(options);
  return {
    name: 'test',
    ...checkoutMethods(state),
    ...refundMethods(state),
    ...connectMethods(state),
    ...recordMethods(state),
    ...eventMethods(state),
    ownUrl: state.ownUrl,
  };
}
