import { ANALYTICS_REFRESH_MS, AnalyticsRevenue } from '@sortim/contracts/analytics-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/analytics/revenue`: the last 30 days' paid bookings by kind of price and by code. */
export const fetchAnalyticsRevenue = () => api.get('/api/admin/analytics/revenue', AnalyticsRevenue);

export const analyticsRevenueQuery = queryOptions({
  queryKey: adminKeys.analytics.revenue,
  queryFn: fetchAnalyticsRevenue,
  refetchInterval: ANALYTICS_REFRESH_MS,
  staleTime: ANALYTICS_REFRESH_MS,
});

export function useAnalyticsRevenue() {
  return useQuery(analyticsRevenueQuery);
}
