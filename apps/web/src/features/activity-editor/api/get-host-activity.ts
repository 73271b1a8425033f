import { EditableActivity } from '@sortim/contracts/hosting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/activities/:id`: 403 for another host's activity, 404 when there is none. */
export const fetchHostActivity = (id: string) =>
  api.get(`/api/host/activities/${encodeURIComponent(id)}`, EditableActivity);

export const hostActivityQuery = (id: string) =>
  queryOptions({
    // Under the host's activities, so a host change anywhere refreshes it too.
    queryKey: hostKeys.activity(id),
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
