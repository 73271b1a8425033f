import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { testProviderAccounts, testProviderCheckouts } from '#src/db/schema.ts';
import type { CheckoutRequest } from '#src/lib/payments/payment-provider.ts';
import { createTestProvider, type TestPaymentProvider } from '#src/lib/payments/test-provider.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/*
 * The built-in test provider on its own fresh database, for the tests of its parts
 * (lib/payments/test-provider/*.test.ts): `const ctx = useTestProvider(); await ctx.provider.pay(...)`.
 * The events it announces are kept in `ctx.delivered` instead of reaching an app.
 */

export const TEST_PROVIDER_SECRET = 'whsec_test_provider_secret';
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Ana Puig' };

type Delivered = { rawBody: Buffer; signature: string };

export function useTestProvider() {
  const ctx = { delivered: [] as Delivered[], deliveryFails: false } as {
    database: TestDatabase;
    provider: TestPaymentProvider;
    delivered: Delivered[];
    /** While true, handing an event to the app fails, as a webhook handler that is down. */
    deliveryFails: boolean;
  };

  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.provider = createTestProvider({
      db: ctx.database.db,
      publicUrl: 'http://localhost:3000',
      webhookSecret: TEST_PROVIDER_SECRET,
      deliver: async (rawBody, signature) => {
        ctx.delivered.push({ rawBody, signature });
        if (ctx.deliveryFails) throw new Error('webhook handler down');
      },
    });
  });
  afterAll(async () => {
    await ctx.database?.close();
  });

  function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
    return {
      reference: randomUUID(),
      activity: { id: randomUUID(), title: 'Tapas walk in the Gothic Quarter' },
      userId: randomUUID(),
      customerEmail: 'ana@example.test',
      spots: 3,
      lineItems: [{ name: 'Tapas walk in the Gothic Quarter · Person', quantity: 3, unitAmountCents: 1500 }],
      discount: null,
      amountCents: 4500,
      successUrl: 'http://localhost:3000/bookings/paid?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/activity/a1',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      ...overrides,
    };
  }

  async function expireNow(id: string) {
    await ctx.database.db
      .update(testProviderCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testProviderCheckouts.id, id));
  }

  async function paidCheckout(overrides: Partial<CheckoutRequest> = {}) {
    const req = request(overrides);
    const checkout = await ctx.provider.createCheckout(req);
    const outcome = await ctx.provider.pay(checkout.id, GOOD_CARD);
    if (outcome.kind !== 'paid') throw new Error(`not paid: ${outcome.kind}`);
    const state = await ctx.provider.getCheckout(checkout.id);
    if (!state.paymentId) throw new Error('no payment id');
    return { req, checkout, paymentId: state.paymentId };
  }

  async function account(status: 'enabled' | 'action_required' | 'pending' = 'enabled') {
    const { accountId } = await ctx.provider.createConnectedAccount({
      hostId: randomUUID(),
      email: 'host@example.test',
    });
    await ctx.database.db
      .update(testProviderAccounts)
      .set({ status })
      .where(eq(testProviderAccounts.id, accountId));
    return accountId;
  }

  async function payable() {
    const paid = await paidCheckout();
    const destination = await account();
    const input = {
      paymentId: paid.paymentId,
      destination,
      amountCents: 4050,
      transferGroup: `activity_${paid.req.activity.id}`,
      idempotencyKey: `transfer-${paid.paymentId}`,
      metadata: { booking_id: 'b1' },
    };
    return { ...paid, destination, input };
  }

  return Object.assign(ctx, { request, expireNow, paidCheckout, account, payable });
}
