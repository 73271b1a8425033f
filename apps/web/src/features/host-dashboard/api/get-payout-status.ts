import { PayoutStatus } from '@sortim/contracts/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/payouts`: Not Started, In Progress or Connected, read from our records (no provider call). */
export const fetchPayoutStatus = () => api.get('/api/host/payouts', PayoutStatus);

export const payoutStatusQuery = queryOptions({
  queryKey: hostKeys.payouts,
  queryFn: fetchPayoutStatus,
  staleTime: 0,
  // Coming back from onboarding in another window, the payment card asks the provider itself
  // (usePageReturn): a re-read of our records here could land after that answer and undo it.
});

export function usePayoutStatus() {
  return useQuery(payoutStatusQuery);
}
