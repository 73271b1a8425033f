import { Review, type ReviewInput } from '@sortim/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `POST /api/activities/:id/reviews`: 401 signed out, 403 without a paid booking of a started activity, 409 twice. */
export const createReview = (activityId: string, input: ReviewInput) =>
  api.post(`/api/activities/${encodeURIComponent(activityId)}/reviews`, Review, input);

export function useCreateReview(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(activityId, input),
    // The summary and the list come in one response: refetch it even though it is still fresh. Not awaited:
    // the refetched viewer replaces the form, and the form's own callbacks (the toast) must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.reviewLists(activityId) });
    },
  });
}
