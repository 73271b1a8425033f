import { Review, type ReviewReplyInput } from '@sortim/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

const replyUrl = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/reply`;

/** `POST /api/reviews/:id/reply`: the host's one reply (409 twice, 403 for anyone else). */
export const postReviewReply = (reviewId: string, input: ReviewReplyInput) =>
  api.post(replyUrl(reviewId), Review, input);

/** `PUT /api/reviews/:id/reply`: rewords it within 24 hours of posting (then 409). */
export const editReviewReply = (reviewId: string, input: ReviewReplyInput) =>
  api.put(replyUrl(reviewId), Review, input);

/** Posts or edits the reply to one review, then refetches the activity's reviews. */
export function useSaveReviewReply(activityId: string, reviewId: string, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) =>
      editing ? editReviewReply(reviewId, input) : postReviewReply(reviewId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.reviewLists(activityId) });
    },
  });
}
