import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, paidWithoutEvent, startCheckoutAs } from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { formatReport, reconcile } from './reconcile.ts';

/*
 * With the built-in test provider (no Stripe key), its records are its own table: the same comparison
 * runs against them.
 */

const ctx = useTestApp();

const run = () =>
  reconcile(
    { db: ctx.app.db, provider: ctx.app.payments.provider },
    { since: new Date(Date.now() - 60 * 60 * 1000) },
  );

describe('reconcile with the built-in test provider', () => {
  it('finds nothing after a booking and a refund', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 1800 });
    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(ctx.app, guest, activity.id, 2);
    await bookAndPay(ctx.app, await signUp(ctx.app), activity.id);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/refund`,
      headers: { cookie: guest.cookie },
    });
    expect(refund.statusCode).toBe(200);

    const report = await run();

    expect(report).toMatchObject({
      provider: 'test',
      findings: [],
      complete: true,
      checked: { payments: 2, refunds: 1, bookings: 1 },
    });
  });

  it('finds a payment whose event was lost', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 1800 });
    const checkout = await startCheckoutAs(ctx.app, await signUp(ctx.app), activity.id);
    await paidWithoutEvent(ctx.app, checkout.sessionId, 'pi_test_event_lost');

    const report = await run();

    expect(report.findings).toEqual([
      {
        kind: 'paid_without_booking',
        amountCents: 1800,
        ids: {
          payment: 'pi_test_event_lost',
          checkout: checkout.sessionId,
          session: checkout.paymentSessionId,
        },
        detail: 'paid at the provider; our checkout is open, with no booking',
      },
    ]);
    expect(formatReport(report)).toEqual([
      `paid_without_booking       €18.00 payment=pi_test_event_lost checkout=${checkout.sessionId} session=${checkout.paymentSessionId} (paid at the provider; our checkout is open, with no booking)`,
      expect.stringMatching(
        /: 3 payments, 1 refunds and 1 paid bookings checked; 1 finding: 1 paid_without_booking$/,
      ),
    ]);
  });
});
