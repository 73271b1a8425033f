import type { AnswersInput } from '@sortim/contracts/booking-questions';
import type { CheckoutResult } from '@sortim/contracts/bookings';
import { eq } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import {
  bookings,
  emailOutbox,
  paymentSessions,
  testProviderCheckouts,
  testProviderRefunds,
  waitlistEntries,
} from '#src/db/schema.ts';
import type { TestPaymentProvider } from '#src/lib/payments/test-provider.ts';

/*
 * A guest's way through the money path in tests, as the browser takes it: POST /api/checkout, then the
 * built-in provider's payment page (`pay`), whose signed event reaches the app's completion path.
 */

/** Stripe's always-succeeds test card, as a payer types it. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** The built-in provider; the tests run without a Stripe key, so it is always there. */
export function testProviderOf(app: App): TestPaymentProvider {
  if (!app.testPaymentProvider) throw new Error('the tests expect the built-in test payment provider');
  return app.testPaymentProvider;
}

/** POST /api/checkout as a signed-in guest; throws unless the hold was taken. */
export async function startCheckoutAs(
  app: App,
  guest: { cookie: string },
  activityId: string,
  spots = 1,
  answers?: AnswersInput,
): Promise<CheckoutResult & { paymentSessionId: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: { activityId, spots, answers },
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as CheckoutResult;
  const [session] = await app.db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, body.sessionId));
  if (!session) throw new Error('no payment session for the checkout');
  return { ...body, paymentSessionId: session.id };
}

/** Checks out (with answers to the activity's questions, if any) and pays with the test card; returns the paid booking. */
export async function bookAndPay(
  app: App,
  guest: { cookie: string },
  activityId: string,
  spots = 1,
  answers?: AnswersInput,
) {
  const checkout = await startCheckoutAs(app, guest, activityId, spots, answers);
  const outcome = await testProviderOf(app).pay(checkout.sessionId, TEST_CARD);
  if (outcome.kind !== 'paid') throw new Error(`payment failed: ${JSON.stringify(outcome)}`);
  const [booking] = await app.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentSessionId, checkout.paymentSessionId));
  if (!booking) throw new Error('the payment made no booking');
  return { checkout, booking };
}

/** The test provider's own record of a checkout (what it charged and refunded). */
export async function providerCheckoutOf(app: App, checkoutId: string) {
  const [row] = await app.db
    .select()
    .from(testProviderCheckouts)
    .where(eq(testProviderCheckouts.id, checkoutId));
  if (!row) throw new Error(`no test provider checkout ${checkoutId}`);
  return row;
}

/** Marks a checkout paid at the test provider without delivering its event (a lost webhook). */
export async function paidWithoutEvent(app: App, checkoutId: string, paymentId: string): Promise<void> {
  await app.db
    .update(testProviderCheckouts)
    .set({ status: 'complete', paymentId })
    .where(eq(testProviderCheckouts.id, checkoutId));
}

/** Subjects of the e-mails queued to one address, oldest first (each test signs up its own people). */
export async function subjectsTo(app: App, email: string): Promise<string[]> {
  const rows = await app.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(emailOutbox.createdAt, emailOutbox.id);
  return rows.map((r) => r.subject);
}

/** An activity's waitlist in line order: who, and until when a spot is held for them. */
export function waitlistOf(app: App, activityId: string) {
  return app.db
    .select({ userId: waitlistEntries.userId, offerExpiresAt: waitlistEntries.offerExpiresAt })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.activityId, activityId))
    .orderBy(waitlistEntries.createdAt, waitlistEntries.id);
}

/** Every booking of an activity, whatever its status. */
export function bookingsOf(app: App, activityId: string) {
  return app.db.select().from(bookings).where(eq(bookings.activityId, activityId));
}

/** One of our payment sessions by its id. */
export async function paymentSessionOf(app: App, id: string) {
  const [row] = await app.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  if (!row) throw new Error(`no payment session ${id}`);
  return row;
}

/** The test provider's refunds of a payment, oldest first. */
export function providerRefundsOf(app: App, paymentId: string | null) {
  return app.db
    .select()
    .from(testProviderRefunds)
    .where(eq(testProviderRefunds.paymentId, paymentId ?? ''))
    .orderBy(testProviderRefunds.createdAt);
}
