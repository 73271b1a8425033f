import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  activities,
  bookings,
  hostTransfers,
  paymentSessions,
  profiles,
  testProviderAccounts,
  testProviderTransfers,
} from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import {
  bookAndPay,
  providerRefundsOf,
  startCheckoutAs,
  TEST_CARD,
  testProviderOf,
} from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { uniqueWord } from '#src/test/host-activities.ts';
import { refundRetriesDueNow } from '#src/test/payments.ts';
import { ageTestProviderRecords } from '#src/test/provider-clock.ts';
import { sweepHostTransfers } from './host-payouts.ts';
import { sweepPayments } from './sweep.ts';

/*
 * Keys that outlive the provider's memory (issue 33, finding 3): the provider keeps an idempotency key about
 * a day. A refund or transfer whose answer was lost, asked again after that, must not be made a second time:
 * the retry asks the provider what the first ask made, and settles from it.
 */

// No workers: the tests run the sweeps themselves.
const ctx = useTestApp({ ROLE: 'web' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The provider does `method`'s work the first time it is asked, and the answer never arrives. */
function loseFirstAnswer(method: 'refund' | 'transfer') {
  const provider = ctx.app.payments.provider;
  const original = provider[method].bind(provider) as (input: unknown) => Promise<unknown>;
  let lost = false;
  const loseOnce = async (input: unknown) => {
    const answer = await original(input);
    if (lost) return answer;
    lost = true;
    throw new Error('socket hang up');
  };
  const spy = vi.spyOn(provider, method).mockImplementation(loseOnce as never);
  onTestFinished(() => spy.mockRestore());
}

/** A host whose payout account is enabled at the test provider, so transfers to it go through. */
async function hostWithAccount() {
  const host = await signUp(ctx.app, { roles: ['host'] });
  const { accountId } = await testProviderOf(ctx.app).createConnectedAccount({
    hostId: host.id,
    email: host.email,
  });
  await ctx.app.db
    .update(testProviderAccounts)
    .set({ status: 'enabled' })
    .where(eq(testProviderAccounts.id, accountId));
  await ctx.app.db
    .update(profiles)
    .set({ stripeAccountId: accountId, payoutsEnabled: true })
    .where(eq(profiles.id, host.id));
  return host;
}

async function paidBooking(policy: 'flexible' | 'strict', startsIn: number) {
  const host = await hostWithAccount();
  const startTime = new Date(Date.now() + startsIn);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: `Sailing ${uniqueWord()}`,
    capacity: 4,
    priceCents: 2500,
    cancellationPolicy: policy,
    startTime,
    endTime: new Date(startTime.getTime() + 2 * HOUR),
  });
  const guest = await signUp(ctx.app);
  const { booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
  return { host, activity, guest, booking };
}

async function bookingRow(id: string) {
  const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('booking not found');
  return row;
}

describe('a retry after the provider forgot the key', () => {
  it('refunds a guest’s half once when its answer was lost and the sweep asks again a day later', async () => {
    const { guest, booking } = await paidBooking('strict', 3 * DAY);
    loseFirstAnswer('refund');

    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/refund`,
      headers: { cookie: guest.cookie },
    });
    expect(asked.json()).toMatchObject({ outcome: 'refund_pending', booking: { refundOnItsWayCents: 2500 } });

    await ageTestProviderRecords(ctx.app.db, 25 * HOUR);
    await refundRetriesDueNow(ctx.app);
    await sweepPayments(ctx.app.payments);

    expect((await providerRefundsOf(ctx.app, booking.providerPaymentId)).map((r) => r.amountCents)).toEqual([
      2500,
    ]);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'refunded', refundedCents: 2500 });
  });

  it('refunds a late payment once when its answer was lost and the sweep asks again a day later', async () => {
    const host = await hostWithAccount();
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Sunrise kayak ${uniqueWord()}`,
      priceCents: 2500,
    });
    const guest = await signUp(ctx.app);
    const checkout = await startCheckoutAs(ctx.app, guest, activity.id, 1);
    // Paid on the page a minute after the start: booked for nothing, refunded in full.
    await ctx.app.db
      .update(activities)
      .set({ startTime: sql`now() - interval '1 minute'`, endTime: sql`now() + interval '2 hours'` })
      .where(eq(activities.id, activity.id));
    loseFirstAnswer('refund');
    expect((await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD)).kind).toBe('paid');

    await ageTestProviderRecords(ctx.app.db, 25 * HOUR);
    await sweepPayments(ctx.app.payments);

    const [session] = await ctx.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, checkout.paymentSessionId));
    expect(session).toMatchObject({ status: 'refunded', providerRefundId: expect.any(String) });
    const refunds = await providerRefundsOf(ctx.app, session?.providerPaymentId ?? null);
    expect(refunds.map((r) => r.amountCents)).toEqual([2500]);
  });

  it('pays the host once when a transfer’s answer was lost, payouts went off, and came back two days later', async () => {
    const { host, activity, booking } = await paidBooking('flexible', 3 * DAY);
    await ctx.app.db
      .update(activities)
      .set({ startTime: sql`now() - interval '28 hours'`, endTime: sql`now() - interval '26 hours'` })
      .where(eq(activities.id, activity.id));
    loseFirstAnswer('transfer');

    await sweepHostTransfers(ctx.app.payments);
    await ctx.app.db.update(profiles).set({ payoutsEnabled: false }).where(eq(profiles.id, host.id));
    await sweepHostTransfers(ctx.app.payments);
    const [held] = await ctx.app.db
      .select()
      .from(hostTransfers)
      .where(eq(hostTransfers.bookingId, booking.id));
    expect(held).toMatchObject({ status: 'held', holdReason: 'payouts_disabled' });

    await ageTestProviderRecords(ctx.app.db, 2 * DAY);
    await ctx.app.db.update(profiles).set({ payoutsEnabled: true }).where(eq(profiles.id, host.id));
    await sweepHostTransfers(ctx.app.payments);

    const made = await ctx.app.db
      .select()
      .from(testProviderTransfers)
      .where(eq(testProviderTransfers.paymentId, booking.providerPaymentId ?? ''));
    // 50 € paid, 10 % kept by the platform: one transfer of the host's 45 €.
    expect(made.map((t) => t.amountCents)).toEqual([4500]);
    const [paid] = await ctx.app.db
      .select()
      .from(hostTransfers)
      .where(eq(hostTransfers.bookingId, booking.id));
    expect(paid).toMatchObject({ status: 'paid', providerTransferId: made[0]?.id, transferredCents: 4500 });
  });
});
