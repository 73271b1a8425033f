import type { ActivityDetail } from '@sortim/contracts/activities';
import { FIRST_READS } from '@sortim/contracts/first-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `GET /api/activities/:id`: the activity with its host (bio, payouts) and roles; 404 'Activity not found'. */
export const fetchActivity = (id: string) => api.get(FIRST_READS.activity(id), typedReply<ActivityDetail>());

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 404;

export const activityQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: () => fetchActivity(id),
    // The list cache's one retry, but never for an activity that does not exist.
    retry: (failureCount, error) => failureCount < 1 && !isNotFound(error),
  });

export function useActivity(id: string) {
  return useQuery(activityQuery(id));
}
