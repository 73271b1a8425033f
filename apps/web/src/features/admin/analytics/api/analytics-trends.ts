import { ANALYTICS_REFRESH_MS, AnalyticsTrends } from '@sortim/contracts/analytics-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/analytics/trends`: the last 7 rolled-up days, oldest first. */
export const fetchAnalyticsTrends = () => api.get('/api/admin/analytics/trends', AnalyticsTrends);

export const analyticsTrendsQuery = queryOptions({
  queryKey: adminKeys.analytics.trends,
  queryFn: fetchAnalyticsTrends,
  refetchInterval: ANALYTICS_REFRESH_MS,
  staleTime: ANALYTICS_REFRESH_MS,
});

export function useAnalyticsTrends() {
  return useQuery(analyticsTrendsQuery);
}
