import type { QueryClient } from '@tanstack/react-query';
import { activityKeys, sessionKeys } from '#/lib/query-keys.ts';

/**
 * Everything a checkout, refund or waitlist change can alter: spots on every activity query (lists, and the
 * detail page with its booking state and attendees), the caller's bookings and their attended count.
 * Shared by the activity page and My Bookings, which must not import each other.
 */
export function refreshAfterBookingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.bookings }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.stats }),
  ]);
}
