import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { hostTransfers } from '#src/db/schema.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createPaymentSession,
  createUser,
} from '#src/test/factories.ts';
import { withoutScheduledTransfers } from '#src/test/host-transfers.ts';

/** A host's upcoming activity with one paid booking (15 €, 1.50 € the platform's fee). */
async function upcomingPaidBooking(db: Parameters<typeof createHost>[0]) {
  const host = await createHost(db);
  const activity = await createActivity(db, { hostId: host.id, spotsRemaining: 9 });
  const guest = await createUser(db);
  const session = await createPaymentSession(db, {
    userId: guest.id,
    activityId: activity.id,
    platformFeeCents: 150,
    status: 'completed',
  });
  const booking = await createBooking(db, {
    userId: guest.id,
    activityId: activity.id,
    paymentSessionId: session.id,
    providerPaymentId: `pi_${session.id}`,
  });
  return { activity, booking };
}

describe('/dev/host-transfers/run outside production', () => {
  const ctx = useTestApp();
  withoutScheduledTransfers(ctx);

  it("pays one activity's hosts as if it had ended a day ago, and no other", async () => {
    const transfer = vi
      .spyOn(ctx.app.payments.provider, 'transfer')
      .mockImplementation(async (input) => ({ transferId: `tr_${input.idempotencyKey}` }));
    onTestFinished(() => transfer.mockRestore());
    const mine = await upcomingPaidBooking(ctx.app.db);
    const other = await upcomingPaidBooking(ctx.app.db);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev/host-transfers/run',
      payload: { activityId: mine.activity.id },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paid: 1, held: 0, nothing_due: 0, failed: 0, skipped: 0 });
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 1350,
      idempotencyKey: `transfer-${mine.booking.id}`,
    });
    const [row] = await ctx.app.db
      .select()
      .from(hostTransfers)
      .where(eq(hostTransfers.bookingId, mine.booking.id));
    expect(row).toMatchObject({ status: 'paid', transferredCents: 1350 });
    const others = await ctx.app.db
      .select()
      .from(hostTransfers)
      .where(eq(hostTransfers.bookingId, other.booking.id));
    expect(others).toEqual([]);
  });

  it('is a 404 to another address', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev/host-transfers/run',
      payload: { activityId: '6a1f0c0e-1111-4222-8333-444455556666' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('/dev/host-transfers/run in production', () => {
  const ctx = useTestApp(PRODUCTION_ENV);

  it('does not exist', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev/host-transfers/run',
      payload: { activityId: '6a1f0c0e-1111-4222-8333-444455556666' },
    });
    expect(res.statusCode).toBe(404);
  });
});
