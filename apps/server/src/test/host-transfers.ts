import { beforeAll } from 'vitest';
import type { App } from '#src/app.ts';

/**
 * Stops this test app's own 'payments.host-transfers' worker, whose schedule (every 5 minutes) would
 * otherwise pay the test's bookings with the app's provider between the test's own runs of the job.
 */
export function withoutScheduledTransfers(ctx: { app: App }) {
  beforeAll(async () => {
    await ctx.app.jobs.boss.offWork('payments.host-transfers');
  });
}
