import { ReviewList } from '@sortim/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';

/** `GET /api/activities/:id/reviews`: the summary (average to one decimal, count) and the reviews, newest first. */
export const fetchReviews = (activityId: string) =>
  api.get(`/api/activities/${encodeURIComponent(activityId)}/reviews`, ReviewList);

export const reviewsQueryKey = (activityId: string) =>
  ['activities', 'detail', activityId, 'reviews'] as const;

export const reviewsQuery = (activityId: string) =>
  queryOptions({
    queryKey: reviewsQueryKey(activityId),
    queryFn: () => fetchReviews(activityId),
    // The spec's rating cache: fresh 10 minutes, kept 30, no retry.
    staleTime: 10 * 60 * 1000,
    gcTime: 30 * 60 * 1000,
    retry: false,
  });

export function useReviews(activityId: string) {
  return useQuery(reviewsQuery(activityId));
}
