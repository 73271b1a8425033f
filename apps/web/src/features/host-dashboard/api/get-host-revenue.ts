import { RevenueBreakdown } from '@sortim/contracts/revenue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/dashboard/revenue`: what the host's paid bookings sold, by price and by promo code. */
export const fetchHostRevenue = () => api.get('/api/host/dashboard/revenue', RevenueBreakdown);

export const hostRevenueQuery = queryOptions({
  // Under the dashboard's key: whatever refreshes the dashboard (a refund, a cancellation) refreshes it too.
  queryKey: [...hostKeys.dashboard, 'revenue'] as const,
  queryFn: fetchHostRevenue,
  staleTime: 0,
});

export function useHostRevenue() {
  return useQuery(hostRevenueQuery);
}
