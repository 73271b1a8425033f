import { type GroupPage, PRIVATE_GROUP_MESSAGES } from '@sortim/contracts/private-groups';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, priceCategories, tickets } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookPrivately, createPrivateOffer, signUpHost } from '#src/test/private-groups.ts';

/*
 * A private group's link: anyone holding it sees the booking's date and tickets and puts a name on a
 * ticket that has none, without signing in; once named, only the organizer changes or clears it. A wrong
 * token is a missing page, and a refunded booking's link says it is no longer valid.
 */

const ctx = useTestApp({ ROLE: 'web' });

async function group() {
  const host = await signUpHost(ctx.app);
  const organizer = await signUp(ctx.app, { name: 'Olga Organizer' });
  const activity = await createPrivateOffer(ctx.app, host.id, { title: 'Vermouth tasting' });
  const booking = await bookPrivately(ctx.app, organizer, activity.id, 4);
  const seats = await ctx.app.db
    .select({ id: tickets.id, seat: tickets.seat })
    .from(tickets)
    .where(eq(tickets.bookingId, booking.id))
    .orderBy(tickets.seat);
  return { host, organizer, activity, booking, token: booking.groupToken, ticketIds: seats.map((s) => s.id) };
}

const page = (token: string, who: TestAccount | null = null) =>
  ctx.app.inject({ method: 'GET', url: `/api/group/${token}`, headers: who ? { cookie: who.cookie } : {} });

const name = (token: string, ticketId: string, value: string, who: TestAccount | null = null) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/group/${token}/tickets/${ticketId}/name`,
    headers: who ? { cookie: who.cookie } : {},
    payload: { name: value },
  });

const clear = (token: string, ticketId: string, who: TestAccount | null = null) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/group/${token}/tickets/${ticketId}/name`,
    headers: who ? { cookie: who.cookie } : {},
  });

describe('GET /api/group/:token', () => {
  it('shows anyone with the link the date and the numbered tickets, with their category', async () => {
    const { activity, token, ticketIds } = await group();

    const res = await page(token);

    expect(res.statusCode).toBe(200);
    const body = res.json() as GroupPage;
    expect(body).toMatchObject({
      valid: true,
      isOrganizer: false,
      organizer: { displayName: 'Olga Organizer' },
      onePrice: true,
      activity: { id: activity.id, title: 'Vermouth tasting', locationName: activity.locationName },
    });
    expect(body.tickets).toEqual(
      ticketIds.map((id, i) => ({
        id,
        seat: i + 1,
        category: { kind: 'adult', names: null },
        guestName: null,
      })),
    );
  });

  it('knows the organizer when they are signed in', async () => {
    const { organizer, token } = await group();

    expect((await page(token, organizer)).json().isOrganizer).toBe(true);
  });

  it('answers 404 to a token that opens nothing, whatever it looks like', async () => {
    await group();

    for (const token of ['A'.repeat(24), 'short', `${'b'.repeat(23)}!`, 'x'.repeat(80)]) {
      const res = await page(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.linkNotFound);
    }
  });

  it('says a refunded booking is no longer valid, and takes no names for it', async () => {
    const { booking, token, ticketIds } = await group();
    await ctx.app.db
      .update(bookings)
      .set({ status: 'refunded', refundedAt: new Date(), refundedCents: booking.amountCents })
      .where(eq(bookings.id, booking.id));

    expect((await page(token)).json()).toMatchObject({ valid: false });
    const res = await name(token, ticketIds[0] ?? '', 'Marta');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.bookingNotValid);
  });

  it('names a ticket by its category when the activity sells several prices', async () => {
    const { activity, token } = await group();
    await ctx.app.db.insert(priceCategories).values({
      activityId: activity.id,
      position: 1,
      kind: 'custom',
      names: { en: 'Student', es: 'Estudiante', ca: 'Estudiant' },
      priceCents: 1000,
    });

    expect((await page(token)).json().onePrice).toBe(false);
  });
});

describe('POST /api/group/:token/tickets/:ticketId/name', () => {
  it('lets anyone with the link put a name on a ticket without one, signed in or not', async () => {
    const { token, ticketIds } = await group();
    const friend = await signUp(ctx.app);

    const res = await name(token, ticketIds[1] ?? '', '  Marta Puig ');
    expect(res.statusCode).toBe(200);
    expect((res.json() as GroupPage).tickets.map((t) => t.guestName)).toEqual([
      null,
      'Marta Puig',
      null,
      null,
    ]);
    expect((await name(token, ticketIds[2] ?? '', 'Jordi', friend)).statusCode).toBe(200);
  });

  it('keeps a name once given: only the organizer may change it', async () => {
    const { organizer, token, ticketIds } = await group();
    const ticket = ticketIds[0] ?? '';
    await name(token, ticket, 'Marta');

    const other = await name(token, ticket, 'Pau');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.nameTaken);
    const changed = await name(token, ticket, 'Pau', organizer);
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as GroupPage).tickets[0]?.guestName).toBe('Pau');
  });

  it('takes a name of 2 to 60 characters on one line', async () => {
    const { token, ticketIds } = await group();
    const ticket = ticketIds[0] ?? '';

    for (const bad of ['M', 'x'.repeat(61), 'Marta\nPuig']) {
      const res = await name(token, ticket, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await name(token, ticket, 'M')).json().error.fields.name).toBe(PRIVATE_GROUP_MESSAGES.nameLength);
    expect((await page(token)).json().tickets[0].guestName).toBeNull();
  });

  it('refuses a ticket of another booking, and a wrong token', async () => {
    const first = await group();
    const second = await group();

    const res = await name(first.token, second.ticketIds[0] ?? '', 'Marta');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.ticketNotFound);
    expect((await name('A'.repeat(24), first.ticketIds[0] ?? '', 'Marta')).statusCode).toBe(404);
    expect((await name(first.token, 'not-a-ticket', 'Marta')).statusCode).toBe(404);
  });
});

describe('DELETE /api/group/:token/tickets/:ticketId/name', () => {
  it('lets the organizer clear a name, and no one else', async () => {
    const { host, organizer, token, ticketIds } = await group();
    const ticket = ticketIds[0] ?? '';
    await name(token, ticket, 'Marta');
    const friend = await signUp(ctx.app);

    expect((await clear(token, ticket)).statusCode).toBe(401);
    for (const who of [friend, host]) {
      const res = await clear(token, ticket, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.organizerOnly);
    }
    expect((await page(token)).json().tickets[0].guestName).toBe('Marta');

    const cleared = await clear(token, ticket, organizer);
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as GroupPage).tickets[0]?.guestName).toBeNull();
    // Free again: a friend may take it.
    expect((await name(token, ticket, 'Pau')).statusCode).toBe(200);
  });
});

describe('the group link per address', () => {
  const limited = useTestApp({ ROLE: 'web', RATE_LIMIT_ENABLED: 'true' });

  it('stops a run of names from one address', async () => {
    const host = await signUpHost(limited.app);
    const organizer = await signUp(limited.app);
    const activity = await createPrivateOffer(limited.app, host.id);
    const booking = await bookPrivately(limited.app, organizer, activity.id, 2);
    const [ticket] = await limited.app.db.select().from(tickets).where(eq(tickets.bookingId, booking.id));
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: `/api/group/${booking.groupToken}/tickets/${ticket?.id}/name`,
        remoteAddress: '203.0.113.40',
        payload: { name: 'Marta' },
      });

    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await send()).statusCode);

    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });
});
