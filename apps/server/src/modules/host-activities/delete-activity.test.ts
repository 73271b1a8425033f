import type { MyBookingList } from '@sortim/contracts/bookings';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { activities, emailOutbox, waitlistEntries } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import {
  bookAndPay,
  bookingsOf,
  paymentSessionOf,
  providerCheckoutOf,
  providerRefundsOf,
  startCheckoutAs,
  subjectsTo,
  waitlistOf,
} from '#src/test/checkout.ts';
import { createActivity, createBooking, createWaitlistEntry } from '#src/test/factories.ts';
import {
  deleteRequest,
  getRequest,
  HOUR,
  payingHost,
  publicListed,
  uniqueWord,
} from '#src/test/host-activities.ts';
import { refundRetriesDueNow } from '#src/test/payments.ts';
import { withKeptPreview } from '#src/test/previews.ts';

const ctx = useTestApp();

async function activityRow(id: string) {
  const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, id));
  return row;
}

function spyOnRefunds() {
  const spy = vi.spyOn(ctx.app.payments.provider, 'refund');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/**
 * A booked activity: two guests paid (2 spots and 1), a third is at the payment page holding 2, one person
 * waits in line and another holds a waitlist offer.
 */
async function bookedActivity() {
  const host = await payingHost(ctx.app);
  const word = uniqueWord();
  const title = `Paella class ${word}`;
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title,
    capacity: 10,
    priceCents: 2500,
  });
  const guests = [await signUp(ctx.app), await signUp(ctx.app)] as const;
  const paid = [
    await bookAndPay(ctx.app, guests[0], activity.id, 2),
    await bookAndPay(ctx.app, guests[1], activity.id, 1),
  ] as const;
  const payer = await signUp(ctx.app);
  const held = await startCheckoutAs(ctx.app, payer, activity.id, 2);
  const waiting = await signUp(ctx.app);
  await createWaitlistEntry(ctx.app.db, { userId: waiting.id, activityId: activity.id });
  const offered = await signUp(ctx.app);
  const offer = await createWaitlistEntry(ctx.app.db, { userId: offered.id, activityId: activity.id });
  await ctx.app.db
    .update(waitlistEntries)
    .set({ offerExpiresAt: new Date(Date.now() + 6 * HOUR) })
    .where(eq(waitlistEntries.id, offer.id));
  await ctx.app.db.update(activities).set({ spotsRemaining: 4 }).where(eq(activities.id, activity.id));
  return { host, activity, title, word, guests, paid, payer, held, waiting, offered };
}

/** Every paid guest got their money back exactly once, with one e-mail. */
async function expectRefundedOnce(booked: Awaited<ReturnType<typeof bookedActivity>>) {
  for (const [i, { checkout, booking }] of booked.paid.entries()) {
    const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
    expect(atProvider.refundedCents).toBe(booking.amountCents);
    expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
    const guest = booked.guests[i] as TestAccount;
    const mails = await subjectsTo(ctx.app, guest.email);
    expect(mails.filter((s) => s === `Cancelled by the host: ${booked.title}`)).toHaveLength(1);
  }
  const rows = await bookingsOf(ctx.app, booked.activity.id);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row.status).toBe('refunded');
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(row.providerRefundId).toMatch(/^re_test_/);
  }
}

/** Each person on the waitlist (one of them holding an offer) was told once that the line ended. */
async function expectWaitlistToldOnce(booked: Awaited<ReturnType<typeof bookedActivity>>) {
  for (const person of [booked.waiting, booked.offered]) {
    const mails = await subjectsTo(ctx.app, person.email);
    expect(mails.filter((s) => s === `Cancelled by the host: ${booked.title}`)).toHaveLength(1);
  }
}

describe('DELETE /api/host/activities/:id', () => {
  it('erases an activity nobody has paid for', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const activity = await createActivity(ctx.app.db, { hostId: host.id });

    const res = await deleteRequest(ctx.app, host, activity.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted', refundedBookings: 0 });
    expect(await activityRow(activity.id)).toBeUndefined();
    const after = await getRequest(ctx.app, host, activity.id);
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(HOSTING_MESSAGES.notFound);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/activities/${activity.id}` })).statusCode).toBe(
      404,
    );
  });

  it("removes the activity's kept preview pictures with it", async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const kept = await withKeptPreview(ctx.app, ctx.config.uploadsDir, activity.id);

    expect((await deleteRequest(ctx.app, host, activity.id)).statusCode).toBe(200);

    expect(await kept()).toEqual([]);
  });

  it('cancels a booked activity: each paid guest refunded in full and told, holds and waitlist ended, records kept', async () => {
    const booked = await bookedActivity();
    const before = (await getRequest(ctx.app, booked.host, booked.activity.id)).json();
    // The delete dialog names the consequence beforehand.
    expect(before).toMatchObject({ paidBookings: 2, paidAmountCents: 7500 });

    const res = await deleteRequest(ctx.app, booked.host, booked.activity.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'cancelled', refundedBookings: 2 });
    await expectRefundedOnce(booked);
    // The guest at the payment page can no longer pay: the checkout is closed there and here.
    expect((await paymentSessionOf(ctx.app, booked.held.paymentSessionId)).status).toBe('cancelled');
    expect((await providerCheckoutOf(ctx.app, booked.held.sessionId)).status).toBe('expired');
    expect(await subjectsTo(ctx.app, booked.payer.email)).toEqual([]);
    expect(await waitlistOf(ctx.app, booked.activity.id)).toEqual([]);
    // The people waiting hear that the line ended with the activity, once each.
    await expectWaitlistToldOnce(booked);
    // Gone from every public place, kept for the records.
    expect(await publicListed(ctx.app, booked.word)).toEqual([]);
    const [guest] = booked.guests;
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/activities/${booked.activity.id}`,
      headers: { cookie: guest.cookie },
    });
    expect(page.statusCode).toBe(404);
    expect(await activityRow(booked.activity.id)).toMatchObject({
      status: 'cancelled',
      isPublished: false,
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
    });
    const { items } = mine.json() as MyBookingList;
    expect(items.map((b) => [b.activity.id, b.status, b.canRefund])).toEqual([
      [booked.activity.id, 'refunded', false],
    ]);
    // The host cancelled: no 'Booking cancelled' notices back to them.
    const hostMail = await subjectsTo(ctx.app, booked.host.email);
    expect(hostMail.filter((s) => s.startsWith('Booking cancelled'))).toEqual([]);
  });

  it('cancels a free activity: its guests are told it is cancelled, with no refund of nothing', async () => {
    const host = await payingHost(ctx.app);
    const word = uniqueWord();
    const title = `Free walk ${word}`;
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title,
      priceCents: 0,
      capacity: 10,
      spotsRemaining: 8,
    });
    const guest = await signUp(ctx.app);
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      spots: 2,
      unitPriceCents: 0,
    });
    const refunds = spyOnRefunds();

    const res = await deleteRequest(ctx.app, host, activity.id);

    expect(res.statusCode).toBe(200);
    // Nothing went back to a card, so the host is not told of refunds.
    expect(res.json()).toEqual({ outcome: 'cancelled', refundedBookings: 0 });
    expect(refunds).not.toHaveBeenCalled();
    const [mail] = await ctx.app.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, guest.email));
    expect(mail?.subject).toBe(`Cancelled by the host: ${title}`);
    expect(mail?.text).toContain('Your booking of 2 spots is cancelled. You had not paid anything.');
    expect(mail?.text).not.toMatch(/€|refund/i);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
    });
    const { items } = mine.json() as MyBookingList;
    expect(items.map((b) => [b.activity.id, b.amountCents, b.canRefund])).toEqual([[activity.id, 0, false]]);
  });

  it('refunds each guest once when the host deletes twice at the same time', async () => {
    const booked = await bookedActivity();
    const refunds = spyOnRefunds();

    const results = await Promise.all([
      deleteRequest(ctx.app, booked.host, booked.activity.id),
      deleteRequest(ctx.app, booked.host, booked.activity.id),
    ]);

    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().outcome)).toEqual(['cancelled', 'cancelled']);
    await expectRefundedOnce(booked);
    const keys = new Set(refunds.mock.calls.map(([input]) => input.idempotencyKey));
    expect(keys.size).toBe(2);
    await expectWaitlistToldOnce(booked);
  });

  it('says so when a deleted activity is deleted again, refunding nobody twice', async () => {
    const booked = await bookedActivity();
    await deleteRequest(ctx.app, booked.host, booked.activity.id);

    const again = await deleteRequest(ctx.app, booked.host, booked.activity.id);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'cancelled', refundedBookings: 0 });
    await expectRefundedOnce(booked);
  });

  it('leaves a refund the provider refused to the sweep, which completes it once', async () => {
    const booked = await bookedActivity();
    spyOnRefunds().mockRejectedValueOnce(new Error('card network down'));

    const res = await deleteRequest(ctx.app, booked.host, booked.activity.id);

    expect(res.statusCode).toBe(502);
    // Off sale at once, whatever the provider said.
    expect(await activityRow(booked.activity.id)).toMatchObject({ status: 'cancelled', isPublished: false });
    expect(await publicListed(ctx.app, booked.word)).toEqual([]);
    // The other guest is not held back by the one refusal.
    const unrefunded = (await bookingsOf(ctx.app, booked.activity.id)).filter((b) => b.status === 'paid');
    expect(unrefunded).toHaveLength(1);
    // Recorded and owed in full, asked again after its backoff.
    expect(unrefunded[0]).toMatchObject({
      refundReason: 'host_cancelled',
      refundDueCents: unrefunded[0]?.amountCents,
      refundAttempts: 1,
      refundRetryAt: expect.any(Date),
    });

    // Before its backoff has passed the sweep leaves it; once due, it refunds it.
    await sweepPayments(ctx.app.payments);
    expect((await bookingsOf(ctx.app, booked.activity.id)).filter((b) => b.status === 'paid')).toHaveLength(
      1,
    );
    await refundRetriesDueNow(ctx.app);
    await sweepPayments(ctx.app.payments);
    await sweepPayments(ctx.app.payments);

    await expectRefundedOnce(booked);
  });

  it('lets the host retry a delete the provider interrupted', async () => {
    const booked = await bookedActivity();
    spyOnRefunds().mockRejectedValueOnce(new Error('card network down'));
    expect((await deleteRequest(ctx.app, booked.host, booked.activity.id)).statusCode).toBe(502);

    const retry = await deleteRequest(ctx.app, booked.host, booked.activity.id);

    expect(retry.statusCode).toBe(200);
    expect(retry.json().outcome).toBe('cancelled');
    await expectRefundedOnce(booked);
  });

  it('refuses to cancel an activity that has taken place, and refunds nobody', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const past = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 48 * HOUR),
      endTime: new Date(Date.now() - 46 * HOUR),
    });
    const guest = await signUp(ctx.app);
    const booking = await createBooking(ctx.app.db, { userId: guest.id, activityId: past.id });

    const res = await deleteRequest(ctx.app, host, past.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.startedNotDeletable);
    expect(await activityRow(past.id)).toMatchObject({ status: 'published', isPublished: true });
    const [row] = await bookingsOf(ctx.app, past.id);
    expect(row).toMatchObject({ id: booking?.id, status: 'paid' });
  });

  it('erases a past activity nobody booked', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const past = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 48 * HOUR),
      endTime: new Date(Date.now() - 46 * HOUR),
    });

    const res = await deleteRequest(ctx.app, host, past.id);

    expect(res.json()).toEqual({ outcome: 'deleted', refundedBookings: 0 });
    expect(await activityRow(past.id)).toBeUndefined();
  });
});
