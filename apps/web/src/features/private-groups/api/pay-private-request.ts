import { CheckoutResult } from '@sortim/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/private-requests/:id/checkout`: the payment page for the date held for the guest (no new hold);
 * 409 once paid or expired.
 */
export const payPrivateRequest = (id: string) =>
  api.post(`/api/private-requests/${encodeURIComponent(id)}/checkout`, CheckoutResult);

export function usePayPrivateRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payPrivateRequest(id),
    // Refused: the hold ended or was paid meanwhile; the page shows where the request now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: sessionKeys.privateRequest(id) }),
  });
}
