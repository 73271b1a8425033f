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
  // Onboarding happens in another window: coming back to this one shows where it got to.
  refetchOnWindowFocus: true,
});

export function usePayoutStatus() {
  return useQuery(payoutStatusQuery);
}
