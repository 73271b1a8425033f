import { AdminDashboardStats } from '@sortim/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKey } from '#/features/admin/api/admin-query-key.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/stats`: the admin dashboard's six numbers. */
export const fetchAdminDashboardStats = () => api.get('/api/admin/stats', AdminDashboardStats);

export const adminDashboardStatsQueryKey = [...adminQueryKey, 'stats'] as const;

export const adminDashboardStatsQuery = queryOptions({
  queryKey: adminDashboardStatsQueryKey,
  queryFn: fetchAdminDashboardStats,
});

export function useAdminDashboardStats() {
  return useQuery(adminDashboardStatsQuery);
}
