import { CancelGuestBookingResult } from '@sortim/contracts/host-guests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { activityGuestsQuery, refreshAfterHostActivityChange } from '#/lib/host-activities.ts';

/** How often the roster asks again while its tab is visible: the door checks people in meanwhile. */
export const ROSTER_REFETCH_MS = 5_000;

/** The roster, live: refetched every few seconds while the page is visible (not in a background tab). */
export function useActivityGuests(activityId: string) {
  return useQuery({ ...activityGuestsQuery(activityId), refetchInterval: ROSTER_REFETCH_MS });
}

/**
 * `GET /api/host/activities/:id/guests.csv`: the roster as `<title>-<date>-guests.csv`. A plain download
 * link: the server names the file, and the browser saves it with its own progress.
 */
export const activityGuestsCsvUrl = (activityId: string) =>
  `/api/host/activities/${encodeURIComponent(activityId)}/guests.csv`;

/**
 * `POST /api/host/bookings/:id/cancel`: the host cancels one booking, refunded in full. Every host query
 * refreshes after (this list, the spots on the cards, the dashboard's numbers).
 */
export function useCancelGuestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api.post(`/api/host/bookings/${encodeURIComponent(bookingId)}/cancel`, CancelGuestBookingResult),
    onSuccess: () => refreshAfterHostActivityChange(queryClient),
  });
}
