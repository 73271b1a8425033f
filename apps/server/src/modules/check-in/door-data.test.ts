import { randomUUID } from 'node:crypto';
import { type DoorData, TICKET_CODE_LENGTH } from '@sortim/contracts/check-in';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { doorHelpers, HOUR } from '#src/test/door.ts';
import { createBooking, createUser } from '#src/test/factories.ts';

/*
 * The door data a host's phone keeps to work offline, on a real database: the activity, its window, its
 * parties and every ticket with its state, for its host or an admin only.
 */

const ctx = useTestApp({ ROLE: 'web' });
const { door, one, doorOf } = doorHelpers(ctx);

describe('GET /api/host/activities/:id/door', () => {
  it('gives the host the activity, its window, its parties and every ticket, with no guest e-mail', async () => {
    const { host, activity, guest, booking, codes } = await door();
    const refunder = await createUser(ctx.app.db, { profile: { displayName: 'Rita Refunded' } });
    const refunded = await createBooking(ctx.app.db, { userId: refunder.id, activityId: activity.id });
    await ctx.app.db
      .update(bookings)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(bookings.id, refunded.id));
    await one(activity.id, host, { code: codes[0] ?? '' });

    const res = await doorOf(activity.id, host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as DoorData;
    expect(data.activity).toMatchObject({
      id: activity.id,
      title: 'Gothic quarter walk',
      startTime: activity.startTime.toISOString(),
      endTime: activity.endTime.toISOString(),
      checkInOpensAt: new Date(activity.startTime.getTime() - 3 * HOUR).toISOString(),
      checkInClosesAt: new Date(activity.endTime.getTime() + 12 * HOUR).toISOString(),
    });
    expect(data.parties).toEqual([
      {
        bookingId: booking.id,
        guestName: 'Ana Guest',
        avatarUrl: null,
        spots: 3,
        tickets: 3,
        checkedIn: 1,
        answers: [],
      },
      {
        bookingId: refunded.id,
        guestName: 'Rita Refunded',
        avatarUrl: null,
        spots: 1,
        tickets: 1,
        checkedIn: 0,
        answers: [],
      },
    ]);
    expect(data.tickets).toHaveLength(4);
    expect(data.tickets.filter((t) => t.bookingId === booking.id)).toEqual([
      {
        code: codes[0],
        bookingId: booking.id,
        seat: 1,
        state: 'valid',
        checkedInAt: expect.any(String),
        checkedInByName: 'Marta Host',
        category: null,
        guestName: null,
      },
      {
        code: codes[1],
        bookingId: booking.id,
        seat: 2,
        state: 'valid',
        checkedInAt: null,
        checkedInByName: null,
        category: null,
        guestName: null,
      },
      {
        code: codes[2],
        bookingId: booking.id,
        seat: 3,
        state: 'valid',
        checkedInAt: null,
        checkedInByName: null,
        category: null,
        guestName: null,
      },
    ]);
    expect(data.tickets.find((t) => t.bookingId === refunded.id)?.state).toBe('refunded');
    for (const code of codes) expect(code).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${TICKET_CODE_LENGTH}}$`));
    expect(res.body).not.toContain(guest.email);
    expect(res.body).not.toContain(refunder.email);
    expect(res.body).not.toMatch(/@example\.test/);
  });

  it("lets an admin open any host's door, refuses another host (403) and answers 404 for no such activity", async () => {
    const { activity } = await door();
    const admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
    const otherHost = await signUp(ctx.app, { roles: ['host'] });
    expect((await doorOf(activity.id, admin)).statusCode).toBe(200);
    expect((await doorOf(activity.id, otherHost)).statusCode).toBe(403);
    expect((await doorOf(randomUUID(), admin)).statusCode).toBe(404);
    expect((await doorOf('not-a-uuid', admin)).statusCode).toBe(404);
  });
});
