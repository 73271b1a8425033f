import { type MyBookingList, RefundResult } from '@sortim/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { refreshAfterBookingChange } from '#/lib/booking-cache.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `POST /api/bookings/:id/refund`: 403 not the caller's, 409 not refundable (refunded, started). */
export const requestRefund = (bookingId: string) =>
  api.post(`/api/bookings/${encodeURIComponent(bookingId)}/refund`, RefundResult);

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: ({ booking }) => {
      // The refunded booking at once (its card loses 'Request Refund'), then everything it changed.
      queryClient.setQueryData<MyBookingList>(sessionKeys.bookings, (list) =>
        list ? { items: list.items.map((item) => (item.id === booking.id ? booking : item)) } : list,
      );
      void refreshAfterBookingChange(queryClient);
    },
  });
}
