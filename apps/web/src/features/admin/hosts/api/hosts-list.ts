import { AdminHosts } from '@sortim/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/hosts?q`: everyone holding host or verified_host, searched over name, e-mail and city. */
export const fetchAdminHosts = (q: string, signal?: AbortSignal) =>
  api.get(`/api/admin/hosts${q ? `?${new URLSearchParams({ q })}` : ''}`, AdminHosts, { signal });

export const adminHostsQuery = (q: string) =>
  queryOptions({
    queryKey: adminKeys.hosts.list(q),
    queryFn: ({ signal }) => fetchAdminHosts(q, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminHosts(q: string) {
  return useQuery(adminHostsQuery(q));
}
