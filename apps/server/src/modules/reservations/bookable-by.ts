import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { activities } from '#src/db/schema.ts';
import { Conflict } from '#src/lib/errors.ts';
import { hasPaidBooking, hasStarted, isListed } from './rules.ts';

/*
 * Whether one person may take a spot of an activity now, for checkout and for the waitlist alike: the
 * activity is listed and has not started, it is not their own, and they have not booked it already.
 */

/** The columns the rule reads, selected with the activity (of `activities`). */
export const bookableByColumns = (callerId: string) => ({
  hostId: activities.hostId,
  listed: isListed,
  started: hasStarted,
  alreadyBooked: hasPaidBooking(callerId, activities.id),
});

type Bookability = { hostId: string; started: boolean; alreadyBooked: boolean };

/**
 * Refuses (409, with the spec's copy) a listed activity `callerId` cannot take a spot of now. Whether it is
 * listed at all is the caller's to tell (checkout says it cannot be booked, the waitlist that it is not found).
 */
export function refuseUnbookable(callerId: string, activity: Bookability): void {
  if (activity.started) throw new Conflict(BOOKING_MESSAGES.started);
  if (activity.hostId === callerId) throw new Conflict(BOOKING_MESSAGES.ownActivity);
  if (activity.alreadyBooked) throw new Conflict(BOOKING_MESSAGES.alreadyBooked);
}
