import type { BookingState } from '@sortim/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';
import { meQuery } from '#/lib/session.ts';

/** `GET /api/activities/:id/booking-state`: the caller's paid booking, waitlist place and held offer. */
export const fetchBookingState = (activityId: string) =>
  api.get(`/api/activities/${encodeURIComponent(activityId)}/booking-state`, typedReply<BookingState>());

/** What an anonymous visitor has here: nothing (the server answers the same, so it is not asked). */
export const NO_BOOKING_STATE: BookingState = { bookingId: null, onWaitlist: false, offerExpiresAt: null };

/** Keyed by who asks, like the reviews: a sign-in must never show the anonymous answer. */
export const bookingStateQuery = (activityId: string, viewerId: string) =>
  queryOptions({
    queryKey: activityKeys.bookingState(activityId, viewerId),
    queryFn: () => fetchBookingState(activityId),
  });

/**
 * The caller's booking state, once the session is known: `state` is null while it loads, and the empty state
 * for anonymous visitors or when the request failed (the server still refuses a second booking).
 */
export function useBookingState(activityId: string) {
  const session = useQuery(meQuery);
  const viewerId = session.data?.user?.id ?? null;
  const query = useQuery({ ...bookingStateQuery(activityId, viewerId ?? ''), enabled: viewerId !== null });
  const loading = session.isPending || (viewerId !== null && query.isPending);
  return {
    signedIn: viewerId !== null,
    state: loading ? null : (query.data ?? NO_BOOKING_STATE),
  };
}
