import type { MyBookingList } from '@sortim/contracts/bookings';
import type { CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, providerCheckoutOf } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { editForm, hostActivity, payingHost, putRequest } from '#src/test/host-activities.ts';
import { cancelByGuest, refundNowOf } from './guest-cancellation.ts';
import { daysBeforeStart, refundShareOf, refundTerms } from './refund-terms.ts';

/*
 * The refund rule on a real database: each policy's deadlines on Barcelona's wall clock, across the
 * daylight-saving changes of 2027 (28 March: 02:00 → 03:00; 31 October: 03:00 → 02:00), a guest
 * cancelling one minute either side of each, and the policy copied onto the booking when it is paid.
 */

// No workers: the sweep would otherwise act on the offers these tests read back.
const ctx = useTestApp({ ROLE: 'web' });
const MINUTE = 60_000;
const aMinuteBefore = (iso: string) => new Date(new Date(iso).getTime() - MINUTE);
const aMinuteAfter = (iso: string) => new Date(new Date(iso).getTime() + MINUTE);

/** A host's activity under `policy`, starting at `start`, €25.01 a spot (half is €12.505, so 1251 cents). */
async function activityUnder(policy: CancellationPolicy, start: string) {
  const host = await payingHost(ctx.app);
  const startTime = new Date(start);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: `Kayak at dawn (${policy})`,
    capacity: 10,
    priceCents: 2501,
    startTime,
    endTime: new Date(startTime.getTime() + 2 * 60 * MINUTE),
    cancellationPolicy: policy,
  });
  return { host, activity };
}

async function bookingRow(id: string) {
  const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('booking not found');
  return row;
}

/** A new guest's paid booking of `activityId`, cancelled at `at`: what it became and what went back. */
async function cancelledAt(activityId: string, at: Date) {
  const guest = await signUp(ctx.app);
  const { booking, checkout } = await bookAndPay(ctx.app, guest, activityId);
  const outcome = await cancelByGuest(ctx.app.payments, booking.id, undefined, at);
  const row = await bookingRow(booking.id);
  const atProvider = await providerCheckoutOf(ctx.app, checkout.sessionId);
  return {
    outcome,
    status: row.status,
    refundedCents: row.refundedCents,
    providerRefunded: atProvider.refundedCents,
  };
}

describe('the deadlines on Barcelona’s wall clock', () => {
  it('counts whole days at the start’s wall time, 23 or 25 hours across a change', () => {
    // 19:00 summer time on Monday 29 March 2027; seven days before is 19:00 winter time.
    expect(daysBeforeStart(new Date('2027-03-29T17:00:00Z'), 7).toISOString()).toBe(
      '2027-03-22T18:00:00.000Z',
    );
    expect(daysBeforeStart(new Date('2027-03-29T17:00:00Z'), 1).toISOString()).toBe(
      '2027-03-28T17:00:00.000Z',
    );
    // 10:00 on the day after the spring change: 23 hours before; after the autumn change: 25.
    expect(daysBeforeStart(new Date('2027-03-28T08:00:00Z'), 1).toISOString()).toBe(
      '2027-03-27T09:00:00.000Z',
    );
    expect(daysBeforeStart(new Date('2027-10-31T09:00:00Z'), 1).toISOString()).toBe(
      '2027-10-30T08:00:00.000Z',
    );
    expect(daysBeforeStart(new Date('2027-03-28T08:00:00Z'), 0).toISOString()).toBe(
      '2027-03-28T08:00:00.000Z',
    );
  });

  it('rounds a half share to the cent, half a cent up, and a host’s change gives a full refund until the start', () => {
    expect(refundShareOf(2501, 0.5)).toBe(1251);
    expect(refundShareOf(2500, 0.5)).toBe(1250);
    expect(refundShareOf(2501, 1)).toBe(2501);
    const start = new Date('2027-03-29T17:00:00Z');
    expect(refundTerms({ cancellationPolicy: 'strict', startTime: start, hostChanged: true })).toEqual({
      policy: 'strict',
      deadlines: [{ until: start.toISOString(), share: 1 }],
    });
    // Bookings paid before policies existed refund as Flexible.
    expect(refundTerms({ cancellationPolicy: null, startTime: start, hostChanged: false })).toEqual({
      policy: 'flexible',
      deadlines: [{ until: start.toISOString(), share: 1 }],
    });
  });
});

describe('a guest cancelling one minute either side of each deadline', () => {
  it('Strict (full until 7 days before, across the spring change; half until 1 day before)', async () => {
    const full = '2027-03-22T18:00:00.000Z';
    const half = '2027-03-28T17:00:00.000Z';
    const { activity } = await activityUnder('strict', '2027-03-29T17:00:00Z');

    // The activity page and the booking show the same terms.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/activities/${activity.id}` });
    expect(detail.json().refundTerms).toEqual({
      policy: 'strict',
      deadlines: [
        { until: full, share: 1 },
        { until: half, share: 0.5 },
      ],
    });

    expect(await cancelledAt(activity.id, aMinuteBefore(full))).toEqual({
      outcome: 'refunded',
      status: 'refunded',
      refundedCents: 2501,
      providerRefunded: 2501,
    });
    expect(await cancelledAt(activity.id, aMinuteAfter(full))).toEqual({
      outcome: 'refunded',
      status: 'refunded',
      refundedCents: 1251,
      providerRefunded: 1251,
    });
    expect(await cancelledAt(activity.id, aMinuteBefore(half))).toMatchObject({
      refundedCents: 1251,
      providerRefunded: 1251,
    });
    expect(await cancelledAt(activity.id, aMinuteAfter(half))).toEqual({
      outcome: 'cancelled',
      status: 'cancelled',
      refundedCents: 0,
      providerRefunded: 0,
    });
  });

  it('Moderate (full until 24 hours before: 23 across the spring change, 25 across the autumn one)', async () => {
    const spring = await activityUnder('moderate', '2027-03-28T08:00:00Z');
    const springDeadline = '2027-03-27T09:00:00.000Z';
    expect(await cancelledAt(spring.activity.id, aMinuteBefore(springDeadline))).toMatchObject({
      outcome: 'refunded',
      refundedCents: 2501,
    });
    expect(await cancelledAt(spring.activity.id, aMinuteAfter(springDeadline))).toMatchObject({
      outcome: 'cancelled',
      refundedCents: 0,
    });

    const autumn = await activityUnder('moderate', '2027-10-31T09:00:00Z');
    const autumnDeadline = '2027-10-30T08:00:00.000Z';
    expect(await cancelledAt(autumn.activity.id, aMinuteBefore(autumnDeadline))).toMatchObject({
      outcome: 'refunded',
      refundedCents: 2501,
    });
    expect(await cancelledAt(autumn.activity.id, aMinuteAfter(autumnDeadline))).toMatchObject({
      outcome: 'cancelled',
      refundedCents: 0,
    });
  });

  it('Flexible (full until the start; from the start, no cancelling at all)', async () => {
    const start = '2027-03-28T08:00:00.000Z';
    const { activity } = await activityUnder('flexible', start);
    expect(await cancelledAt(activity.id, aMinuteBefore(start))).toMatchObject({
      outcome: 'refunded',
      refundedCents: 2501,
    });

    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(ctx.app, guest, activity.id);
    const row = { ...(await bookingRow(booking.id)), startTime: new Date(start) };
    expect(refundNowOf(row, aMinuteBefore(start))).toEqual({ share: 1, amountCents: 2501, until: start });
    expect(refundNowOf(row, aMinuteAfter(start))).toBeNull();
    await expect(
      cancelByGuest(ctx.app.payments, booking.id, undefined, aMinuteAfter(start)),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect((await bookingRow(booking.id)).status).toBe('paid');
  });
});

describe('the policy copied onto the booking when it is paid', () => {
  it('stays the booking’s when the host changes the activity’s policy; the next booking takes the new one', async () => {
    const { host, activity } = await activityUnder('strict', '2027-03-29T17:00:00Z');
    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(ctx.app, guest, activity.id);
    expect((await bookingRow(booking.id)).cancellationPolicy).toBe('strict');

    const edited = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(await hostActivity(ctx.app, host, activity.id), { cancellationPolicy: 'flexible' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().cancellationPolicy).toBe('flexible');

    expect((await bookingRow(booking.id)).cancellationPolicy).toBe('strict');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
    });
    const [card] = (mine.json() as MyBookingList).items;
    expect(card?.refundTerms).toEqual({
      policy: 'strict',
      deadlines: [
        { until: '2027-03-22T18:00:00.000Z', share: 1 },
        { until: '2027-03-28T17:00:00.000Z', share: 0.5 },
      ],
    });
    // Today (long before the first deadline) the whole amount would go back.
    expect(card?.refundNow).toEqual({ share: 1, amountCents: 2501, until: '2027-03-22T18:00:00.000Z' });
    expect(card?.canRefund).toBe(true);

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/activities/${activity.id}` });
    expect(detail.json().refundTerms.policy).toBe('flexible');
    const next = await bookAndPay(ctx.app, await signUp(ctx.app), activity.id);
    expect((await bookingRow(next.booking.id)).cancellationPolicy).toBe('flexible');
  });
});
