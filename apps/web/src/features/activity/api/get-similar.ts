import type { SimilarActivities } from '@sortim/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `GET /api/activities/:id/similar`: up to four upcoming activities like this one, the same for everyone. */
export const fetchSimilar = (activityId: string) =>
  api.get(`/api/activities/${encodeURIComponent(activityId)}/similar`, typedReply<SimilarActivities>());

/** Under the activity's own key, so whatever refreshes the activity refreshes its suggestions too. */
export const similarQuery = (activityId: string) =>
  queryOptions({
    queryKey: [...activityKeys.detail(activityId), 'similar'],
    queryFn: () => fetchSimilar(activityId),
    // The server lets caches keep it a minute; asking again sooner would get the same answer.
    staleTime: 60 * 1000,
    retry: false,
  });

export function useSimilar(activityId: string) {
  return useQuery(similarQuery(activityId));
}
