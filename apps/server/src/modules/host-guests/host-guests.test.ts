import { HOST_GUESTS_MESSAGES, type HostGuestList } from '@sortim/contracts/host-guests';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { activities, bookings, emailOutbox, profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay, providerCheckoutOf, waitlistOf } from '#src/test/checkout.ts';
import { createActivity, createBooking, createUser, createWaitlistEntry } from '#src/test/factories.ts';
import { spotsOf } from '#src/test/payments.ts';

/*
 * The Guests page's server side: a host lists an activity's bookings and cancels one, refunded in full
 * once, the guest told in their language, the seats back and offered to the waitlist first.
 */

// No workers: the sweep would otherwise act on the offers these tests read back.
const ctx = useTestApp({ ROLE: 'web' });
const DAY = 24 * 60 * 60 * 1000;

/** A signed-in host whose payouts are on (so guests can pay). */
async function asHost() {
  const host = await signUp(ctx.app, { name: 'Hana Host', roles: ['host', 'verified_host'] });
  await ctx.app.db
    .update(profiles)
    .set({ stripeAccountId: `acct_${host.id.slice(0, 12)}`, payoutsEnabled: true })
    .where(eq(profiles.id, host.id));
  return host;
}

function cancel(bookingId: string, caller?: TestAccount) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/host/bookings/${bookingId}/cancel`,
    headers: caller ? { cookie: caller.cookie } : {},
  });
}

function guestsOf(activityId: string, caller: TestAccount) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/host/activities/${activityId}/guests`,
    headers: { cookie: caller.cookie },
  });
}

/** A full activity of a new host: `Ana` (who reads Spanish) paid for 2 of its 2 spots. */
async function fullyBooked() {
  const host = await asHost();
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: 'Paella workshop',
    capacity: 2,
    spotsRemaining: 2,
    priceCents: 2500,
  });
  const guest = await signUp(ctx.app, { name: 'Ana', locale: 'es' });
  const { booking, checkout } = await bookAndPay(ctx.app, guest, activity.id, 2);
  return { host, activity, guest, booking, checkout };
}

async function mailsTo(email: string) {
  return ctx.app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email));
}

async function bookingRow(id: string) {
  const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

function spyOnRefunds() {
  const spy = vi.spyOn(ctx.app.payments.provider, 'refund');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

describe('GET /api/host/activities/:id/guests', () => {
  it("lists the activity's bookings with names, spots, status and amount, paid first", async () => {
    const host = await asHost();
    const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Sketching walk' });
    const early = await createUser(ctx.app.db, { name: 'Early', profile: { displayName: 'Early Bird' } });
    const late = await createUser(ctx.app.db, { name: 'Late', profile: { displayName: 'Late Comer' } });
    const refunded = await createBooking(ctx.app.db, {
      userId: early.id,
      activityId: activity.id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    const paid = await createBooking(ctx.app.db, { userId: late.id, activityId: activity.id, spots: 3 });

    const res = await guestsOf(activity.id, host);
    expect(res.statusCode).toBe(200);
    const body = res.json() as HostGuestList;
    expect(body.activity).toMatchObject({ id: activity.id, title: 'Sketching walk', closed: false });
    expect(body.items).toEqual([
      expect.objectContaining({
        bookingId: paid.id,
        guestName: 'Late Comer',
        spots: 3,
        status: 'paid',
        amountCents: 4500,
      }),
      expect.objectContaining({ bookingId: refunded.id, guestName: 'Early Bird', status: 'refunded' }),
    ]);
  });

  it('shows another host nothing, and an admin everything', async () => {
    const { activity } = await fullyBooked();
    const otherHost = await asHost();
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    expect((await guestsOf(activity.id, otherHost)).statusCode).toBe(403);
    const res = await guestsOf(activity.id, admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as HostGuestList).items).toHaveLength(1);
  });
});

describe('POST /api/host/bookings/:id/cancel', () => {
  it('refunds in full once, tells the guest in their language, and offers the seats to the waitlist', async () => {
    const { host, activity, guest, booking, checkout } = await fullyBooked();
    const waiting = await signUp(ctx.app, { name: 'Wendy' });
    await createWaitlistEntry(ctx.app.db, { userId: waiting.id, activityId: activity.id });
    const refunds = spyOnRefunds();

    const res = await cancel(booking.id, host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refundedCents: 5000 });

    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 5000,
      idempotencyKey: `refund-${booking.id}`,
    });
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(5000);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'refunded',
      refundReason: 'host_cancelled',
    });

    const told = (await mailsTo(guest.email)).filter((m) =>
      m.subject.startsWith('Cancelada por el anfitrión'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('El anfitrión ha cancelado tu reserva de 2 plazas en Paella workshop');
    expect(told[0]?.text).toContain('50,00');

    // The activity goes ahead: the two seats are back, one offered to the first person waiting.
    const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row?.status).toBe('published');
    const line = await waitlistOf(ctx.app, activity.id);
    expect(line[0]?.offerExpiresAt).not.toBeNull();
    expect(await spotsOf(ctx.app, activity.id)).toBe(1);
  });

  it('answers 409 on a repeat and refunds nothing more', async () => {
    const { host, booking, checkout, guest } = await fullyBooked();
    expect((await cancel(booking.id, host)).statusCode).toBe(200);
    const refunds = spyOnRefunds();
    const again = await cancel(booking.id, host);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(HOST_GUESTS_MESSAGES.alreadyCancelled);
    expect(refunds).not.toHaveBeenCalled();
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(5000);
    const hostMails = (await mailsTo(guest.email)).filter((m) => m.subject.startsWith('Cancelada'));
    expect(hostMails).toHaveLength(1);
  });

  it('refunds once when two cancellations arrive at once', async () => {
    const { host, activity, booking, checkout, guest } = await fullyBooked();
    const answers = await Promise.all([cancel(booking.id, host), cancel(booking.id, host)]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(5000);
    expect(await spotsOf(ctx.app, activity.id)).toBe(2);
    const hostMails = (await mailsTo(guest.email)).filter((m) => m.subject.startsWith('Cancelada'));
    expect(hostMails).toHaveLength(1);
  });

  it('cancels a free booking with no word of a refund', async () => {
    const host = await asHost();
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Beach clean-up',
      capacity: 5,
      spotsRemaining: 4,
      priceCents: 0,
    });
    const guest = await signUp(ctx.app, { name: 'Pau', locale: 'ca' });
    const booking = await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      unitPriceCents: 0,
      amountCents: 0,
    });
    const res = await cancel(booking.id, host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refundedCents: 0 });
    const [mail] = await mailsTo(guest.email);
    expect(mail?.subject).toBe("Cancel·lada per l'amfitrió: Beach clean-up");
    expect(mail?.text).toContain('No havies pagat res.');
    expect(mail?.text).not.toContain('reemborsa');
    expect(await spotsOf(ctx.app, activity.id)).toBe(5);
  });

  it('refuses another host, the guest and anonymous callers; an admin may', async () => {
    const { booking, guest, checkout } = await fullyBooked();
    const otherHost = await asHost();
    expect((await cancel(booking.id, otherHost)).statusCode).toBe(403);
    expect((await cancel(booking.id, guest)).statusCode).toBe(403);
    expect((await cancel(booking.id)).statusCode).toBe(401);
    expect((await bookingRow(booking.id))?.status).toBe('paid');
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(0);

    const admin = await signUp(ctx.app, { roles: ['admin'] });
    expect((await cancel(booking.id, admin)).statusCode).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe('refunded');
  });

  it('answers 409 once the activity has started', async () => {
    const host = await asHost();
    const guest = await createUser(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - DAY),
      endTime: new Date(Date.now() - DAY + 60 * 60 * 1000),
    });
    const booking = await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id });
    const res = await cancel(booking.id, host);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(HOST_GUESTS_MESSAGES.started);
    expect((await bookingRow(booking.id))?.status).toBe('paid');
  });
});
