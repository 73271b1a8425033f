import { PayoutStatus } from '@sortim/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys, sessionKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/host/payouts/check`: asks the payment provider how the connected account stands (enabled,
 * action_required, pending) and stores whether payouts are enabled; 502 when the provider cannot answer.
 */
export const checkPayouts = () => api.post('/api/host/payouts/check', PayoutStatus);

export function useCheckPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayouts,
    // payoutsEnabled lives in the session's profile and on the dashboard's payment card.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
        queryClient.invalidateQueries({ queryKey: hostKeys.all }),
      ]),
  });
}
