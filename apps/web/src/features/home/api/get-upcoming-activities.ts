import type { ActivityList } from '@sortim/contracts/activities';
import { FIRST_READS, UPCOMING_LIMIT } from '@sortim/contracts/first-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `GET /api/activities?limit=6`: the next activities by start time, no filters. */
export const fetchUpcomingActivities = () =>
  api.get(FIRST_READS.upcomingActivities, typedReply<ActivityList>());

/** The spec's list cache (fresh 5 min, kept 10, one retry after 1 s, no refetch on focus) is the client default. */
export const upcomingActivitiesQuery = queryOptions({
  queryKey: activityKeys.list({ limit: UPCOMING_LIMIT }),
  queryFn: fetchUpcomingActivities,
});

export function useUpcomingActivities() {
  return useQuery(upcomingActivitiesQuery);
}
