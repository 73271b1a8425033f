import { AdminDashboardStats } from '@sortim/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/stats`: the admin dashboard's six numbers. */
export const fetchAdminDashboardStats = () => api.get('/api/admin/stats', AdminDashboardStats);

export const adminDashboardStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: fetchAdminDashboardStats,
});

export function useAdminDashboardStats() {
  return useQuery(adminDashboardStatsQuery);
}
