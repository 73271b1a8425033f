import type { StuckTransfers } from '@sortim/contracts/host-transfers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bookings, profiles } from '#src/db/schema.ts';
import { TransferRefusedError } from '#src/lib/payments/payment-provider.ts';
import { sweepHostTransfers } from '#src/modules/reservations/host-payouts.ts';
import { headers } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { endedPaidBooking, withoutScheduledTransfers } from '#src/test/host-transfers.ts';

/*
 * Admins see the host transfers that are stuck and why: held (payouts off, refused by the provider),
 * failing at the provider, or a reversal after a refund that failed; with host and activity.
 */

const HOUR = 60 * 60 * 1000;
const ctx = useTestApp();
withoutScheduledTransfers(ctx);

const stuck = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/transfers/stuck', headers: headers({ cookie }) });

/** A host's activity that ended `endedHoursAgo` ago with one booking of 2 x 25 € (the host's share 45 €). */
const endedBooking = (hostName: string, title: string, endedHoursAgo: number) =>
  endedPaidBooking(ctx.app.db, {
    host: { name: hostName, profile: { displayName: hostName } },
    title,
    endedHoursAgo,
  });

describe('GET /api/admin/transfers/stuck', () => {
  it('is for admins only', async () => {
    expect((await stuck()).statusCode).toBe(401);
    const host = await signUp(ctx.app, { roles: ['host', 'verified_host'] });
    expect((await stuck(host.cookie)).statusCode).toBe(403);
  });

  it('lists held, failing and unreversed transfers with host, activity and why, and not the ones that went through', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const off = await endedBooking('Olga Off', 'Payouts off walk', 50);
    await ctx.app.db.update(profiles).set({ payoutsEnabled: false }).where(eq(profiles.id, off.host.id));
    const refused = await endedBooking('Rita Refused', 'Refused tapas', 40);
    const failing = await endedBooking('Fede Failing', 'Failing sail', 30);
    const fine = await endedBooking('Paula Paid', 'Paid kayak', 28);
    const unreversed = await endedBooking('Uri Unreversed', 'Refunded cooking', 26);
    const transfer = vi.spyOn(ctx.app.payments.provider, 'transfer').mockImplementation(async (input) => {
      if (input.destination === (await accountOf(refused.host.id))) {
        throw new TransferRefusedError('the account has its transfers capability inactive');
      }
      if (input.destination === (await accountOf(failing.host.id))) throw new Error('connect ETIMEDOUT');
      return { transferId: `tr_${input.idempotencyKey}` };
    });
    const reverse = vi
      .spyOn(ctx.app.payments.provider, 'reverseTransfer')
      .mockRejectedValue(new Error('Stripe is unavailable'));
    onTestFinished(() => {
      transfer.mockRestore();
      reverse.mockRestore();
    });
    await sweepHostTransfers(ctx.app.payments);
    await ctx.app.db
      .update(bookings)
      .set({ status: 'refunded', refundedCents: 2500, refundedAt: sql`now()` })
      .where(eq(bookings.id, unreversed.booking.id));
    await sweepHostTransfers(ctx.app.payments);

    const res = await stuck(admin.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json() as StuckTransfers;
    const mine = items.filter((item) =>
      [off, refused, failing, fine, unreversed].some((b) => b.booking.id === item.bookingId),
    );
    expect(
      mine.map((i) => [
        i.activity.title,
        i.host.name,
        i.kind,
        i.status,
        i.holdReason,
        i.lastError,
        i.amountCents,
      ]),
    ).toEqual([
      [
        'Payouts off walk',
        'Olga Off',
        'transfer',
        'held',
        'payouts_disabled',
        "The host's payouts are not enabled.",
        4500,
      ],
      [
        'Refused tapas',
        'Rita Refused',
        'transfer',
        'held',
        'refused',
        'the account has its transfers capability inactive',
        4500,
      ],
      ['Failing sail', 'Fede Failing', 'transfer', 'pending', null, 'connect ETIMEDOUT', 4500],
      ['Refunded cooking', 'Uri Unreversed', 'reversal', 'paid', null, 'Stripe is unavailable', 2250],
    ]);
    expect(mine[0]).toMatchObject({
      host: { id: off.host.id, email: off.host.email },
      activity: { id: off.activity.id, endTime: off.activity.endTime.toISOString() },
      dueSince: new Date(off.activity.endTime.getTime() + 24 * HOUR).toISOString(),
      attempts: 2,
    });
  });
});

async function accountOf(hostId: string) {
  const [row] = await ctx.app.db
    .select({ account: profiles.stripeAccountId })
    .from(profiles)
    .where(eq(profiles.id, hostId));
  return row?.account;
}
