import type { CheckoutInput, CheckoutResult } from '@sortim/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsSessionId } from '#/lib/analytics.ts';
import { api, lazyContract } from '#/lib/api-client.ts';
import { refreshAfterBookingChange } from '#/lib/booking-cache.ts';

/**
 * `POST /api/checkout`: holds the party's spots and answers the payment page to go to. 401 when signed out,
 * 409 sold out, already booked or not enough spots. The server records checkout_started itself; the
 * analytics session id ties that event to this visit.
 */
export const createCheckout = (input: Omit<CheckoutInput, 'analyticsSessionId'>) =>
  api.post(
    '/api/checkout',
    // Loaded with the call: the activity page's first load stays free of zod.
    lazyContract<CheckoutResult>(() =>
      import('@sortim/contracts/bookings').then((contracts) => contracts.CheckoutResult),
    ),
    { ...input, analyticsSessionId: analyticsSessionId() },
  );

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    // A refusal means the page was stale (sold out, booked in another tab): show what is true now.
    onError: () => {
      void refreshAfterBookingChange(queryClient);
    },
  });
}
