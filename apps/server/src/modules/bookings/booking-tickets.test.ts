import type { MyBooking, MyBookingList, RefundResult } from '@sortim/contracts/bookings';
import { groupTicketCode } from '@sortim/contracts/bookings';
import { TICKET_CODE_LENGTH } from '@sortim/contracts/check-in';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, tickets } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { payingHost, uniqueWord } from '#src/test/host-activities.ts';

/*
 * A guest's tickets, one per paid seat, come with each booking of My Bookings (GET /api/bookings): only
 * the booking's guest sees them, and a refunded or cancelled booking's tickets are void at once.
 */

const ctx = useTestApp({ ROLE: 'web' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]+$/;

const myBookings = async (cookie: string): Promise<MyBooking[]> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toMatch(/no-store|private/);
  return (res.json() as MyBookingList).items;
};

const cancel = (bookingId: string, cookie: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/refund`, headers: { cookie } });

/** A guest who booked and paid `spots` seats (through the test provider) of an activity starting `startsIn`. */
async function paidSeats(
  spots: number,
  options: { policy?: 'flexible' | 'moderate'; startsIn?: number } = {},
) {
  const host = await payingHost(ctx.app);
  const startTime = new Date(Date.now() + (options.startsIn ?? 3 * DAY));
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: `Vermut tour ${uniqueWord()}`,
    capacity: 6,
    startTime,
    endTime: new Date(startTime.getTime() + 2 * HOUR),
    cancellationPolicy: options.policy ?? 'flexible',
  });
  const guest = await signUp(ctx.app);
  const { booking } = await bookAndPay(ctx.app, guest, activity.id, spots);
  return { host, activity, guest, booking };
}

describe('GET /api/bookings: tickets', () => {
  it('gives a paid booking of 3 seats 3 valid tickets, by seat, each a 26-character code of its own', async () => {
    const { guest, booking } = await paidSeats(3);

    const [mine] = await myBookings(guest.cookie);

    expect(mine?.id).toBe(booking.id);
    expect(mine?.tickets.map((t) => [t.seat, t.state, t.checkedInAt])).toEqual([
      [1, 'valid', null],
      [2, 'valid', null],
      [3, 'valid', null],
    ]);
    for (const ticket of mine?.tickets ?? []) {
      expect(ticket.code).toHaveLength(TICKET_CODE_LENGTH);
      expect(ticket.code).toMatch(CROCKFORD);
    }
    expect(new Set(mine?.tickets.map((t) => t.code)).size).toBe(3);
  });

  it('issues one ticket per seat to every paid booking, with codes unique across bookings', async () => {
    const host = await createHost(ctx.app.db);
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const guest = await createUser(ctx.app.db);
      const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 8 });
      const booking = await createBooking(ctx.app.db, {
        userId: guest.id,
        activityId: activity.id,
        spots: 4,
      });
      const rows = await ctx.app.db.select().from(tickets).where(eq(tickets.bookingId, booking.id));
      expect(rows.map((r) => r.seat).sort()).toEqual([1, 2, 3, 4]);
      codes.push(...rows.map((r) => r.code));
    }
    expect(codes).toHaveLength(80);
    expect(new Set(codes).size).toBe(80);
    // 26 characters of 32 symbols: no two codes share even their first 10 characters by chance.
    expect(new Set(codes.map((c) => c.slice(0, 10))).size).toBe(80);
  });

  it("sends the same tickets in the confirmation e-mail: a QR image per seat, each code, the ticket page's link", async () => {
    const { guest, booking } = await paidSeats(3);
    const [mine] = await myBookings(guest.cookie);

    const [mail] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(mail?.subject).toMatch(/^Booking confirmed: /);
    expect(mail?.attachments.filter((a) => a.cid).map((a) => [a.cid, a.contentType])).toEqual([
      ['ticket-1@sortim', 'image/png'],
      ['ticket-2@sortim', 'image/png'],
      ['ticket-3@sortim', 'image/png'],
    ]);
    for (const ticket of mine?.tickets ?? []) {
      expect(mail?.text).toContain(`Ticket ${ticket.seat} of 3: ${groupTicketCode(ticket.code)}`);
    }
    expect(mail?.text).toContain(`/tickets/${booking.id}`);
  });

  it('shows a seat checked in at the door with its time', async () => {
    const { guest, booking } = await paidSeats(2);
    const at = new Date(Date.now() - HOUR);
    await ctx.app.db.update(tickets).set({ checkedInAt: at }).where(eq(tickets.bookingId, booking.id));

    const [mine] = await myBookings(guest.cookie);

    expect(mine?.tickets.map((t) => t.checkedInAt)).toEqual([at.toISOString(), at.toISOString()]);
  });

  it('voids the tickets of a refunded booking at once, in the refund answer and in the list', async () => {
    const { guest, booking } = await paidSeats(3);

    const res = await cancel(booking.id, guest.cookie);

    expect(res.statusCode).toBe(200);
    const { booking: after, outcome } = res.json() as RefundResult;
    expect(outcome).toBe('refunded');
    expect(after.tickets.map((t) => t.state)).toEqual(['refunded', 'refunded', 'refunded']);
    const [mine] = await myBookings(guest.cookie);
    expect(mine?.tickets.map((t) => t.state)).toEqual(['refunded', 'refunded', 'refunded']);
  });

  it('voids the tickets of a booking cancelled past its last refund deadline', async () => {
    // Moderate: a full refund until a day before; 12 hours before, cancelling refunds nothing.
    const { guest, booking } = await paidSeats(2, { policy: 'moderate', startsIn: 12 * HOUR });

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/refund`,
      headers: { cookie: guest.cookie },
      payload: { expectedRefundCents: 0 },
    });

    expect(res.statusCode).toBe(200);
    expect((res.json() as RefundResult).outcome).toBe('cancelled');
    const [mine] = await myBookings(guest.cookie);
    expect(mine?.tickets.map((t) => t.state)).toEqual(['cancelled', 'cancelled']);
  });

  it("never shows another person's tickets, nor the host's guests' tickets to the host", async () => {
    const { host, guest } = await paidSeats(2);
    const stranger = await signUp(ctx.app);
    const [theirs] = await myBookings(guest.cookie);
    const codes = theirs?.tickets.map((t) => t.code) ?? [];
    expect(codes).toHaveLength(2);

    for (const cookie of [stranger.cookie, host.cookie]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } });
      for (const code of codes) expect(res.body).not.toContain(code);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
  });
});
