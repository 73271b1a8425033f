import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { PRICING_MESSAGES } from '@sortim/contracts/pricing';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, priceCategories } from '#src/db/schema.ts';
import { Conflict } from '#src/lib/errors.ts';
import { startingSpots } from '#src/modules/reservations/spots.ts';

/*
 * The date a host's acceptance makes for a private group: a copy of the activity asked about at the start
 * asked for (same length, same series, same prices with their early birds, the same private offer),
 * published, every seat free. Large enough for the group: a private group may be larger than the activity's
 * usual capacity when the host's offer says so.
 */

export async function createPrivateDate(
  tx: Transaction,
  sourceId: string,
  startsAt: Date,
  groupSize: number,
): Promise<{ date: typeof activities.$inferSelect; firstCategoryId: string }> {
  const [source] = await tx.select().from(activities).where(eq(activities.id, sourceId)).for('update');
  if (!source || source.status === 'cancelled') throw new Conflict(BOOKING_MESSAGES.notBookable);
  if (source.privateMinimumCents === null) throw new Conflict(PRICING_MESSAGES.notPrivate);
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    externalUid: _e,
    scheduleVersion: _v,
    capacity: _capacity,
    spotsRemaining: _s,
    thirdPartyAttendees: _t,
    ...copy
  } = source;
  const capacity = Math.max(source.capacity, groupSize);
  const [date] = await tx
    .insert(activities)
    .values({
      ...copy,
      startTime: startsAt,
      endTime: new Date(startsAt.getTime() + (source.endTime.getTime() - source.startTime.getTime())),
      ...startingSpots(capacity),
      isPublished: true,
      status: 'published',
      approvalStatus: 'approved',
      featured: false,
    })
    .returning();
  if (!date) throw new Error('private date not created');
  return { date, firstCategoryId: await copyPrices(tx, source.id, date.id) };
}

/**
 * The source's price categories on the new date. Its first category was made with it by the database
 * (from the activity's price), and takes the source's first category's terms; the others are copied.
 * Returns the first category's id.
 */
async function copyPrices(tx: Transaction, sourceId: string, dateId: string): Promise<string> {
  const rows = await tx
    .select()
    .from(priceCategories)
    .where(eq(priceCategories.activityId, sourceId))
    .orderBy(asc(priceCategories.position));
  const terms = ({ id: _id, activityId: _a, createdAt: _c, updatedAt: _u, ...rest }: (typeof rows)[number]) =>
    rest;
  const [first, ...others] = rows;
  if (!first) throw new Error('the activity has no first price');
  const [made] = await tx
    .update(priceCategories)
    .set(terms(first))
    .where(and(eq(priceCategories.activityId, dateId), eq(priceCategories.position, 0)))
    .returning({ id: priceCategories.id });
  if (!made) throw new Error('the private date has no first price');
  if (others.length > 0) {
    await tx.insert(priceCategories).values(others.map((row) => ({ ...terms(row), activityId: dateId })));
  }
  return made.id;
}
