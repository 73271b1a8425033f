import { randomUUID } from 'node:crypto';
import { HOST_GUESTS_CSV_COLUMNS, type HostGuestList } from '@sortim/contracts/host-guests';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '#src/db/schema.ts';
import { slugify } from '#src/lib/slug.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createUser, createWaitlistEntry } from '#src/test/factories.ts';
import { guestsCsvFilename } from './host-guests-csv.ts';

/*
 * The Guests page as the roster: each booking with its seats' tickets and check-ins, the totals, and the
 * same as a CSV download; never a guest's e-mail address, and only for the activity's host or an admin.
 */

const ctx = useTestApp({ ROLE: 'web' });
const BOM = '\uFEFF';

function get(url: string, caller?: TestAccount) {
  return ctx.app.inject({ method: 'GET', url, headers: caller ? { cookie: caller.cookie } : {} });
}

const rosterOf = (activityId: string, caller?: TestAccount) =>
  get(`/api/host/activities/${activityId}/guests`, caller);
const csvOf = (activityId: string, caller?: TestAccount) =>
  get(`/api/host/activities/${activityId}/guests.csv`, caller);

/** Checks seat `seat` of a booking in at `at` (what the door's check-in does to the ticket). */
async function checkIn(bookingId: string, seat: number, at: Date, byUserId: string) {
  await ctx.app.db
    .update(tickets)
    .set({ checkedInAt: at, checkedInBy: byUserId })
    .where(and(eq(tickets.bookingId, bookingId), eq(tickets.seat, seat)));
}

/** The CSV's lines as cells (no cell here holds a comma, a quote or a line break). */
const linesOf = (csv: string) =>
  csv
    .replace(BOM, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

/**
 * An activity of a signed-in host on 5 December 2026 at 00:30 in Barcelona (still 4 December in UTC):
 * Núria's party of 3 with two seats in, Marc's refunded booking, and two people on the waitlist. Every
 * guest's address is a word nobody else would write, to look for it in every answer.
 */
async function roster() {
  const host = await signUp(ctx.app, { name: 'Hana Host', roles: ['host', 'verified_host'] });
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: 'Sunrise Yoga à la Plage!',
    startTime: new Date('2026-12-04T23:30:00Z'),
    endTime: new Date('2026-12-05T01:00:00Z'),
    capacity: 10,
    spotsRemaining: 7,
    priceCents: 2000,
  });
  const nuria = await createUser(ctx.app.db, {
    email: `nuria-${randomUUID()}@example.test`,
    profile: { displayName: 'Núria Puig', avatarUrl: '/uploads/avatars/nuria.webp' },
  });
  const marc = await createUser(ctx.app.db, {
    email: `marc-${randomUUID()}@example.test`,
    profile: { displayName: '=HYPERLINK("http://evil.test","Marc")' },
  });
  // Booked in the night the clocks went forward: 01:30 winter time, then 03:30 summer time.
  const party = await createBooking(ctx.app.db, {
    userId: nuria.id,
    activityId: activity.id,
    spots: 3,
    unitPriceCents: 2000,
    createdAt: new Date('2026-03-29T00:30:00Z'),
  });
  const refunded = await createBooking(ctx.app.db, {
    userId: marc.id,
    activityId: activity.id,
    spots: 1,
    unitPriceCents: 2000,
    createdAt: new Date('2026-03-29T01:30:00Z'),
  });
  await checkIn(party.id, 2, new Date('2026-12-04T23:41:00Z'), host.id);
  await checkIn(party.id, 1, new Date('2026-12-04T23:40:00Z'), host.id);
  await checkIn(refunded.id, 1, new Date('2026-12-04T23:42:00Z'), host.id);
  await ctx.app.db.execute(
    `update bookings set status = 'refunded', refunded_at = now(), refunded_cents = amount_cents where id = '${refunded.id}'`,
  );
  for (const name of ['Wendy', 'Walter']) {
    const waiting = await createUser(ctx.app.db, { profile: { displayName: name } });
    await createWaitlistEntry(ctx.app.db, { userId: waiting.id, activityId: activity.id });
  }
  return { host, activity, nuria, marc, party, refunded };
}

describe('GET /api/host/activities/:id/guests', () => {
  it('lists each booking with its seats, their tickets and check-ins, and the totals', async () => {
    const { host, activity, party, refunded } = await roster();
    const res = await rosterOf(activity.id, host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as HostGuestList;

    // Seats sold and in count paid bookings only: the refunded seat's check-in no longer counts.
    expect(body.totals).toEqual({ seatsSold: 3, checkedIn: 2, waitlist: 2 });
    expect(body.items.map((item) => item.bookingId)).toEqual([party.id, refunded.id]);
    const [nuria, marc] = body.items;
    expect(nuria).toMatchObject({
      guestName: 'Núria Puig',
      avatarUrl: '/uploads/avatars/nuria.webp',
      spots: 3,
      status: 'paid',
      amountCents: 6000,
      bookedAt: '2026-03-29T00:30:00.000Z',
      checkedIn: 2,
    });
    expect(nuria?.seats.map(({ seat, checkedInAt }) => [seat, checkedInAt])).toEqual([
      [1, '2026-12-04T23:40:00.000Z'],
      [2, '2026-12-04T23:41:00.000Z'],
      [3, null],
    ]);
    expect(marc).toMatchObject({ status: 'refunded', checkedIn: 1, avatarUrl: null });

    // The codes the page searches by are the tickets' own.
    const codes = await ctx.app.db
      .select({ code: tickets.code })
      .from(tickets)
      .where(eq(tickets.bookingId, party.id))
      .orderBy(tickets.seat);
    expect(nuria?.seats.map((seat) => seat.code)).toEqual(codes.map((row) => row.code));
    for (const seat of nuria?.seats ?? []) expect(seat.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('has empty totals for an activity nobody booked', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const body = (await rosterOf(activity.id, host)).json() as HostGuestList;
    expect(body).toMatchObject({ totals: { seatsSold: 0, checkedIn: 0, waitlist: 0 }, items: [] });
  });
});

describe('GET /api/host/activities/:id/guests.csv', () => {
  it('downloads the roster in its columns, Barcelona times across the clock change, formula-safe', async () => {
    const { host, activity, party } = await roster();
    const res = await csvOf(activity.id, host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sunrise-yoga-a-la-plage-2026-12-05-guests.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith(BOM)).toBe(true);

    const codes = await ctx.app.db
      .select({ code: tickets.code })
      .from(tickets)
      .where(eq(tickets.bookingId, party.id))
      .orderBy(tickets.seat);
    const [header, nuria, marc, ...rest] = res.body.replace(BOM, '').split('\r\n');
    expect(header).toBe(HOST_GUESTS_CSV_COLUMNS.join(','));
    const seats = codes.map((row) => row.code).join(' ');
    // No questions asked: the Answers column is empty.
    expect(nuria).toBe(`Núria Puig,3,,,2026-03-29 01:30,60.00,Paid,2,2026-12-05 00:40,${seats},`);
    // A name that is a formula stays text (its quotes make it one quoted cell); booked in summer time.
    expect(marc).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.test"",""Marc""\)",1,,,2026-03-29 03:30,20\.00,Refunded,1,2026-12-05 00:42,[0-9A-Z]{26},$/,
    );
    expect(rest).toEqual(['']);
  });

  it('writes only the header for an activity nobody booked', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Tapas crawl' });
    const res = await csvOf(activity.id, host);
    expect(res.statusCode).toBe(200);
    expect(linesOf(res.body)).toEqual([[...HOST_GUESTS_CSV_COLUMNS]]);
  });
});

describe("the roster's privacy and access", () => {
  it("never carries a guest's e-mail address, in the page's answer or the CSV", async () => {
    const { host, activity, nuria, marc } = await roster();
    for (const res of [await rosterOf(activity.id, host), await csvOf(activity.id, host)]) {
      expect(res.statusCode).toBe(200);
      for (const guest of [nuria, marc]) {
        expect(res.body).not.toContain(guest.email);
        expect(res.body).not.toContain(guest.email.split('@')[0]);
      }
    }
  });

  it('is refused to another host, a guest and anyone signed out; an admin may read it', async () => {
    const { activity } = await roster();
    const otherHost = await signUp(ctx.app, { roles: ['host', 'verified_host'] });
    const guest = await signUp(ctx.app);
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    for (const read of [rosterOf, csvOf]) {
      expect((await read(activity.id, otherHost)).statusCode).toBe(403);
      expect((await read(activity.id, guest)).statusCode).toBe(403);
      expect((await read(activity.id)).statusCode).toBe(401);
      const byAdmin = await read(activity.id, admin);
      expect(byAdmin.statusCode).toBe(200);
    }
    const refused = await csvOf(activity.id, otherHost);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.body).not.toContain('Núria');
  });

  it('answers 404 for an activity that does not exist, or an id that is not one', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await csvOf(id, host)).statusCode).toBe(404);
      expect((await rosterOf(id, host)).statusCode).toBe(404);
    }
  });
});

describe('the file name', () => {
  it("is the title's slug and the start's day in Barcelona", () => {
    expect(slugify('Sunrise Yoga à la Plage!')).toBe('sunrise-yoga-a-la-plage');
    expect(slugify('Çà i là: Gràcia’s «vermut»')).toBe('ca-i-la-gracia-s-vermut');
    expect(slugify('!!!')).toBe('activity');
    expect(slugify(`${'a'.repeat(59)} bcd`)).toBe('a'.repeat(59));
    const activity = { id: 'x', title: 'Night swim', closed: false, timeZone: 'Europe/Madrid' };
    // 23:30 UTC on 28 June is 01:30 on 29 June in Barcelona (summer time).
    expect(guestsCsvFilename({ ...activity, startTime: '2026-06-28T23:30:00Z' })).toBe(
      'night-swim-2026-06-29-guests.csv',
    );
    expect(guestsCsvFilename({ ...activity, startTime: '2026-06-28T21:30:00Z' })).toBe(
      'night-swim-2026-06-28-guests.csv',
    );
  });
});
