import type { ReviewList } from '@sortim/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { useFirstPainted } from '#/lib/first-paint.ts';
import { activityKeys } from '#/lib/query-keys.ts';
import { meQuery } from '#/lib/session.ts';

/**
 * `GET /api/activities/:id/reviews`: the summary (average to one decimal, count), the reviews newest first,
 * and what the caller did here (`viewer`, null when anonymous).
 */
export const fetchReviews = (activityId: string) =>
  api.get(`/api/activities/${encodeURIComponent(activityId)}/reviews`, typedReply<ReviewList>());

/** Keyed by who asks: the answer's `viewer` belongs to them, and must not outlive a sign-in. */
export const reviewsQuery = (activityId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: activityKeys.reviewList(activityId, viewerId),
    queryFn: () => fetchReviews(activityId),
    // The spec's rating cache: fresh 10 minutes, kept 30, no retry.
    staleTime: 10 * 60 * 1000,
    gcTime: 30 * 60 * 1000,
    retry: false,
  });

/** Asks once the session is known, so the answer is filed under the right viewer. */
export function useReviews(activityId: string) {
  const session = useQuery(meQuery);
  const viewerId = session.data?.user?.id ?? null;
  const painted = useFirstPainted();
  return useQuery({ ...reviewsQuery(activityId, viewerId), enabled: painted && !session.isPending });
}
