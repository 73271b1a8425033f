import { HostPayouts } from '@sortim/contracts/host-transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/dashboard/payouts`: per activity, the host's share to be paid, paid out and refunded. */
export const fetchHostPayouts = () => api.get('/api/host/dashboard/payouts', HostPayouts);

export const hostPayoutsQuery = queryOptions({
  // Under the dashboard's key: whatever refreshes the dashboard (a refund, a cancellation) refreshes it too.
  queryKey: [...hostKeys.dashboard, 'payouts'] as const,
  queryFn: fetchHostPayouts,
  staleTime: 0,
});

export function useHostPayouts() {
  return useQuery(hostPayoutsQuery);
}
