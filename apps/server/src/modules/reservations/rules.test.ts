import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { takenSpots } from '@sortim/contracts/spots-ledger';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { Conflict } from '#src/lib/errors.ts';
import { useTestApp } from '#src/test/app.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createPaymentSession,
  createUser,
  firstPriceId,
} from '#src/test/factories.ts';
import { bookableByColumns, refuseUnbookable } from './bookable-by.ts';
import { takeHold } from './holds.ts';
import { hasMoneyOn, hasPaidGuests } from './rules.ts';
import { shownTermsOf } from './shown-terms.ts';

/*
 * The booking rules reservations owns, asked directly of the database: who may book, who has paid, what
 * has money on it, and the hold every checkout takes.
 */

const ctx = useTestApp();
const HOUR = 60 * 60 * 1000;

async function newActivity(overrides: Partial<typeof activities.$inferInsert> = {}) {
  const host = await createHost(ctx.app.db);
  return { host, activity: await createActivity(ctx.app.db, { hostId: host.id, ...overrides }) };
}

async function bookability(callerId: string, activityId: string) {
  const [row] = await ctx.app.db
    .select(bookableByColumns(callerId))
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!row) throw new Error('activity not found');
  return row;
}

/** The refusal's message, or null when the caller may book. */
async function refusal(callerId: string, activityId: string): Promise<string | null> {
  try {
    refuseUnbookable(callerId, await bookability(callerId, activityId));
    return null;
  } catch (err) {
    if (err instanceof Conflict) return err.message;
    throw err;
  }
}

async function moneyFacts(activityId: string) {
  const [row] = await ctx.app.db
    .select({ money: hasMoneyOn(activityId), paidGuests: hasPaidGuests(activities.id) })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
}

describe('bookable by this caller', () => {
  it('lets a guest book a listed activity to come, and refuses its host, a guest who booked and a started one', async () => {
    const { host, activity } = await newActivity();
    const guest = await createUser(ctx.app.db);
    expect(await refusal(guest.id, activity.id)).toBeNull();
    expect((await bookability(guest.id, activity.id)).listed).toBe(true);
    expect(await refusal(host.id, activity.id)).toBe(BOOKING_MESSAGES.ownActivity);

    await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id });
    expect(await refusal(guest.id, activity.id)).toBe(BOOKING_MESSAGES.alreadyBooked);

    const { activity: started } = await newActivity({ startTime: new Date(Date.now() - HOUR) });
    expect(await refusal(guest.id, started.id)).toBe(BOOKING_MESSAGES.started);
  });

  it('lets a guest whose booking was refunded book again, and reads a draft or cancelled activity as not listed', async () => {
    const { activity } = await newActivity();
    const guest = await createUser(ctx.app.db);
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    expect(await refusal(guest.id, activity.id)).toBeNull();

    const { activity: draft } = await newActivity({ isPublished: false, status: 'draft' });
    const { activity: cancelled } = await newActivity({ status: 'cancelled' });
    expect((await bookability(guest.id, draft.id)).listed).toBe(false);
    expect((await bookability(guest.id, cancelled.id)).listed).toBe(false);
  });
});

describe('money on an activity', () => {
  it('has none until someone starts paying; a checkout given up or a refund keeps it, paid guests only while paid', async () => {
    const { activity } = await newActivity();
    expect(await moneyFacts(activity.id)).toEqual({ money: false, paidGuests: false });

    const guest = await createUser(ctx.app.db);
    await createPaymentSession(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      status: 'cancelled',
    });
    expect(await moneyFacts(activity.id)).toEqual({ money: true, paidGuests: false });

    const { activity: refunded } = await newActivity();
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: refunded.id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    expect(await moneyFacts(refunded.id)).toEqual({ money: true, paidGuests: false });

    const { activity: paid } = await newActivity();
    await createBooking(ctx.app.db, { userId: guest.id, activityId: paid.id });
    expect(await moneyFacts(paid.id)).toEqual({ money: true, paidGuests: true });
  });
});

describe('takeHold', () => {
  const request = async (userId: string, activity: { id: string; hostId: string }, spots: number) => ({
    userId,
    activity: { ...activity, privateMinimumCents: null, privateMaxGroup: null },
    lines: [{ categoryId: await firstPriceId(ctx.app.db, activity.id), quantity: spots }],
    code: null,
    isPrivate: false,
    shown: shownTermsOf({
      cancellationPolicy: 'flexible',
      startTime: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      endTime: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 2 * 60 * 60 * 1000),
      locationName: 'Barceloneta Beach',
      address: 'Passeig Marítim de la Barceloneta, 08003 Barcelona',
    }),
  });

  it('holds spots out of those on sale, in the ledger the host reads as taken', async () => {
    const { activity } = await newActivity({ capacity: 3 });
    const guest = await createUser(ctx.app.db);
    const asked = await request(guest.id, activity, 2);
    const { session } = await ctx.app.db.transaction((tx) => takeHold(tx, ctx.app.payments, asked));
    expect(session).toMatchObject({ status: 'open', spots: 2, amountCents: 3000 });
    const [ledger] = await ctx.app.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(ledger?.spotsRemaining).toBe(1);
    expect(ledger && takenSpots(ledger)).toBe(2);
  });

  it('refuses a party larger than the spots left, and a sold-out activity, changing nothing', async () => {
    const { activity } = await newActivity({ capacity: 2 });
    const first = await createUser(ctx.app.db);
    const second = await createUser(ctx.app.db);
    const hold = async (userId: string, spots: number) => {
      const asked = await request(userId, activity, spots);
      return ctx.app.db.transaction((tx) => takeHold(tx, ctx.app.payments, asked));
    };

    await hold(first.id, 1);
    await expect(hold(second.id, 2)).rejects.toThrow(BOOKING_MESSAGES.notEnoughSpots);
    await hold(second.id, 1);
    await expect(hold((await createUser(ctx.app.db)).id, 1)).rejects.toThrow(BOOKING_MESSAGES.soldOut);
    const [ledger] = await ctx.app.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(ledger?.spotsRemaining).toBe(0);
  });
});
