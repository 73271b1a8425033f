import type { FeaturedActivities } from '@sortim/contracts/activities';
import { FIRST_READS } from '@sortim/contracts/first-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `GET /api/activities/featured`: up to 3 for 'This Week in Barcelona'. */
export const fetchFeaturedActivities = () =>
  api.get(FIRST_READS.featuredActivities, typedReply<FeaturedActivities>());

/** The spec's list cache (fresh 5 min, kept 10, one retry after 1 s, no refetch on focus) is the client default. */
export const featuredActivitiesQuery = queryOptions({
  queryKey: activityKeys.featured,
  queryFn: fetchFeaturedActivities,
});

export function useFeaturedActivities() {
  return useQuery(featuredActivitiesQuery);
}
