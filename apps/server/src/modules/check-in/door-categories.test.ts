import type { DoorData } from '@sortim/contracts/check-in';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { doorHelpers, HOUR, scan } from '#src/test/door.ts';
import { createActivity, createUser } from '#src/test/factories.ts';
import {
  addPriceCategory,
  categoriesOfActivity,
  createPartyBooking,
  lineOf,
  nameTicket,
  ticketsOfBooking,
} from '#src/test/party-bookings.ts';

/*
 * The door with prices per kind of guest: the data kept on the phone names each ticket's category and
 * guest, a party counts its tickets (an infant on a lap has one and no seat), and a scan's answer says
 * "Child" and the name, the first time and when sent again.
 */

const ctx = useTestApp({ ROLE: 'web' });
const { doorOf, send, results } = doorHelpers(ctx);

/** An activity starting in an hour, and a family of 2 adults, a child (named Èlia) and an infant. */
async function familyAtTheDoor() {
  const host = await signUp(ctx.app, { name: 'Marta Host', roles: ['host', 'verified_host'] });
  const start = new Date(Date.now() + HOUR);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
  });
  const [adult] = await categoriesOfActivity(ctx.app.db, activity.id);
  if (!adult) throw new Error('no first price');
  const child = await addPriceCategory(ctx.app.db, activity.id, { kind: 'child', priceCents: 800 });
  const infant = await addPriceCategory(ctx.app.db, activity.id, {
    kind: 'infant',
    priceCents: 0,
    takesSeat: false,
  });
  const guest = await createUser(ctx.app.db, { profile: { displayName: 'Ana Guest' } });
  const booking = await createPartyBooking(ctx.app.db, {
    userId: guest.id,
    activityId: activity.id,
    lines: [lineOf(adult, 2), lineOf(child, 1), lineOf(infant, 1)],
  });
  const seats = await ticketsOfBooking(ctx.app.db, booking.id);
  await nameTicket(ctx.app.db, seats[2]?.id ?? '', 'Èlia');
  return { host, activity, booking, codes: seats.map((seat) => seat.code) };
}

describe('the door with prices per kind of guest', () => {
  it('keeps each ticket’s category and guest name on the phone, and counts the infant’s ticket', async () => {
    const { host, activity, booking } = await familyAtTheDoor();

    const res = await doorOf(activity.id, host);

    expect(res.statusCode).toBe(200);
    const data = res.json() as DoorData;
    expect(data.parties).toEqual([expect.objectContaining({ bookingId: booking.id, spots: 3, tickets: 4 })]);
    expect(data.tickets.map((t) => [t.seat, t.category?.kind, t.guestName])).toEqual([
      [1, 'adult', null],
      [2, 'adult', null],
      [3, 'child', 'Èlia'],
      [4, 'infant', null],
    ]);
  });

  it('answers a scan with the ticket’s category and name, and the same when it is sent again', async () => {
    const { host, activity, codes } = await familyAtTheDoor();
    const childScan = scan({ code: codes[2] ?? '' });

    const [first] = await results(activity.id, host, [childScan]);
    const [again] = await results(activity.id, host, [childScan]);

    for (const result of [first, again]) {
      expect(result).toMatchObject({
        outcome: 'valid',
        seat: 3,
        category: { kind: 'child', names: null },
        guestName: 'Èlia',
        party: { spots: 3, tickets: 4, checkedIn: 1 },
      });
    }
  });

  it('checks the whole party in, the infant too', async () => {
    const { host, activity, codes } = await familyAtTheDoor();

    const [result] = await results(activity.id, host, [
      scan({ code: codes[3] ?? '', action: 'check_in_party' }),
    ]);

    expect(result).toMatchObject({
      outcome: 'valid',
      category: { kind: 'infant' },
      guestName: null,
      party: { tickets: 4, checkedIn: 4 },
    });
  });

  it('tells another host nothing', async () => {
    const { activity, codes } = await familyAtTheDoor();
    const other = await signUp(ctx.app, { roles: ['host', 'verified_host'] });
    expect((await doorOf(activity.id, other)).statusCode).toBe(403);
    expect((await send(activity.id, other, [scan({ code: codes[2] ?? '' })])).statusCode).toBe(403);
  });
});
