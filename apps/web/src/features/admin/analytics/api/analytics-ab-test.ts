import { AbTestResult, ANALYTICS_REFRESH_MS } from '@sortim/contracts/analytics-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/analytics/ab-test`: variant_a against variant_b, with the z-test's verdict. */
export const fetchAbTestResult = () => api.get('/api/admin/analytics/ab-test', AbTestResult);

export const abTestResultQuery = queryOptions({
  queryKey: adminKeys.analytics.abTest,
  queryFn: fetchAbTestResult,
  refetchInterval: ANALYTICS_REFRESH_MS,
  staleTime: ANALYTICS_REFRESH_MS,
});

export function useAbTestResult() {
  return useQuery(abTestResultQuery);
}
