import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, paymentSessions } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { startCheckoutAs, subjectsTo, TEST_CARD, testProviderOf } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { editForm, hostActivity, payingHost, putRequest, uniqueWord } from '#src/test/host-activities.ts';

/*
 * What the guest saw is what they get (issue 33, finding 1): the policy, time and place on the payment page
 * are stored with the hold, and the booking is made under them, whatever the host changes while the guest
 * pays. The money model finds the same; these name each case.
 */

const ctx = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function heldActivity(policy: 'flexible' | 'strict' = 'flexible') {
  const host = await payingHost(ctx.app);
  const title = `Paella class ${uniqueWord()}`;
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title,
    capacity: 4,
    priceCents: 3000,
    cancellationPolicy: policy,
    startTime: new Date(Date.now() + 10 * DAY),
    endTime: new Date(Date.now() + 10 * DAY + 2 * 60 * 60 * 1000),
  });
  const guest = await signUp(ctx.app);
  const checkout = await startCheckoutAs(ctx.app, guest, activity.id, 1);
  return { host, activity, guest, checkout, title };
}

async function pay(checkoutId: string) {
  expect((await testProviderOf(ctx.app).pay(checkoutId, TEST_CARD)).kind).toBe('paid');
}

async function bookingOf(paymentSessionId: string) {
  const [booking] = await ctx.app.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentSessionId, paymentSessionId));
  if (!booking) throw new Error('the payment made no booking');
  return booking;
}

async function myBooking(guest: { cookie: string }, id: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/bookings',
    headers: { cookie: guest.cookie },
  });
  return (res.json() as { items: { id: string; refundTerms: { policy: string } }[] }).items.find(
    (b) => b.id === id,
  );
}

describe('a booking is made under the terms its payment page showed', () => {
  it('keeps Flexible when the host switches to Strict while the guest is on the payment page', async () => {
    const { host, activity, guest, checkout } = await heldActivity('flexible');
    const loaded = await hostActivity(ctx.app, host, activity.id);
    const switched = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(loaded, { cancellationPolicy: 'strict' }),
    );
    expect(switched.statusCode).toBe(200);

    await pay(checkout.sessionId);

    const booking = await bookingOf(checkout.paymentSessionId);
    expect(booking.cancellationPolicy).toBe('flexible');
    expect((await myBooking(guest, booking.id))?.refundTerms.policy).toBe('flexible');
  });

  it('carries a move made while the guest was paying: the booking shows it, the guest is told, full refund until the new start', async () => {
    const { host, activity, guest, checkout, title } = await heldActivity('strict');
    const [session] = await ctx.app.db
      .select({ shown: paymentSessions.shownSchedule })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, checkout.paymentSessionId));
    const loaded = await hostActivity(ctx.app, host, activity.id);
    const later = (iso: string) => new Date(new Date(iso).getTime() + DAY).toISOString();
    const moved = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(loaded, { startTime: later(loaded.startTime), endTime: later(loaded.endTime) }),
    );
    expect(moved.statusCode).toBe(200);

    await pay(checkout.sessionId);

    const booking = await bookingOf(checkout.paymentSessionId);
    expect(booking.hostChange?.before).toEqual(session?.shown);
    expect(booking.hostChange?.before.startTime).toBe(new Date(loaded.startTime).toISOString());
    expect(await subjectsTo(ctx.app, guest.email)).toEqual(
      expect.arrayContaining([`Booking confirmed: ${title}`, `Changed by the host: ${title}`]),
    );
    const mine = await myBooking(guest, booking.id);
    expect(mine?.refundTerms).toMatchObject({
      policy: 'strict',
      deadlines: [{ share: 1, until: later(loaded.startTime) }],
    });
  });

  it('books a hold taken before the terms were stored under the activity’s policy, with no move', async () => {
    const { activity, checkout } = await heldActivity('strict');
    await ctx.app.db
      .update(paymentSessions)
      .set({ shownPolicy: null, shownSchedule: null })
      .where(eq(paymentSessions.id, checkout.paymentSessionId));

    await pay(checkout.sessionId);

    const booking = await bookingOf(checkout.paymentSessionId);
    expect(booking).toMatchObject({
      cancellationPolicy: 'strict',
      hostChange: null,
      activityId: activity.id,
    });
  });
});
