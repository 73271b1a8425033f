import { VerifyPaymentResult } from '@sortim/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { refreshAfterBookingChange } from '#/lib/booking-cache.ts';

/** `POST /api/payments/verify`: the return from the payment page confirms (or not) the booking. */
export const verifyPayment = (sessionId: string) =>
  api.post('/api/payments/verify', VerifyPaymentResult, { sessionId });

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    // Not awaited: the toast comes first, the list refetches behind it.
    onSettled: () => {
      void refreshAfterBookingChange(queryClient);
    },
  });
}
