import { PayoutStatus } from '@sortim/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys, sessionKeys } from '#/lib/query-keys.ts';

/** `POST /api/host/payouts/check`: asks the provider (enabled, action_required or pending) and stores it. */
export const checkPayoutStatus = () => api.post('/api/host/payouts/check', PayoutStatus);

export function useCheckPayoutStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayoutStatus,
    onSuccess: async (status) => {
      queryClient.setQueryData(hostKeys.payouts, status);
      // Payouts opening changes the session's profile (payoutsEnabled) and the dashboard: refresh both.
      if (status.payoutsEnabled) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
          queryClient.invalidateQueries({ queryKey: hostKeys.dashboard }),
        ]);
      }
    },
  });
}
