import { afterAll, afterEach, beforeAll } from 'vitest';
import { useTestApp } from './app.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';

/*
 * A test file's app with Stripe configured, talking to the Stripe stand-in through the real SDK:
 * `const ctx = useStripeTestApp(WEBHOOK_SECRET); ... ctx.stripe.completeSession(id)`.
 */

/**
 * `useTestApp(env)` plus `ctx.stripe`, the stand-in: it starts before the app is built (its address is only
 * known once it listens) and closes after the app. Faults a test left pending are dropped after each test.
 */
export function useStripeTestApp(webhookSecret: string, env: Record<string, string> = {}) {
  const appEnv: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_sortim',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    ...env,
  };
  beforeAll(async () => {
    ctx.stripe = await startFakeStripe();
    appEnv.STRIPE_API_URL = ctx.stripe.url;
  });
  afterAll(async () => ctx.stripe?.close());
  const ctx = useTestApp(appEnv) as ReturnType<typeof useTestApp> & { stripe: FakeStripe };
  afterEach(() => ctx.stripe?.recover());
  return ctx;
}
