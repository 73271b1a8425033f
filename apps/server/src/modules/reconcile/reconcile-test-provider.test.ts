import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostTransfers, profiles, testProviderCheckouts } from '#src/db/schema.ts';
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

  it('reads a booking paid before transfers as a destination charge: its host was paid with the payment', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2000 });
    const { checkout, booking } = await bookAndPay(ctx.app, await signUp(ctx.app), activity.id);
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, host.id));
    // As such a booking's rows are: the checkout names the host's account and our fee, the transfer row says so.
    await ctx.app.db
      .update(testProviderCheckouts)
      .set({
        destinationAccount: profile?.stripeAccountId ?? '',
        applicationFeeCents: 200,
        transferGroup: null,
      })
      .where(eq(testProviderCheckouts.id, checkout.sessionId));
    await ctx.app.db.insert(hostTransfers).values({ bookingId: booking.id, status: 'destination_charge' });

    expect((await run()).findings.filter((f) => f.ids.booking === booking.id)).toEqual([]);

    await ctx.app.db
      .update(testProviderCheckouts)
      .set({ destinationAccount: 'acct_someone_else' })
      .where(eq(testProviderCheckouts.id, checkout.sessionId));
    expect((await run()).findings.filter((f) => f.ids.booking === booking.id)).toEqual([
      expect.objectContaining({
        kind: 'transfer_owed',
        amountCents: 1800,
        detail: `the transfer went to acct_someone_else, not the host's ${profile?.stripeAccountId}`,
      }),
    ]);
  });

  // Last: the counts of the tests above include every payment made so far.
  it('finds nothing after a policy’s half refund, nor after a cancellation past the last deadline (both keep money by their terms)', async () => {
    const host = await createHost(ctx.app.db);
    const soon = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);
    const strict = await createActivity(ctx.app.db, {
      hostId: host.id,
      priceCents: 1801,
      cancellationPolicy: 'strict',
      startTime: soon(72),
      endTime: soon(74),
    });
    const moderate = await createActivity(ctx.app.db, {
      hostId: host.id,
      priceCents: 1800,
      cancellationPolicy: 'moderate',
      startTime: soon(12),
      endTime: soon(14),
    });
    const payments: string[] = [];
    for (const activityId of [strict.id, moderate.id]) {
      const guest = await signUp(ctx.app);
      const { booking } = await bookAndPay(ctx.app, guest, activityId);
      payments.push(booking.providerPaymentId ?? '');
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/refund`,
        headers: { cookie: guest.cookie },
      });
      expect(res.json().outcome).toBe(activityId === strict.id ? 'refunded' : 'cancelled');
    }

    const report = await run();

    // The tests above left findings of their own; these two bookings make none.
    expect(report.findings.filter((f) => payments.includes(f.ids.payment ?? ''))).toEqual([]);
  });
});
