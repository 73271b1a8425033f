import type { HostDashboard } from '@sortim/contracts/host-dashboard';
import type { HostPayouts } from '@sortim/contracts/host-transfers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bookings, hostTransfers, profiles } from '#src/db/schema.ts';
import { sweepHostTransfers } from '#src/modules/reservations/host-payouts.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createPaymentSession, createUser } from '#src/test/factories.ts';
import { withoutScheduledTransfers } from '#src/test/host-transfers.ts';

/*
 * The host dashboard's payouts: per activity, the host's share pending (paid after the activity), paid out
 * and refunded, moving from pending to paid out when the transfer job runs; the earnings figure is the same
 * money.
 */

const HOUR = 60 * 60 * 1000;
const ctx = useTestApp();
withoutScheduledTransfers(ctx);

const payouts = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/host/dashboard/payouts', headers: cookie ? { cookie } : {} });

async function hostWithPayouts(): Promise<TestAccount> {
  const host = await signUp(ctx.app, { roles: ['host', 'verified_host'] });
  await ctx.app.db
    .update(profiles)
    .set({ stripeAccountId: `acct_${host.id.slice(0, 8)}`, payoutsEnabled: true })
    .where(eq(profiles.id, host.id));
  return host;
}

/** A booking of 2 spots at 25 € through a checkout (5 € the platform's fee: the host's share is 45 €). */
async function book(activityId: string, extra: Partial<typeof bookings.$inferInsert> = {}) {
  const guest = await createUser(ctx.app.db);
  const session = await createPaymentSession(ctx.app.db, {
    userId: guest.id,
    activityId,
    spots: 2,
    unitPriceCents: 2500,
    platformFeeCents: 500,
    status: 'completed',
  });
  return createBooking(ctx.app.db, {
    userId: guest.id,
    activityId,
    paymentSessionId: session.id,
    spots: 2,
    unitPriceCents: 2500,
    providerPaymentId: `pi_${session.id}`,
    ...extra,
  });
}

const activityOf = (hostId: string, title: string, startsInHours: number) => {
  const start = new Date(Date.now() + startsInHours * HOUR);
  return createActivity(ctx.app.db, {
    hostId,
    title,
    priceCents: 2500,
    spotsRemaining: 2,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
  });
};

describe('GET /api/host/dashboard/payouts', () => {
  it('refuses anonymous callers and people who are not hosts', async () => {
    expect((await payouts()).statusCode).toBe(401);
    expect((await payouts((await signUp(ctx.app)).cookie)).statusCode).toBe(403);
  });

  it('shows per activity what is pending, then paid out once the transfer job ran, and refunded', async () => {
    const transfer = vi
      .spyOn(ctx.app.payments.provider, 'transfer')
      .mockImplementation(async (input) => ({ transferId: `tr_${input.idempotencyKey}` }));
    onTestFinished(() => transfer.mockRestore());
    const host = await hostWithPayouts();
    const upcoming = await activityOf(host.id, 'Upcoming tapas', 48);
    await book(upcoming.id);
    await book(upcoming.id);
    const past = await activityOf(host.id, 'Past sailing', -40);
    await book(past.id);
    // Half refunded before the transfer (a Strict policy's half share).
    await book(past.id, { status: 'refunded', refundedCents: 2500, refundedAt: new Date() });
    // Paid before transfers existed: its share went with the charge.
    const legacy = await activityOf(host.id, 'Older walk', -24 * 30);
    const old = await book(legacy.id);
    await ctx.app.db.insert(hostTransfers).values({ bookingId: old.id, status: 'destination_charge' });
    // Another host's money is not shown.
    const other = await hostWithPayouts();
    await book((await activityOf(other.id, 'Not mine', -40)).id);

    const before = (await payouts(host.cookie)).json() as HostPayouts;

    expect(before.activities.map((a) => [a.title, a.pendingCents, a.paidOutCents, a.refundedCents])).toEqual([
      ['Upcoming tapas', 9000, 0, 0],
      ['Past sailing', 4500 + 2250, 0, 2500],
      ['Older walk', 0, 4500, 0],
    ]);
    expect(before.totals).toEqual({ pendingCents: 15750, paidOutCents: 4500, refundedCents: 2500 });
    expect(before.activities[0]?.payableAfter).toBe(
      new Date(upcoming.endTime.getTime() + 24 * HOUR).toISOString(),
    );
    expect(before.activities.every((a) => !a.onHold)).toBe(true);

    await sweepHostTransfers(ctx.app.payments);
    const res = await payouts(host.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = res.json() as HostPayouts;
    expect(after.activities.map((a) => [a.title, a.pendingCents, a.paidOutCents, a.refundedCents])).toEqual([
      ['Upcoming tapas', 9000, 0, 0],
      ['Past sailing', 0, 4500 + 2250, 2500],
      ['Older walk', 0, 4500, 0],
    ]);
    // Each row says when its money moved: transferred by the sweep (now), with the payment, or not yet.
    const when = (a: HostPayouts['activities'][number]) => [a.title, a.lastPaidOutAt, a.paidWithBookings];
    const [sailingTransfer] = await ctx.app.db
      .select({ paidAt: hostTransfers.paidAt })
      .from(hostTransfers)
      .innerJoin(bookings, eq(bookings.id, hostTransfers.bookingId))
      .where(eq(bookings.activityId, past.id))
      .orderBy(sql`${hostTransfers.paidAt} desc nulls last`)
      .limit(1);
    expect(after.activities.map(when)).toEqual([
      ['Upcoming tapas', null, false],
      ['Past sailing', sailingTransfer?.paidAt?.toISOString(), false],
      ['Older walk', null, true],
    ]);
    expect(before.activities.every((a) => a.lastPaidOutAt === null && a.refundOwedCents === 0)).toBe(true);
    // The earnings figure is the same money: pending and paid out.
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/host/dashboard',
      headers: { cookie: host.cookie },
    });
    expect((dashboard.json() as HostDashboard).stats.earningsCents).toBe(9000 + 6750 + 4500);
  });

  it('marks pending money on hold while the host payouts are off, and takes back a refund after the transfer', async () => {
    const transfer = vi
      .spyOn(ctx.app.payments.provider, 'transfer')
      .mockImplementation(async (input) => ({ transferId: `tr_${input.idempotencyKey}` }));
    const reverse = vi
      .spyOn(ctx.app.payments.provider, 'reverseTransfer')
      .mockImplementation(async (input) => ({ reversalId: `trr_${input.idempotencyKey}` }));
    onTestFinished(() => {
      transfer.mockRestore();
      reverse.mockRestore();
    });
    const host = await hostWithPayouts();
    const past = await activityOf(host.id, 'Past kayak', -40);
    const paid = await book(past.id);
    const held = await activityOf(host.id, 'Held cooking', -30);
    await book(held.id);
    await sweepHostTransfers(ctx.app.payments, { asIfEnded: past.id });
    await ctx.app.db.update(profiles).set({ payoutsEnabled: false }).where(eq(profiles.id, host.id));
    await sweepHostTransfers(ctx.app.payments);
    // Refunded in full after the transfer, at the provider: the sweep takes the host's share back.
    await ctx.app.db
      .update(bookings)
      .set({ status: 'refunded', refundedCents: 5000, refundedAt: sql`now()` })
      .where(eq(bookings.id, paid.id));
    await sweepHostTransfers(ctx.app.payments);

    const body = (await payouts(host.cookie)).json() as HostPayouts;

    expect(
      body.activities.map((a) => [a.title, a.pendingCents, a.paidOutCents, a.refundedCents, a.onHold]),
    ).toEqual([
      ['Held cooking', 4500, 0, 0, true],
      ['Past kayak', 0, 0, 5000, false],
    ]);
    expect(reverse).toHaveBeenCalledTimes(1);
  });

  it('keeps a refund owed to a guest out of the pending share and says how much is still on its way back', async () => {
    const host = await hostWithPayouts();
    const past = await activityOf(host.id, 'Past climbing', -40);
    await book(past.id);
    // The guest cancelled in time and the provider refused the refund: half (25 €) is owed until it is made.
    await book(past.id, { refundDueCents: 2500, refundReason: 'guest_cancelled' });

    const body = (await payouts(host.cookie)).json() as HostPayouts;

    expect(body.activities.map((a) => [a.title, a.pendingCents, a.refundOwedCents, a.refundedCents])).toEqual(
      [
        // 45 € of the first booking and 22.50 € of the half the second one keeps (after the 10 % fee).
        ['Past climbing', 4500 + 2250, 2500, 0],
      ],
    );
  });
});
