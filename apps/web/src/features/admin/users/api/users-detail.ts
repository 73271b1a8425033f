import { AdminUserDetail } from '@sortim/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/users/:id`: one request fills the View dialog's four tabs. */
export const fetchAdminUserDetail = (id: string) =>
  api.get(`/api/admin/users/${encodeURIComponent(id)}`, AdminUserDetail);

export const adminUserDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.users.detail(id),
    queryFn: () => fetchAdminUserDetail(id),
  });

export function useAdminUserDetail(id: string) {
  return useQuery(adminUserDetailQuery(id));
}
