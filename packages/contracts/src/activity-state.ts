/*
 * One state per activity, decided once: the server computes it with `activityState` and sends it on every
 * card and detail, so a list and the activity's page cannot tell a guest different things. The order is
 * the reservations rules' (checkout and the waitlist refuse in this order): a cancelled activity is off
 * sale, a started one can no longer be joined, a date a private group took is closed to others, a host without payouts takes nobody's money (only the
 * waitlist), and a sold-out one has its waitlist.
 */

export const ACTIVITY_STATES = [
  'bookable',
  'sold-out',
  'waitlist-only',
  'started',
  'cancelled',
  'booked-privately',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** What the state depends on, as the server knows it when it answers. */
export type ActivityStateFacts = {
  /** The activity's status ('draft', 'published' or 'cancelled'). */
  status: string;
  /** The start time is now or past (the server's `hasStarted`, read in the same statement). */
  started: boolean;
  /** The host can be paid (spec §4: without it, only the waitlist). */
  hostPayoutsEnabled: boolean;
  spotsRemaining: number;
  /** A private group booked the whole date, or holds it while paying: closed to everyone else. */
  bookedPrivately: boolean;
};

export function activityState(facts: ActivityStateFacts): ActivityState {
  if (facts.status === 'cancelled') return 'cancelled';
  if (facts.started) return 'started';
  if (facts.bookedPrivately) return 'booked-privately';
  if (!facts.hostPayoutsEnabled) return 'waitlist-only';
  if (facts.spotsRemaining <= 0) return 'sold-out';
  return 'bookable';
}

/** The states in which a guest can join the waitlist (the server's join refuses the others). */
export const hasWaitlist = (state: ActivityState): boolean =>
  state === 'sold-out' || state === 'waitlist-only';
