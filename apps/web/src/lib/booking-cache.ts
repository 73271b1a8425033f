import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '#/lib/session.ts';

/** The caller's own bookings (My Bookings): under the session's key, so signing out drops them. */
export const myBookingsQueryKey = [...meQueryKey, 'bookings'] as const;

/**
 * Everything a checkout, refund or waitlist change can alter: spots on every activity query (lists, and the
 * detail page with its booking state and attendees), the caller's bookings and their attended count.
 * Shared by the activity page and My Bookings, which must not import each other.
 */
export function refreshAfterBookingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['activities'] }),
    queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
    queryClient.invalidateQueries({ queryKey: [...meQueryKey, 'stats'] }),
  ]);
}
