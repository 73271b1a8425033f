import { AdminUserStats } from '@sortim/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/users/stats`: total, active in 30 days, verified hosts, new in 30 days. */
export const fetchAdminUserStats = () => api.get('/api/admin/users/stats', AdminUserStats);

/** Its own request, so the list still shows when the numbers fail (spec). */
export const adminUserStatsQuery = queryOptions({
  queryKey: adminKeys.users.stats,
  queryFn: fetchAdminUserStats,
});

export function useAdminUserStats() {
  return useQuery(adminUserStatsQuery);
}
