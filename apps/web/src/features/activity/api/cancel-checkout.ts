import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { refreshAfterBookingChange } from '#/lib/booking-cache.ts';

/** `POST /api/checkout/cancel` (204: nothing to read): back from the payment page unpaid, the caller's held spots return to sale. */
export const cancelCheckout = (activityId: string) =>
  api.post('/api/checkout/cancel', typedReply<unknown>(), { activityId });

export function useCancelCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCheckout,
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}
