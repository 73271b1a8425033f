import { randomUUID } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { onTestFinished, vi } from 'vitest';
import type { App } from '#src/app.ts';
import { activities, bookings, paymentSessions } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { stripeWebhooks } from '#src/lib/payments/stripe-events.ts';

/*
 * The money path in tests: callers for the services, Stripe-shaped signed events for the webhook, and the
 * counts every test checks (spots and holds).
 */

export const callerOf = (user: { id: string; email: string; name?: string }): Caller => ({
  id: user.id,
  email: user.email,
  name: user.name ?? 'Test User',
  roles: [],
});

/** A webhook body and its Stripe-Signature header, signed with `secret` (the configured one in tests). */
export function signedEvent(secret: string, type: string, object: Record<string, unknown>, id?: string) {
  const payload = JSON.stringify({
    id: id ?? `evt_${randomUUID()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { payload, signature: stripeWebhooks.generateTestHeaderString({ payload, secret }) };
}

/** A paid `checkout.session.completed` object for one of our payment sessions. */
export function paidCheckout(session: { id: string; providerSessionId: string | null; amountCents: number }) {
  return {
    id: session.providerSessionId ?? `cs_test_${randomUUID()}`,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_test_${session.id.slice(0, 8)}`,
    amount_total: session.amountCents,
    currency: 'eur',
    metadata: { payment_session_id: session.id },
  };
}

export function postWebhook(app: App, event: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${app.payments.provider.name}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

/**
 * Makes every refund owed that waits for its backoff (refund_retry_at, after a provider failure) due now,
 * so the next payments sweep asks the provider again.
 */
export async function refundRetriesDueNow(app: App): Promise<void> {
  await app.db
    .update(bookings)
    .set({ refundRetryAt: sql`now() - interval '1 second'` })
    .where(isNotNull(bookings.refundRetryAt));
}

export async function spotsOf(app: App, activityId: string): Promise<number> {
  const [row] = await app.db
    .select({ n: activities.spotsRemaining })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row?.n ?? Number.NaN;
}

export async function sessionsOf(app: App, activityId: string) {
  return app.db.select().from(paymentSessions).where(eq(paymentSessions.activityId, activityId));
}

/**
 * Runs `meanwhile` once, when the provider has made the first refund asked of it and before its answer
 * reaches our code: the moment another caller, or the provider's own event, can overtake it. Returns the
 * spy on the provider's refunds, restored when the test ends.
 */
export function beforeFirstRefundAnswers(app: App, meanwhile: () => Promise<void>) {
  const provider = app.payments.provider;
  const refund = provider.refund.bind(provider);
  let staged = false;
  const spy = vi.spyOn(provider, 'refund').mockImplementation(async (input) => {
    const answer = await refund(input);
    if (!staged) {
      staged = true;
      await meanwhile();
    }
    return answer;
  });
  onTestFinished(() => spy.mockRestore());
  return spy;
}
