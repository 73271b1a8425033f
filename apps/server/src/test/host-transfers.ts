import { beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import type { Database } from '#src/db/client.ts';
import { createActivity, createBooking, createHost, createPaymentSession, createUser } from './factories.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Stops this test app's own 'payments.host-transfers' worker, whose schedule (every 5 minutes) would
 * otherwise pay the test's bookings with the app's provider between the test's own runs of the job.
 */
export function withoutScheduledTransfers(ctx: { app: App }) {
  beforeAll(async () => {
    await ctx.app.jobs.boss.offWork('payments.host-transfers');
  });
}

/**
 * A host's activity that ended `endedHoursAgo` ago (25 by default: its transfer due) with one guest's
 * booking of 2 spots at 25 €, paid through a completed checkout: 50 €, of which the platform keeps 5 €, so
 * the host's share is 45 €.
 */
export async function endedPaidBooking(
  db: Database,
  {
    endedHoursAgo = 25,
    host: hostOverrides = {},
    title,
    status = 'paid',
    refundedCents = null,
  }: {
    endedHoursAgo?: number;
    host?: Parameters<typeof createHost>[1];
    title?: string;
    status?: 'paid' | 'refunded' | 'cancelled';
    refundedCents?: number | null;
  } = {},
) {
  const host = await createHost(db, hostOverrides);
  const start = new Date(Date.now() - (endedHoursAgo + 2) * HOUR);
  const activity = await createActivity(db, {
    hostId: host.id,
    ...(title && { title }),
    priceCents: 2500,
    spotsRemaining: 8,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
  });
  const guest = await createUser(db);
  const session = await createPaymentSession(db, {
    userId: guest.id,
    activityId: activity.id,
    spots: 2,
    unitPriceCents: 2500,
    platformFeeCents: 500,
    status: 'completed',
  });
  const booking = await createBooking(db, {
    userId: guest.id,
    activityId: activity.id,
    paymentSessionId: session.id,
    spots: 2,
    unitPriceCents: 2500,
    providerPaymentId: `pi_${session.id}`,
    status,
    refundedCents,
    refundedAt: status === 'refunded' ? new Date() : null,
  });
  return { host, activity, guest, booking };
}
