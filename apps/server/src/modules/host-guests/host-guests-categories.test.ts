import type { HostGuestList } from '@sortim/contracts/host-guests';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createUser } from '#src/test/factories.ts';
import {
  addPriceCategory,
  categoriesOfActivity,
  createPartyBooking,
  createPromoCode,
  lineOf,
  nameTicket,
  ticketsOfBooking,
} from '#src/test/party-bookings.ts';

/*
 * The roster and its CSV with prices per kind of guest: each ticket names its category and the name a
 * group's guest put on it, a booking its code; the CSV has them in its Category and Guest names columns.
 */

const ctx = useTestApp({ ROLE: 'web' });
const BOM = '\uFEFF';

const get = (url: string, caller?: TestAccount) =>
  ctx.app.inject({ method: 'GET', url, headers: caller ? { cookie: caller.cookie } : {} });

/** Laia's party of 2 adults (one early bird), a child and an infant with a code; Pau's one adult. */
async function familyRoster() {
  const host = await signUp(ctx.app, { roles: ['host', 'verified_host'] });
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: 'Castell de Montjuïc',
    priceCents: 1500,
  });
  const [adult] = await categoriesOfActivity(ctx.app.db, activity.id);
  if (!adult) throw new Error('no first price');
  const child = await addPriceCategory(ctx.app.db, activity.id, { kind: 'child', priceCents: 800 });
  const infant = await addPriceCategory(ctx.app.db, activity.id, {
    kind: 'infant',
    priceCents: 0,
    takesSeat: false,
  });
  const code = await createPromoCode(ctx.app.db, { prefix: 'CASTELL', hostId: host.id, amountOffCents: 500 });
  const laia = await createUser(ctx.app.db, { profile: { displayName: 'Laia' } });
  const pau = await createUser(ctx.app.db, { profile: { displayName: 'Pau' } });
  const party = await createPartyBooking(ctx.app.db, {
    userId: laia.id,
    activityId: activity.id,
    lines: [
      lineOf(adult, 1, { unitPriceCents: 1200, early: true }),
      lineOf(adult, 1),
      lineOf(child, 1),
      lineOf(infant, 1),
    ],
    discountCents: 500,
    promoCodeId: code.id,
    discountPayer: 'host',
    createdAt: new Date('2026-11-02T10:00:00Z'),
  });
  const single = await createPartyBooking(ctx.app.db, {
    userId: pau.id,
    activityId: activity.id,
    lines: [lineOf(adult, 1)],
    createdAt: new Date('2026-11-03T10:00:00Z'),
  });
  const seats = await ticketsOfBooking(ctx.app.db, party.id);
  await nameTicket(ctx.app.db, seats[1]?.id ?? '', 'Jan');
  await nameTicket(ctx.app.db, seats[2]?.id ?? '', 'Èlia, the youngest');
  return { host, activity, party, single, code };
}

describe('the roster with prices per kind of guest', () => {
  it('names each ticket’s category and guest, and a booking’s code and discount', async () => {
    const { host, activity, party, single, code } = await familyRoster();

    const res = await get(`/api/host/activities/${activity.id}/guests`, host);

    expect(res.statusCode).toBe(200);
    const body = res.json() as HostGuestList;
    expect(body.items.map((item) => item.bookingId)).toEqual([party.id, single.id]);
    const [laia, pau] = body.items;
    expect(laia).toMatchObject({ spots: 3, amountCents: 3000, discountCents: 500, code: code.code });
    expect(laia?.seats.map((seat) => [seat.seat, seat.category?.kind, seat.guestName])).toEqual([
      [1, 'adult', null],
      [2, 'adult', 'Jan'],
      [3, 'child', 'Èlia, the youngest'],
      [4, 'infant', null],
    ]);
    expect(pau).toMatchObject({ discountCents: 0, code: null });
    expect(pau?.seats.map((seat) => seat.category)).toEqual([{ kind: 'adult', names: null }]);
    expect(body.totals).toMatchObject({ seatsSold: 4 });
  });

  it('writes the party by category and the guests’ names in the CSV', async () => {
    const { host, activity } = await familyRoster();

    const res = await get(`/api/host/activities/${activity.id}/guests.csv`, host);

    expect(res.statusCode).toBe(200);
    const [header, laia, pau] = res.body.replace(BOM, '').split('\r\n');
    expect(header?.split(',').slice(0, 5)).toEqual([
      'Name',
      'Party size',
      'Category',
      'Guest names',
      'Booked at',
    ]);
    expect(laia).toMatch(
      /^Laia,3,"2 Adult, 1 Child, 1 Infant","Jan; Èlia, the youngest",2026-11-02 11:00,30\.00,Paid,/,
    );
    expect(pau).toMatch(/^Pau,1,1 Adult,,2026-11-03 11:00,15\.00,Paid,/);
  });

  it('is refused to another host', async () => {
    const { activity } = await familyRoster();
    const other = await signUp(ctx.app, { roles: ['host', 'verified_host'] });
    expect((await get(`/api/host/activities/${activity.id}/guests`, other)).statusCode).toBe(403);
    expect((await get(`/api/host/activities/${activity.id}/guests.csv`, other)).statusCode).toBe(403);
  });
});
