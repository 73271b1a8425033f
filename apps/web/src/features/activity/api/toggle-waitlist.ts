import type { WaitlistResult } from '@sortim/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyContract } from '#/lib/api-client.ts';
import { refreshAfterBookingChange } from '#/lib/booking-cache.ts';

/** The reply's contract, loaded with the call: the activity page's first load stays free of zod. */
const waitlistResult = lazyContract<WaitlistResult>(() =>
  import('@sortim/contracts/bookings').then((contracts) => contracts.WaitlistResult),
);

const waitlistPath = (activityId: string) => `/api/activities/${encodeURIComponent(activityId)}/waitlist`;

/** `POST /api/activities/:id/waitlist`: 401 signed out, 409 when spots are available. */
export const joinWaitlist = (activityId: string) => api.post(waitlistPath(activityId), waitlistResult);

/** `DELETE /api/activities/:id/waitlist`. */
export const leaveWaitlist = (activityId: string) => api.delete(waitlistPath(activityId), waitlistResult);

/** Join (`true`) or leave (`false`) the activity's waitlist. */
export function useToggleWaitlist(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) => (join ? joinWaitlist(activityId) : leaveWaitlist(activityId)),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}
