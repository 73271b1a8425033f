import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, bookings, hostTransfers, paymentSessions, profiles } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookingsOf } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { enablePayouts } from '#src/test/host-activities.ts';
import { postWebhook, refundRetriesDueNow, signedEvent } from '#src/test/payments.ts';
import { useStripeTestApp } from '#src/test/stripe-app.ts';
import type { Finding } from './finding.ts';
import { formatReport, isClean, parseSince, type ReconcileReport, reconcile } from './reconcile.ts';

/*
 * Reconciliation against the Stripe stand-in on a real database: each kind of finding appears when the
 * books disagree in that way, and goes once the sweep (or a person) has put them right. The first test
 * runs on clean books: nothing found.
 */

const WEBHOOK_SECRET = 'whsec_reconcile';

const ctx = useStripeTestApp(WEBHOOK_SECRET, { STRIPE_TIMEOUT_MS: '300' });

const run = () =>
  reconcile(
    { db: ctx.app.db, provider: ctx.app.payments.provider },
    { since: new Date(Date.now() - 60 * 60 * 1000) },
  );

/** The findings that name `id` (a payment, booking, session or refund id). */
const about = (report: ReconcileReport, id: string): Finding[] =>
  report.findings.filter((f) => Object.values(f.ids).includes(id));

async function newActivity(capacity = 4) {
  const host = await signUp(ctx.app, { roles: ['host'] });
  await enablePayouts(ctx.app, host.id);
  const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity, priceCents: 2000 });
  return { host, activity };
}

async function startCheckout(guest: TestAccount, activityId: string, spots = 1) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: { activityId, spots },
  });
  expect(res.statusCode).toBe(201);
  return res.json().sessionId as string;
}

const deliver = (type: string, object: object) =>
  postWebhook(ctx.app, signedEvent(WEBHOOK_SECRET, type, object as Record<string, unknown>));

/** A guest checks out and pays; the webhook books it. */
async function bookPaid(activityId: string, spots = 1) {
  const guest = await signUp(ctx.app);
  const paid = ctx.stripe.completeSession(await startCheckout(guest, activityId, spots));
  expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
  const booking = (await bookingsOf(ctx.app, activityId)).find((b) => b.userId === guest.id);
  if (!booking?.providerPaymentId) throw new Error('no booking');
  return { guest, booking: { ...booking, providerPaymentId: booking.providerPaymentId } };
}

const refundRequest = (guest: TestAccount, bookingId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/refund`,
    headers: { cookie: guest.cookie },
  });

describe('reconcile', () => {
  it('finds nothing when the books balance: bookings, a refund, an abandoned checkout', async () => {
    const { activity } = await newActivity(2);
    await bookPaid(activity.id);
    const { guest, booking } = await bookPaid(activity.id);
    expect((await refundRequest(guest, booking.id)).statusCode).toBe(200);
    const other = await newActivity();
    const abandoned = await startCheckout(await signUp(ctx.app), other.activity.id);
    ctx.stripe.expireSession(abandoned);
    await ctx.app.db
      .update(paymentSessions)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentSessions.providerSessionId, abandoned));
    await sweepPayments(ctx.app.payments);

    const report = await run();

    expect(report.findings).toEqual([]);
    expect(report).toMatchObject({
      provider: 'stripe',
      complete: true,
      checked: { payments: 2, refunds: 1 },
    });
    expect(isClean(report)).toBe(true);
    expect(formatReport(report)).toEqual([
      expect.stringMatching(
        /^reconcile \(stripe, since .+\): 2 payments, 1 refunds and 1 paid bookings checked; nothing found$/,
      ),
    ]);
  });

  it('finds a payment without a booking (webhook and return lost), until the sweep books it', async () => {
    const { activity } = await newActivity();
    const checkoutId = await startCheckout(await signUp(ctx.app), activity.id, 2);
    const paid = ctx.stripe.completeSession(checkoutId);
    const paymentId = String(paid.payment_intent);

    const report = await run();

    expect(about(report, paymentId)).toEqual([
      {
        kind: 'paid_without_booking',
        amountCents: 4000,
        ids: expect.objectContaining({ payment: paymentId, checkout: checkoutId }),
        detail: 'paid at the provider; our checkout is open, with no booking',
      },
    ]);
    expect(isClean(report)).toBe(false);
    expect(formatReport(report).at(-1)).toMatch(/1 finding: 1 paid_without_booking$/);

    await ctx.app.db
      .update(paymentSessions)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(paymentSessions.providerSessionId, checkoutId));
    await sweepPayments(ctx.app.payments);

    expect(about(await run(), paymentId)).toEqual([]);
  });

  it('finds a paid booking whose payment was refunded at the provider (its event lost), and one Stripe never had', async () => {
    const { activity } = await newActivity();
    const { booking } = await bookPaid(activity.id);
    await ctx.app.payments.provider.refund({
      paymentId: booking.providerPaymentId,
      amountCents: booking.amountCents,
      idempotencyKey: 'from-the-dashboard',
    });
    const ghost = await bookPaid(activity.id);
    await ctx.app.db
      .update(bookings)
      .set({ providerPaymentId: 'pi_test_never_made' })
      .where(eq(bookings.id, ghost.booking.id));

    const report = await run();

    expect(about(report, booking.id)).toEqual([
      expect.objectContaining({
        kind: 'booking_without_payment',
        amountCents: 2000,
        detail: 'paid here, refunded in full at the provider',
      }),
    ]);
    expect(about(report, 'pi_test_never_made')).toEqual([
      expect.objectContaining({
        kind: 'booking_without_payment',
        amountCents: 2000,
        detail: 'paid here; the provider has no such payment',
      }),
    ]);
    // Its real payment now belongs to no booking.
    expect(about(report, ghost.booking.providerPaymentId).map((f) => f.kind)).toEqual([
      'paid_without_booking',
    ]);
  });

  it('finds refunds owed while Stripe refuses them (a late payment, a cancelled activity), gone once the sweep makes them', async () => {
    const { host, activity } = await newActivity(2);
    const { booking } = await bookPaid(activity.id);
    // A late payment for a hold that expired while the last spot was sold to someone else.
    const late = await startCheckout(await signUp(ctx.app), activity.id);
    await ctx.app.db
      .update(paymentSessions)
      .set({ status: 'expired', holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentSessions.providerSessionId, late));
    await ctx.app.db.execute(sql`update activities set spots_remaining = 0 where id = ${activity.id}`);
    const latePaid = ctx.stripe.completeSession(late);
    ctx.stripe.failNext('refund.create', 'error', Number.POSITIVE_INFINITY);
    expect((await deliver('checkout.session.completed', latePaid)).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/host/activities/${activity.id}`,
      headers: { cookie: host.cookie },
    });
    expect(cancel.statusCode).toBe(502);

    const report = await run();

    expect(about(report, String(latePaid.payment_intent))).toEqual([
      expect.objectContaining({ kind: 'refund_pending', amountCents: 2000 }),
    ]);
    // The host's cancellation recorded the guest's refund before asking: owed, named by booking, once.
    expect(about(report, booking.id)).toEqual([
      {
        kind: 'refund_pending',
        amountCents: 2000,
        ids: { booking: booking.id, activity: activity.id, payment: booking.providerPaymentId },
        detail: expect.stringMatching(
          /^a refund owed since .+, not made yet \(\d+ failed attempts; the sweep asks again\)$/,
        ),
      },
    ]);
    expect(isClean(report)).toBe(false);

    ctx.stripe.recover();
    await refundRetriesDueNow(ctx.app);
    await sweepPayments(ctx.app.payments);

    const after = await run();
    expect(about(after, String(latePaid.payment_intent))).toEqual([]);
    expect(about(after, booking.id)).toEqual([]);
  });

  it('names a booking with a refund owed (refund_pending) and one that kept money on a cancelled activity (kept_on_cancelled), until the sweep refunds both', async () => {
    // A refund recorded and not made (the provider refused it): the booking still paid, what is due set.
    const first = await newActivity();
    const owed = (await bookPaid(first.activity.id)).booking;
    await ctx.app.db
      .update(bookings)
      // Its next try an hour away, as after three failures: the app's own sweep must not make it mid-test.
      .set({
        refundReason: 'guest_cancelled',
        refundDueCents: 2000,
        refundAttempts: 3,
        refundRetryAt: new Date(Date.now() + 60 * 60 * 1000),
      })
      .where(eq(bookings.id, owed.id));
    // A guest cancelled past the deadline (nothing back), then the host cancelled the activity, with no rest
    // recorded yet (a cancellation interrupted before it recorded it).
    const second = await newActivity();
    const kept = (await bookPaid(second.activity.id)).booking;
    await ctx.app.db
      .update(bookings)
      .set({ status: 'cancelled', refundedCents: 0 })
      .where(eq(bookings.id, kept.id));
    await ctx.app.db
      .update(activities)
      .set({ status: 'cancelled', isPublished: false })
      .where(eq(activities.id, second.activity.id));

    const report = await run();

    // Each named once, by booking, and its payment reported as nothing else.
    expect(about(report, owed.providerPaymentId)).toEqual([
      {
        kind: 'refund_pending',
        amountCents: 2000,
        ids: { booking: owed.id, activity: first.activity.id, payment: owed.providerPaymentId },
        detail: expect.stringMatching(
          /^a refund owed since .+, not made yet \(3 failed attempts; the sweep asks again\)$/,
        ),
      },
    ]);
    expect(about(report, kept.providerPaymentId)).toEqual([
      {
        kind: 'kept_on_cancelled',
        amountCents: 2000,
        ids: { booking: kept.id, activity: second.activity.id, payment: kept.providerPaymentId },
        detail: expect.stringContaining('the host cancelled the activity'),
      },
    ]);
    expect(isClean(report)).toBe(false);
    expect(formatReport(report).at(-1)).toMatch(
      /1 refund_pending.*1 kept_on_cancelled|1 kept_on_cancelled.*1 refund_pending/,
    );

    await refundRetriesDueNow(ctx.app);
    await sweepPayments(ctx.app.payments);

    // The owed refund made under the booking's key; the rest recorded and made under its own.
    const refundsAt = (paymentId: string) =>
      ctx.stripe.refunds.filter((r) => r.payment_intent === paymentId).map((r) => r.amount);
    expect(refundsAt(owed.providerPaymentId)).toEqual([2000]);
    expect(refundsAt(kept.providerPaymentId)).toEqual([2000]);
    expect(
      ctx.stripe.requests
        .filter(
          (r) =>
            r.method === 'POST' &&
            r.path === '/v1/refunds' &&
            r.params.payment_intent === kept.providerPaymentId,
        )
        .map((r) => r.idempotencyKey),
    ).toEqual([`refund-rest-${kept.id}`]);
    const [owedRow] = await bookingsOf(ctx.app, first.activity.id);
    expect(owedRow).toMatchObject({ status: 'refunded', refundedCents: 2000 });
    const [keptRow] = await bookingsOf(ctx.app, second.activity.id);
    expect(keptRow).toMatchObject({
      status: 'refunded',
      refundedCents: 2000,
      refundRestCents: 2000,
      refundReason: 'host_cancelled',
      restRefundId: expect.stringMatching(/^re_/),
    });
    const after = await run();
    expect(about(after, owed.providerPaymentId)).toEqual([]);
    expect(about(after, kept.providerPaymentId)).toEqual([]);
  });

  it('finds a refund that failed at the provider', async () => {
    const { activity } = await newActivity();
    const { guest, booking } = await bookPaid(activity.id);
    expect((await refundRequest(guest, booking.id)).statusCode).toBe(200);
    const [refund] = ctx.stripe.refunds.filter((r) => r.payment_intent === booking.providerPaymentId);
    ctx.stripe.failRefund(refund?.id ?? '');

    const report = await run();

    expect(about(report, booking.providerPaymentId)).toEqual([
      {
        kind: 'refund_failed',
        amountCents: 2000,
        ids: { refund: refund?.id, payment: booking.providerPaymentId },
        detail: 'the provider reports the refund failed',
      },
    ]);
  });

  /** The transfer job's work for one booking, as it does it: the provider's transfer, then our row. */
  async function payHost(
    booking: { id: string; activityId: string; providerPaymentId: string },
    cents: number,
  ) {
    const [host] = await ctx.app.db
      .select({ account: profiles.stripeAccountId })
      .from(activities)
      .innerJoin(profiles, eq(profiles.id, activities.hostId))
      .where(eq(activities.id, booking.activityId));
    const destination = host?.account ?? '';
    if (!ctx.stripe.accounts.has(destination)) ctx.stripe.addAccount(destination);
    const { transferId } = await ctx.app.payments.provider.transfer({
      paymentId: booking.providerPaymentId,
      destination,
      amountCents: cents,
      transferGroup: `activity_${booking.activityId}`,
      idempotencyKey: `transfer-${booking.id}`,
    });
    await ctx.app.db.insert(hostTransfers).values({
      bookingId: booking.id,
      status: 'paid',
      destination,
      transferredCents: cents,
      providerTransferId: transferId,
      paidAt: new Date(),
    });
    return transferId;
  }

  it('owes a platform charge’s host nothing before the transfer is due, then finds it overdue, held or not', async () => {
    const { activity } = await newActivity();
    const { booking } = await bookPaid(activity.id, 2);
    const endsAt = activity.endTime.getTime();
    const at = (hours: number) =>
      reconcile(
        { db: ctx.app.db, provider: ctx.app.payments.provider },
        { since: new Date(Date.now() - 60 * 60 * 1000), now: new Date(endsAt + hours * 60 * 60 * 1000) },
      );

    // Paid a day after the end by the sweep: an hour's grace for it, then it is overdue.
    expect(about(await at(24.5), booking.id)).toEqual([]);
    expect(about(await at(26), booking.id)).toEqual([
      expect.objectContaining({
        kind: 'transfer_owed',
        amountCents: 3600,
        detail: 'not transferred to the host 26 hours after the activity ended',
      }),
    ]);

    await ctx.app.db.insert(hostTransfers).values({
      bookingId: booking.id,
      status: 'held',
      holdReason: 'payouts_disabled',
      lastError: 'the host’s payouts are off',
    });
    expect(about(await at(30), booking.id)).toEqual([
      expect.objectContaining({
        amountCents: 3600,
        detail:
          'not transferred to the host 30 hours after the activity ended; held (payouts_disabled: the host’s payouts are off)',
      }),
    ]);
  });

  it('finds a platform charge’s transfer taken back in part, or missing at the provider though our books have it', async () => {
    const { activity } = await newActivity();
    const { booking } = await bookPaid(activity.id, 2);
    const transferId = await payHost(booking, 3600);

    expect(about(await run(), booking.providerPaymentId)).toEqual([]);

    // 1000 of it taken back (from Stripe's dashboard, say): 2600 of the 3600 our books say the host has.
    await ctx.app.payments.provider.reverseTransfer({
      transferId,
      amountCents: 1000,
      idempotencyKey: 'dash',
    });
    const report = await run();

    expect(about(report, booking.providerPaymentId)).toEqual([
      expect.objectContaining({
        kind: 'transfer_owed',
        amountCents: 1000,
        detail: 'the host received 2600 of 3600 cents',
      }),
    ]);
    expect(formatReport(report)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^transfer_owed +€10\\.00 payment=${booking.providerPaymentId} checkout=cs_test_\\w+ session=`,
        ),
      ),
    );

    const other = await bookPaid(activity.id);
    await ctx.app.db.insert(hostTransfers).values({
      bookingId: other.booking.id,
      status: 'paid',
      destination: 'acct_somewhere',
      transferredCents: 1800,
      providerTransferId: 'tr_never_made',
      paidAt: new Date(),
    });
    expect(about(await run(), other.booking.id)).toEqual([
      expect.objectContaining({
        kind: 'transfer_owed',
        amountCents: 1800,
        detail: 'our books have transfer tr_never_made; the provider has no transfer from this payment',
      }),
    ]);
  });

  it('reads a window and says when the provider had more than the limit', async () => {
    const report = await reconcile(
      { db: ctx.app.db, provider: ctx.app.payments.provider },
      { since: new Date(Date.now() - 60 * 60 * 1000), limit: 1 },
    );

    expect(report.complete).toBe(false);
    expect(isClean(report)).toBe(false);
    expect(formatReport(report).at(-1)).toMatch(/INCOMPLETE/);
  });
});

describe('parseSince', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('reads days, hours and dates', () => {
    expect(parseSince('30d', now)).toEqual(new Date('2026-10-28T12:00:00Z'));
    expect(parseSince('12h', now)).toEqual(new Date('2026-11-27T00:00:00Z'));
    expect(parseSince('2026-11-01', now)).toEqual(new Date('2026-11-01T00:00:00Z'));
  });

  it('refuses anything else', () => {
    expect(parseSince('yesterday', now)).toBeNull();
    expect(parseSince('-3d', now)).toBeNull();
  });
});
