import { randomUUID } from 'node:crypto';
import type { CheckoutResult } from '@sortim/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  bookings,
  emailOutbox,
  hostTransfers,
  paymentSessions,
  testProviderCheckouts,
} from '#src/db/schema.ts';
import { sweepHostTransfers } from '#src/modules/reservations/host-payouts.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { TEST_CARD, testProviderOf } from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { withoutScheduledTransfers } from '#src/test/host-transfers.ts';
import { addPriceCategory, categoriesOfActivity, createPromoCode } from '#src/test/party-bookings.ts';
import { reconcile } from './reconcile.ts';

/*
 * Reconcile with discounts, on the built-in test provider: a checkout collects its lines less the code's
 * discount (the session's amount_cents), and that, not the subtotal, is what the provider's payment is
 * compared with. A host's code comes off the host's share; a platform code off our fee, so the host is paid
 * the subtotal less the regular fee. Balanced books find nothing; a payment of another amount is found.
 */

const ctx = useTestApp({ PLATFORM_FEE_PERCENT: '10' });
withoutScheduledTransfers(ctx);

const HOUR = 60 * 60 * 1000;

const run = () =>
  reconcile(
    { db: ctx.app.db, provider: ctx.app.payments.provider },
    { since: new Date(Date.now() - HOUR), now: new Date() },
  );

/** An activity at €20 an adult and €10 a child; its host and both prices. */
async function familyActivity() {
  // An account id the test provider pays (letters and digits after acct_).
  const account = `acct_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const host = await createHost(ctx.app.db, { profile: { stripeAccountId: account } });
  const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2000, capacity: 10 });
  const [adult] = await categoriesOfActivity(ctx.app.db, activity.id);
  if (!adult) throw new Error('no first price');
  const child = await addPriceCategory(ctx.app.db, activity.id, { kind: 'child', priceCents: 1000 });
  return { host, activity, adult, child };
}

/** A guest checks out 2 adults and a child (€50) with a code, and pays on the provider's page. */
async function payWithCode(family: Awaited<ReturnType<typeof familyActivity>>, code: string) {
  const guest = await signUp(ctx.app);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: {
      activityId: family.activity.id,
      lines: [
        { categoryId: family.adult.id, quantity: 2 },
        { categoryId: family.child.id, quantity: 1 },
      ],
      code,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const checkout = res.json() as CheckoutResult;
  const paid = await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD);
  expect(paid.kind).toBe('paid');
  const [booking] = await ctx.app.db
    .select()
    .from(bookings)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .where(eq(paymentSessions.providerSessionId, checkout.sessionId));
  if (!booking?.bookings.providerPaymentId) throw new Error('the payment made no booking');
  return { guest, checkout, booking: booking.bookings, session: booking.payment_sessions };
}

/** The activity ended a day ago (its host's transfer now due), and the transfer sweep has run. */
async function endAndPayHost(activityId: string) {
  await ctx.app.db
    .update(activities)
    .set({ startTime: sql`now() - interval '30 hours'`, endTime: sql`now() - interval '28 hours'` })
    .where(eq(activities.id, activityId));
  await sweepHostTransfers(ctx.app.payments);
}

const findingsAbout = async (paymentIds: string[]) =>
  (await run()).findings.filter((f) => paymentIds.includes(f.ids.payment ?? ''));

describe('reconcile with promo codes', () => {
  it('finds nothing for bookings paid with a host’s code and a platform code, their hosts paid their shares', async () => {
    const family = await familyActivity();
    const hostCode = await createPromoCode(ctx.app.db, {
      prefix: 'HOST',
      hostId: family.host.id,
      percentOff: 20,
    });
    const platformCode = await createPromoCode(ctx.app.db, { prefix: 'SORTIM', amountOffCents: 300 });

    const byHost = await payWithCode(family, hostCode.code);
    const byPlatform = await payWithCode(family, platformCode.code);

    // €50 less 20 % is €40, of which our 10 % fee; €50 less the platform's €3 is €47, our €5 fee less €3.
    expect(byHost.session).toMatchObject({
      subtotalCents: 5000,
      discountCents: 1000,
      amountCents: 4000,
      platformFeeCents: 400,
      discountPayer: 'host',
    });
    expect(byPlatform.session).toMatchObject({
      subtotalCents: 5000,
      discountCents: 300,
      amountCents: 4700,
      platformFeeCents: 200,
      discountPayer: 'platform',
    });
    const [providerCheckout] = await ctx.app.db
      .select({ amountCents: testProviderCheckouts.amountCents })
      .from(testProviderCheckouts)
      .where(eq(testProviderCheckouts.id, byPlatform.checkout.sessionId));
    expect(providerCheckout?.amountCents).toBe(4700);

    await endAndPayHost(family.activity.id);
    const transfers = await ctx.app.db
      .select({ bookingId: hostTransfers.bookingId, transferredCents: hostTransfers.transferredCents })
      .from(hostTransfers)
      .where(eq(hostTransfers.status, 'paid'));
    // The host's code is the host's money (€40 less our €4); a platform code is ours (€50 less the usual €5).
    expect(transfers.find((t) => t.bookingId === byHost.booking.id)?.transferredCents).toBe(3600);
    expect(transfers.find((t) => t.bookingId === byPlatform.booking.id)?.transferredCents).toBe(4500);

    const payments = [byHost, byPlatform].map((paid) => paid.booking.providerPaymentId ?? '');
    expect(await findingsAbout(payments)).toEqual([]);
  });

  it('confirms the booking by e-mail with each price and the code’s discount', async () => {
    const family = await familyActivity();
    const code = await createPromoCode(ctx.app.db, {
      prefix: 'HOST',
      hostId: family.host.id,
      percentOff: 20,
    });

    const { guest } = await payWithCode(family, code.code);

    const [mail] = await ctx.app.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, guest.email));
    expect(mail?.text).toContain(
      `2 × Adult: €40.00\n1 × Child: €10.00\nCode ${code.code}: −€10.00\n\nPaid: €40.00`,
    );
    expect(mail?.text).toContain('Ticket 3 of 3 · Child: ');
  });

  it('finds a payment of another amount than its checkout’s (the code’s discount lost at the provider)', async () => {
    const family = await familyActivity();
    const code = await createPromoCode(ctx.app.db, {
      prefix: 'HOST',
      hostId: family.host.id,
      percentOff: 20,
    });
    const { checkout, booking } = await payWithCode(family, code.code);
    // As if the payment page had charged the lines without the code: the subtotal.
    await ctx.app.db
      .update(testProviderCheckouts)
      .set({ amountCents: 5000 })
      .where(eq(testProviderCheckouts.id, checkout.sessionId));

    expect(await findingsAbout([booking.providerPaymentId ?? ''])).toEqual([
      {
        kind: 'amount_mismatch',
        amountCents: 1000,
        ids: expect.objectContaining({ payment: booking.providerPaymentId, booking: booking.id }),
        detail: 'the provider took 5000 cents; the checkout was for 4000 (more: owed back to the guest)',
      },
    ]);
  });
});
