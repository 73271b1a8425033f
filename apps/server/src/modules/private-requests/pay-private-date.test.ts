import { BOOKING_MESSAGES, type CheckoutResult, type MyBooking } from '@sortim/contracts/bookings';
import { GROUP_TOKEN, PRIVATE_GROUP_MESSAGES, type PrivateRequest } from '@sortim/contracts/private-groups';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, paymentSessions, tickets } from '#src/db/schema.ts';
import { HOUR } from '#src/lib/barcelona-time.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { providerCheckoutOf, TEST_CARD, testProviderOf } from '#src/test/checkout.ts';
import { postWebhook, signedEvent } from '#src/test/payments.ts';
import {
  acceptedRequest,
  createPrivateOffer,
  holdOf,
  payRequest,
  requestMade,
  signUpHost,
} from '#src/test/private-groups.ts';

/*
 * Paying for a private date a host accepted: the payment page is made for the hold the acceptance took (no
 * new hold), lasts at most 23 hours and never past the hold, and the payment completes through the one
 * completion path into a private booking with its group link.
 */

// No workers: the sweep would otherwise act on the holds these tests read back.
const ctx = useTestApp({ ROLE: 'web' });

async function accepted() {
  const host = await signUpHost(ctx.app);
  const guest = await signUp(ctx.app, { name: 'Gala Guest' });
  const activity = await createPrivateOffer(ctx.app, host.id);
  const request = await acceptedRequest(ctx.app, host, guest, activity.id);
  return { host, guest, request, dateId: request.date?.id ?? '' };
}

const sessionsOfDate = (dateId: string) =>
  ctx.app.db.select().from(paymentSessions).where(eq(paymentSessions.activityId, dateId));

const requestAs = async (id: string, guest: { cookie: string }) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/private-requests/${id}`,
      headers: { cookie: guest.cookie },
    })
  ).json() as PrivateRequest;

describe('POST /api/private-requests/:id/checkout', () => {
  it('makes one payment page for the held date, at the price held, and no new hold', async () => {
    const { guest, request, dateId } = await accepted();

    const res = await payRequest(ctx.app, guest, request.id);

    expect(res.statusCode).toBe(201);
    const body = res.json() as CheckoutResult;
    expect(body.url).toBe(`${ctx.config.publicUrl}/pay/${body.sessionId}`);
    const sessions = await sessionsOfDate(dateId);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      status: 'open',
      providerSessionId: body.sessionId,
      checkoutUrl: body.url,
    });
    const page = await providerCheckoutOf(ctx.app, body.sessionId);
    // Six at €30 is €180: the group pays its €200 minimum, the top-up on a line of its own.
    expect(page.amountCents).toBe(20_000);
    expect(page.lineItems).toEqual([
      { name: 'Paella workshop · Person', quantity: 6, unitAmountCents: 3000 },
      { name: 'Paella workshop · Private group minimum', quantity: 1, unitAmountCents: 2000 },
    ]);
    expect(page.metadata).toMatchObject({ payment_session_id: sessions[0]?.id, spots: '6' });
    const hours = (page.expiresAt.getTime() - Date.now()) / HOUR;
    expect(hours).toBeGreaterThan(22.9);
    expect(hours).toBeLessThanOrEqual(23);
  });

  it('books the date privately once paid, with the group’s link and a ticket per guest', async () => {
    const { guest, request, dateId } = await accepted();
    const { sessionId } = (await payRequest(ctx.app, guest, request.id)).json() as CheckoutResult;

    expect((await testProviderOf(ctx.app).pay(sessionId, TEST_CARD)).kind).toBe('paid');

    const [booking] = await ctx.app.db.select().from(bookings).where(eq(bookings.activityId, dateId));
    expect(booking).toMatchObject({ status: 'paid', isPrivate: true, amountCents: 20_000 });
    expect(booking?.groupToken).toMatch(GROUP_TOKEN);
    const issued = await ctx.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.bookingId, booking?.id ?? ''));
    expect(issued).toHaveLength(6);
    const after = await requestAs(request.id, guest);
    expect(after).toMatchObject({ stage: 'paid', date: { bookingId: booking?.id } });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
    });
    const listed = (mine.json().items as MyBooking[]).find((item) => item.id === booking?.id);
    expect(listed?.groupToken).toBe(booking?.groupToken);
    const again = await payRequest(ctx.app, guest, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BOOKING_MESSAGES.alreadyBooked);
  });

  it('closes the old page when the guest clicks again, so only the new one can be paid', async () => {
    const { guest, request, dateId } = await accepted();
    const first = (await payRequest(ctx.app, guest, request.id)).json() as CheckoutResult;

    const second = (await payRequest(ctx.app, guest, request.id)).json() as CheckoutResult;

    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await testProviderOf(ctx.app).pay(first.sessionId, TEST_CARD)).toEqual({ kind: 'expired' });
    expect((await sessionsOfDate(dateId)).map((s) => [s.status, s.providerSessionId])).toEqual([
      ['open', second.sessionId],
    ]);
    expect((await testProviderOf(ctx.app).pay(second.sessionId, TEST_CARD)).kind).toBe('paid');
    expect((await requestAs(request.id, guest)).stage).toBe('paid');
  });

  it('keeps the hold when the provider reports one of its pages expired', async () => {
    const { guest, request } = await accepted();
    const { sessionId } = (await payRequest(ctx.app, guest, request.id)).json() as CheckoutResult;
    const hold = await holdOf(ctx.app, request.id);
    const expired = signedEvent(ctx.config.payments.provider.webhookSecret, 'checkout.session.expired', {
      id: sessionId,
      object: 'checkout.session',
      status: 'expired',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: hold.amountCents,
      metadata: { payment_session_id: hold.id },
    });

    expect((await postWebhook(ctx.app, expired)).statusCode).toBe(200);

    expect((await holdOf(ctx.app, request.id)).status).toBe('open');
    expect((await requestAs(request.id, guest)).stage).toBe('payable');
    expect((await payRequest(ctx.app, guest, request.id)).statusCode).toBe(201);
  });

  it('says the link expired once the hold has run out', async () => {
    const { guest, request } = await accepted();
    const hold = await holdOf(ctx.app, request.id);
    await ctx.app.db
      .update(paymentSessions)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.id, hold.id));

    const res = await payRequest(ctx.app, guest, request.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.linkExpired);
  });

  it('is the request’s guest’s alone', async () => {
    const { host, request } = await accepted();
    const other = await signUp(ctx.app);

    expect((await payRequest(ctx.app, other, request.id)).statusCode).toBe(404);
    expect((await payRequest(ctx.app, host, request.id)).statusCode).toBe(404);
    expect((await payRequest(ctx.app, null, request.id)).statusCode).toBe(401);
  });

  it('has nothing to pay before the host accepts', async () => {
    const host = await signUpHost(ctx.app);
    const guest = await signUp(ctx.app);
    const activity = await createPrivateOffer(ctx.app, host.id);
    const pending = await requestMade(ctx.app, guest, activity.id);

    const pay = await payRequest(ctx.app, guest, pending.id);

    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.notPayable);
  });
});
