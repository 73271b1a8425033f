import type { MyBooking, MyBookingList } from '@sortim/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createBooking, createHost } from '#src/test/factories.ts';
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
 * My Bookings with prices per kind of guest: a booking carries its lines, its discount and code, and each
 * ticket its category ("Child") and the name a group's guest put on it; an activity of one price names
 * no category, as before categories existed.
 */

const ctx = useTestApp({ ROLE: 'web' });

const myBookings = async (cookie: string): Promise<MyBooking[]> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as MyBookingList).items;
};

async function familyActivity() {
  const host = await createHost(ctx.app.db);
  const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 1500 });
  const child = await addPriceCategory(ctx.app.db, activity.id, { kind: 'child', priceCents: 800 });
  const infant = await addPriceCategory(ctx.app.db, activity.id, {
    kind: 'infant',
    priceCents: 0,
    takesSeat: false,
  });
  const [adult] = await categoriesOfActivity(ctx.app.db, activity.id);
  if (!adult) throw new Error('no first price');
  return { host, activity, adult, child, infant };
}

describe('GET /api/bookings: prices per kind of guest', () => {
  it('gives 2 adults (one early bird), a child and an infant four tickets marked by category, with the lines and the code', async () => {
    const { host, activity, adult, child, infant } = await familyActivity();
    const guest = await signUp(ctx.app);
    const code = await createPromoCode(ctx.app.db, { prefix: 'FAMILY', hostId: host.id, percentOff: 10 });
    const lines = [
      lineOf(adult, 1, { unitPriceCents: 1200, early: true }),
      lineOf(adult, 1),
      lineOf(child, 1),
      lineOf(infant, 1),
    ];
    const booking = await createPartyBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      lines,
      discountCents: 350,
      promoCodeId: code.id,
      discountPayer: 'host',
    });
    const [, second] = await ticketsOfBooking(ctx.app.db, booking.id);
    await nameTicket(ctx.app.db, second?.id ?? '', 'Marc Puig');

    const [mine] = await myBookings(guest.cookie);

    expect(mine).toMatchObject({
      id: booking.id,
      spots: 3,
      lines,
      onePrice: false,
      subtotalCents: 3500,
      discountCents: 350,
      code: code.code,
      amountCents: 3150,
    });
    expect(mine?.tickets.map((t) => [t.seat, t.category?.kind ?? null, t.guestName])).toEqual([
      [1, 'adult', null],
      [2, 'adult', 'Marc Puig'],
      [3, 'child', null],
      [4, 'infant', null],
    ]);
  });

  it('names the host’s own price with its names in the three languages', async () => {
    const { activity } = await familyActivity();
    const names = { en: 'Friends', es: 'Amigos', ca: 'Amics' };
    const friends = await addPriceCategory(ctx.app.db, activity.id, {
      kind: 'custom',
      priceCents: 1000,
      names,
    });
    const guest = await signUp(ctx.app);
    await createPartyBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      lines: [lineOf(friends, 2)],
    });

    const [mine] = await myBookings(guest.cookie);

    expect(mine?.tickets.map((t) => t.category)).toEqual([
      { kind: 'custom', names },
      { kind: 'custom', names },
    ]);
    expect(mine).toMatchObject({ onePrice: false, discountCents: 0, code: null });
  });

  it('names no category on the tickets of an activity with one price', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const guest = await signUp(ctx.app);
    await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id, spots: 2 });

    const [mine] = await myBookings(guest.cookie);

    expect(mine).toMatchObject({ onePrice: true, subtotalCents: 3000, discountCents: 0, code: null });
    expect(mine?.lines).toEqual([expect.objectContaining({ kind: 'adult', quantity: 2 })]);
    expect(mine?.tickets.map((t) => [t.category, t.guestName])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('shows another guest none of it', async () => {
    const { activity, child } = await familyActivity();
    const guest = await signUp(ctx.app);
    await createPartyBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      lines: [lineOf(child, 1)],
    });
    const other = await signUp(ctx.app);

    expect(await myBookings(other.cookie)).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/bookings' });
    expect(anonymous.statusCode).toBe(401);
  });
});
