import { AdminBootstrapStatus } from '@sortim/contracts/admin-bootstrap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seedKeys } from '#/features/seed/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/bootstrap`: whether any admin exists yet. */
export const fetchAdminBootstrapStatus = () => api.get('/api/admin/bootstrap', AdminBootstrapStatus);

export const adminBootstrapStatusQuery = queryOptions({
  queryKey: seedKeys.adminBootstrap,
  queryFn: fetchAdminBootstrapStatus,
});

export function useAdminBootstrapStatus() {
  return useQuery(adminBootstrapStatusQuery);
}
