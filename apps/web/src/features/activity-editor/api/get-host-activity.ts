import { HostActivity } from '@sortim/contracts/hosting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '#/lib/api-client.ts';
import { hostActivitiesQueryKey } from '#/lib/host-activities.ts';

/** Under ['host', 'activities'], so a host change anywhere refreshes it too. */
export const hostActivityQueryKey = (id: string) => [...hostActivitiesQueryKey, id] as const;

/** `GET /api/host/activities/:id`: 403 for another host's activity, 404 when there is none. */
export const fetchHostActivity = (id: string) =>
  api.get(`/api/host/activities/${encodeURIComponent(id)}`, HostActivity);

export const hostActivityQuery = (id: string) =>
  queryOptions({
    queryKey: hostActivityQueryKey(id),
    queryFn: () => fetchHostActivity(id),
    // A refusal or a missing activity will not change on a retry; a network blip may.
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiRequestError && error.status < 500),
    // The form is filled once from it; a background refetch must not look like fresh data to edit.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useHostActivity(id: string) {
  return useQuery(hostActivityQuery(id));
}
