import { HostProfile } from '@sortim/contracts/host-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '#/lib/api-client.ts';
import { hostProfileKeys } from '#/lib/query-keys.ts';

/** `GET /api/hosts/:id`: a verified host's public profile; 404 for anyone else. */
export const fetchHostProfile = (id: string) => api.get(`/api/hosts/${encodeURIComponent(id)}`, HostProfile);

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 404;

export const hostProfileQuery = (id: string) =>
  queryOptions({
    queryKey: hostProfileKeys.detail(id),
    queryFn: () => fetchHostProfile(id),
    // The list cache's one retry, but never for a profile that is not there.
    retry: (failureCount, error) => failureCount < 1 && !isNotFound(error),
  });

export function useHostProfile(id: string) {
  return useQuery(hostProfileQuery(id));
}
