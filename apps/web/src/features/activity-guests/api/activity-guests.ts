import { CancelGuestBookingResult, HostGuestList } from '@sortim/contracts/host-guests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { refreshAfterHostActivityChange } from '#/lib/host-activities.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/activities/:id/guests`: the activity's bookings, paid first (its host or an admin). */
export const activityGuestsQuery = (activityId: string) =>
  queryOptions({
    queryKey: [...hostKeys.activity(activityId), 'guests'] as const,
    queryFn: () => api.get(`/api/host/activities/${encodeURIComponent(activityId)}/guests`, HostGuestList),
  });

export function useActivityGuests(activityId: string) {
  return useQuery(activityGuestsQuery(activityId));
}

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
