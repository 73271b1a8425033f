import { ACTIVITY_FIELD_MESSAGES, HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { formatMessage } from '@sortim/contracts/messages';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import { Invalid, NotFound } from '#src/lib/errors.ts';
import { isBookable } from './rules.ts';

/*
 * Every way activities.spots_remaining changes is a function of this file (decision 3: spots remaining
 * = capacity - paid - held by checkouts - held by waitlist offers - third-party attendees). Taking is one
 * conditional UPDATE, so two guests racing for the last spot cannot both get it whatever the isolation
 * level: the second update finds the row changed, re-checks `spots_remaining >= n` and matches nothing.
 */

/** Takes `n` spots of a bookable activity for a checkout; false when fewer are left (nothing changes). */
export async function takeSpots(tx: Transaction, activityId: string, n: number): Promise<boolean> {
  const taken = await tx
    .update(activities)
    .set({ spotsRemaining: sql`${activities.spotsRemaining} - ${n}`, updatedAt: sql`now()` })
    .where(and(eq(activities.id, activityId), gte(activities.spotsRemaining, n), isBookable))
    .returning({ id: activities.id });
  return taken.length > 0;
}

/**
 * Holds `n` free spots for waitlist offers. The caller has locked the row and counted `n` within
 * spots_remaining.
 */
export async function holdSpotsForOffers(tx: Transaction, activityId: string, n: number): Promise<void> {
  await tx
    .update(activities)
    .set({ spotsRemaining: sql`${activities.spotsRemaining} - ${n}`, updatedAt: sql`now()` })
    .where(eq(activities.id, activityId));
}

/**
 * Puts `n` spots back on sale. Callers follow it with `offerFreeSpots` (or use `releaseSpots`, which does
 * both) so that people on the waitlist get them before anyone else can.
 */
export async function putBackSpots(tx: Transaction, activityId: string, n: number): Promise<void> {
  await tx
    .update(activities)
    .set({ spotsRemaining: sql`${activities.spotsRemaining} + ${n}`, updatedAt: sql`now()` })
    .where(eq(activities.id, activityId));
}

export type Size = { capacity: number; thirdPartyAttendees: number; spotsRemaining: number };

/**
 * The host resizes an activity: capacity and third-party attendees change, and spots left follow, since
 * seats already paid or held cannot move. `spotsRemaining` is what the host's form shows for the new
 * size; if the ledger says otherwise (a guest booked meanwhile), nothing changes and the form is told.
 * Returns how many spots went on sale (for the waitlist), never negative.
 */
export async function resizeActivity(tx: Transaction, activityId: string, size: Size): Promise<number> {
  const [row] = await tx
    .select({
      capacity: activities.capacity,
      spotsRemaining: activities.spotsRemaining,
      thirdPartyAttendees: activities.thirdPartyAttendees,
    })
    .from(activities)
    .where(eq(activities.id, activityId))
    .for('update');
  if (!row) throw new NotFound(HOSTING_MESSAGES.notFound);
  const taken = row.capacity - row.spotsRemaining - row.thirdPartyAttendees;
  const floor = taken + size.thirdPartyAttendees;
  if (size.capacity < floor) {
    const message = size.thirdPartyAttendees
      ? formatMessage(ACTIVITY_FIELD_MESSAGES.capacityBelowTakenAndThirdParty, {
          floor,
          taken,
          thirdParty: size.thirdPartyAttendees,
        })
      : formatMessage(ACTIVITY_FIELD_MESSAGES.capacityBelowTaken, { floor, taken });
    throw new Invalid(message, { capacity: message });
  }
  const spotsRemaining = size.capacity - floor;
  if (size.spotsRemaining !== spotsRemaining) {
    const message = formatMessage(ACTIVITY_FIELD_MESSAGES.spotsRemainingLedger, { spotsRemaining, taken });
    throw new Invalid(message, { spotsRemaining: message });
  }
  await tx
    .update(activities)
    .set({
      capacity: size.capacity,
      thirdPartyAttendees: size.thirdPartyAttendees,
      spotsRemaining,
      updatedAt: sql`now()`,
    })
    .where(eq(activities.id, activityId));
  return Math.max(0, spotsRemaining - row.spotsRemaining);
}
