import { type MyBookingList, RefundResult } from '@sortim/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { refreshAfterBookingChange } from '#/lib/booking-cache.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/bookings/:id/refund` with the refund the guest was shown (0 when none): 403 not the caller's,
 * 409 not refundable (refunded, started) or, when a deadline passed since, `booking.refundChanged`.
 */
export const requestRefund = ({ bookingId, expectedRefundCents }: RefundRequest) =>
  api.post(`/api/bookings/${encodeURIComponent(bookingId)}/refund`, RefundResult, { expectedRefundCents });

type RefundRequest = { bookingId: string; expectedRefundCents: number };

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
    // A refusal may mean the refund changed (a deadline passed): the card and dialog show it afresh.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.bookings });
    },
  });
}
