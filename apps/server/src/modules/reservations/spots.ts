import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';

/*
 * The only two ways spots_remaining changes on the money path (decision #3). Taking is one conditional
 * UPDATE, so two guests racing for the last spot cannot both get it whatever the isolation level: the
 * second update finds the row changed, re-checks `spots_remaining >= n` and matches nothing.
 */

/** Published, not a draft, and not started: the only activities anyone can take a spot of. */
export const isBookable = and(
  eq(activities.isPublished, true),
  eq(activities.status, 'published'),
  gt(activities.startTime, sql`now()`),
);

/** Takes `n` spots of a bookable activity; false when fewer are left (nothing changes then). */
export async function takeSpots(tx: Transaction, activityId: string, n: number): Promise<boolean> {
  const taken = await tx
    .update(activities)
    .set({ spotsRemaining: sql`${activities.spotsRemaining} - ${n}`, updatedAt: sql`now()` })
    .where(and(eq(activities.id, activityId), gte(activities.spotsRemaining, n), isBookable))
    .returning({ id: activities.id });
  return taken.length > 0;
}

/**
 * Puts `n` spots back on sale. Callers follow it with `offerFreeSpots` so that people on the waitlist
 * get them before anyone else can.
 */
export async function putBackSpots(tx: Transaction, activityId: string, n: number): Promise<void> {
  await tx
    .update(activities)
    .set({ spotsRemaining: sql`${activities.spotsRemaining} + ${n}`, updatedAt: sql`now()` })
    .where(eq(activities.id, activityId));
}
