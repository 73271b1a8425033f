import { type AdminUsersFilter, AdminUsersPage, type AdminUsersQuery } from '@sortim/contracts/admin';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** The query string of the list and of the CSV export: defaults are left out, so URLs stay short. */
export function adminUsersSearch(filter: Partial<AdminUsersFilter> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.role && filter.role !== 'all') params.set('role', filter.role);
  if (filter.city) params.set('city', filter.city);
  if (filter.status && filter.status !== 'all') params.set('status', filter.status);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** `GET /api/admin/users?q&role&city&status&page`: one page of 20, newest accounts first, and the total. */
export const fetchAdminUsers = (query: AdminUsersQuery, signal?: AbortSignal) =>
  api.get(`/api/admin/users${adminUsersSearch(query)}`, AdminUsersPage, { signal });

export const adminUsersListQuery = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    // While another search or page loads, the current cards stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersListQuery(query));
}

/**
 * After an admin creates, deletes or re-roles someone: every admin view counts users and roles (this page,
 * the dashboard, the hosts list), and a deleted host's cancelled activities leave the public lists.
 */
export function refreshAfterUserChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}
