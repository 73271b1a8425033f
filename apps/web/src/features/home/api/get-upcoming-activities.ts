import type { ActivityList } from '@sortim/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** The landing page shows the first 6 upcoming activities. */
export const UPCOMING_LIMIT = 6;

/** `GET /api/activities?limit=6`: the next activities by start time, no filters. */
export const fetchUpcomingActivities = () =>
  api.get(`/api/activities?limit=${UPCOMING_LIMIT}`, typedReply<ActivityList>());

/** The spec's list cache (fresh 5 min, kept 10, one retry after 1 s, no refetch on focus) is the client default. */
export const upcomingActivitiesQuery = queryOptions({
  queryKey: activityKeys.list({ limit: UPCOMING_LIMIT }),
  queryFn: fetchUpcomingActivities,
});

export function useUpcomingActivities() {
  return useQuery(upcomingActivitiesQuery);
}
