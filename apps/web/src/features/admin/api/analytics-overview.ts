import { ANALYTICS_REFRESH_MS, AnalyticsOverview } from '@sortim/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKey } from '#/features/admin/api/admin-query-key.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/analytics/overview`: visitors, checkouts, paid bookings, conversion, top categories. */
export const fetchAnalyticsOverview = () => api.get('/api/admin/analytics/overview', AnalyticsOverview);

/** Every analytics query lives under this key (inside the admin one). */
export const analyticsQueryKey = [...adminQueryKey, 'analytics'] as const;

export const analyticsOverviewQuery = queryOptions({
  queryKey: [...analyticsQueryKey, 'overview'],
  queryFn: fetchAnalyticsOverview,
  // The spec refreshes the numbers every 60 seconds while the page is open (and the browser tab visible).
  refetchInterval: ANALYTICS_REFRESH_MS,
  staleTime: ANALYTICS_REFRESH_MS,
});

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQuery);
}
