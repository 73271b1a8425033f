import { ANALYTICS_REFRESH_MS, AnalyticsOverview } from '@sortim/contracts/analytics-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/analytics/overview`: visitors, checkouts, paid bookings, conversion, top categories. */
export const fetchAnalyticsOverview = () => api.get('/api/admin/analytics/overview', AnalyticsOverview);

export const analyticsOverviewQuery = queryOptions({
  queryKey: adminKeys.analytics.overview,
  queryFn: fetchAnalyticsOverview,
  // The spec refreshes the numbers every 60 seconds while the page is open (and the browser tab visible).
  refetchInterval: ANALYTICS_REFRESH_MS,
  staleTime: ANALYTICS_REFRESH_MS,
});

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQuery);
}
