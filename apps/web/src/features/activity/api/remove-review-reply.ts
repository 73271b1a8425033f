import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `DELETE /api/admin/reviews/:id/reply`: an admin removes a host's reply (audited; 204, nothing to read). */
export const removeReviewReply = (reviewId: string) =>
  api.delete(`/api/admin/reviews/${encodeURIComponent(reviewId)}/reply`, typedReply<undefined>());

/** Removes the reply under one review, then refetches the activity's reviews. */
export function useRemoveReviewReply(activityId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeReviewReply(reviewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.reviewLists(activityId) }),
  });
}
