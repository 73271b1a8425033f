import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const ctx = useTestApp();

async function lastPaidOf(userId: string): Promise<Date | null> {
  const [row] = await ctx.app.db
    .select({ at: profiles.lastPaidBookingAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.at ?? null;
}

async function activityOf() {
  const host = await createHost(ctx.app.db);
  return createActivity(ctx.app.db, { hostId: host.id });
}

describe('profiles.last_paid_booking_at (kept by the database)', () => {
  it('follows the latest paid booking as bookings are made, refunded, cancelled and removed', async () => {
    const db = ctx.app.db;
    const guest = await createUser(db);
    expect(await lastPaidOf(guest.id)).toBeNull();

    const older = await createBooking(db, {
      userId: guest.id,
      activityId: (await activityOf()).id,
      createdAt: ago(40),
    });
    expect(await lastPaidOf(guest.id)).toEqual(older.createdAt);

    const newer = await createBooking(db, {
      userId: guest.id,
      activityId: (await activityOf()).id,
      createdAt: ago(2),
    });
    expect(await lastPaidOf(guest.id)).toEqual(newer.createdAt);

    // A booking made while another was already newer changes nothing.
    const middle = await createBooking(db, {
      userId: guest.id,
      activityId: (await activityOf()).id,
      createdAt: ago(10),
    });
    expect(await lastPaidOf(guest.id)).toEqual(newer.createdAt);

    await db
      .update(bookings)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(bookings.id, newer.id));
    expect(await lastPaidOf(guest.id)).toEqual(middle.createdAt);

    await db
      .update(bookings)
      .set({ status: 'cancelled', refundedAt: null })
      .where(eq(bookings.userId, guest.id));
    expect(await lastPaidOf(guest.id)).toBeNull();

    await db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, older.id));
    expect(await lastPaidOf(guest.id)).toEqual(older.createdAt);
    await db.delete(bookings).where(eq(bookings.id, older.id));
    expect(await lastPaidOf(guest.id)).toBeNull();
  });

  it('never counts a booking made refunded or cancelled', async () => {
    const db = ctx.app.db;
    const guest = await createUser(db);

    await createBooking(db, {
      userId: guest.id,
      activityId: (await activityOf()).id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    await createBooking(db, { userId: guest.id, activityId: (await activityOf()).id, status: 'cancelled' });

    expect(await lastPaidOf(guest.id)).toBeNull();
  });
});
