import type { ActivityDetail } from '@sortim/contracts/activities';
import type { ActivityState } from '@sortim/contracts/activity-state';
import type { BookingState } from '@sortim/contracts/bookings';
import { useBookingState } from '#/features/activity/api/get-booking-state.ts';

/**
 * What the booking area offers (spec §4, 'Detail-page booking state'): nothing yet while loading; '✓ Booked'
 * once the caller has paid; Book Now while the activity is bookable, or sold out with a waitlist offer
 * holding a spot for the caller; the waitlist when it is sold out or the host is finishing payment setup;
 * nothing once it has started, was cancelled, or a private group took its date (no waitlist either: a
 * private date does not free up spots to offer).
 */
export type BookingAction = 'loading' | 'booked' | 'book' | 'waitlist' | 'closed';

export function bookingActionOf(
  activityState: ActivityState,
  state: BookingState | null,
  offerExpiresAt: string | null,
): BookingAction {
  if (state === null) return 'loading';
  if (state.bookingId) return 'booked';
  if (activityState === 'bookable') return 'book';
  if (activityState === 'sold-out') return offerExpiresAt ? 'book' : 'waitlist';
  if (activityState === 'waitlist-only') return 'waitlist';
  // Started, cancelled, or booked privately: nothing to book and nothing to wait for.
  return 'closed';
}

/**
 * The caller's booking action on an activity, from its state (the server's one rule) and the caller's own
 * booking, waitlist place and offer: the booking panel and the phone's booking bar read the same answer.
 */
export function useBookingAction(activity: Pick<ActivityDetail, 'id' | 'state'>) {
  const { signedIn, state } = useBookingState(activity.id);
  const offerExpiresAt =
    state?.offerExpiresAt && new Date(state.offerExpiresAt).getTime() > Date.now()
      ? state.offerExpiresAt
      : null;
  return {
    signedIn,
    state,
    offerExpiresAt,
    /** The caller's paid booking of this activity (its tickets' page), or null. */
    bookingId: state?.bookingId ?? null,
    action: bookingActionOf(activity.state, state, offerExpiresAt),
  };
}
