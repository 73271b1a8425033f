import { ACTIVITY_FIELD_MESSAGES } from '@sortim/contracts/hosting';
import { formatMessage } from '@sortim/contracts/messages';
import { type Ledger, minimumCapacity, spotsLeftFor, takenSpots } from '@sortim/contracts/spots-ledger';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import { Invalid } from '#src/lib/errors.ts';
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
 * Takes every spot of a bookable date nobody has booked or holds (a private group): all its spots on sale are
 * still there. Returns how many were taken, or 0 when someone was there first (nothing changes).
 */
export async function takeWholeDate(tx: Transaction, activityId: string): Promise<number> {
  const [taken] = await tx
    .update(activities)
    .set({ spotsRemaining: 0, updatedAt: sql`now()` })
    .where(
      and(
        eq(activities.id, activityId),
        sql`${activities.spotsRemaining} = ${activities.capacity} - ${activities.thirdPartyAttendees}`,
        sql`${activities.spotsRemaining} > 0`,
        isBookable,
      ),
    )
    .returning({ spots: activities.capacity, thirdParty: activities.thirdPartyAttendees });
  return taken ? taken.spots - taken.thirdParty : 0;
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

/**
 * A new activity's ledger: nothing held yet, so every seat neither booked (`bookedSpots`: only the demo seed
 * writes bookings with their activity) nor filled by third-party attendees is on sale. Every INSERT of an
 * activity sets its spots with this.
 */
export function startingSpots(capacity: number, thirdPartyAttendees = 0, bookedSpots = 0): Ledger {
  return {
    capacity,
    thirdPartyAttendees,
    spotsRemaining: spotsLeftFor(capacity, bookedSpots, thirdPartyAttendees),
  };
}

export type Size = Ledger;

/** The columns of the ledger, for the caller's locked read of the activity that resizeActivity needs. */
export const ledgerColumns = {
  capacity: activities.capacity,
  spotsRemaining: activities.spotsRemaining,
  thirdPartyAttendees: activities.thirdPartyAttendees,
};

/**
 * The host resizes an activity: capacity and third-party attendees change, and spots left follow, since
 * seats already paid or held cannot move. `row` is the activity's ledger as the caller read it under its
 * row lock (`ledgerColumns`, `for update`). `spotsRemaining` is what the host's form shows for the new
 * size; if the ledger says otherwise (a guest booked meanwhile), nothing changes and the form is told.
 * Returns how many spots went on sale (for the waitlist), never negative.
 */
export async function resizeActivity(
  tx: Transaction,
  activityId: string,
  row: Ledger,
  size: Size,
): Promise<number> {
  const taken = takenSpots(row);
  const floor = minimumCapacity(taken, size.thirdPartyAttendees);
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
  const spotsRemaining = spotsLeftFor(size.capacity, taken, size.thirdPartyAttendees);
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
