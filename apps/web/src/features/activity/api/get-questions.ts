import type { ActivityQuestions } from '@sortim/contracts/booking-questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `GET /api/activities/:id/questions`: what the host asks at booking (typed, so the first load stays free of zod). */
export const questionsQuery = (activityId: string) =>
  queryOptions({
    queryKey: [...activityKeys.detail(activityId), 'questions'] as const,
    queryFn: ({ signal }) =>
      api.get(
        `/api/activities/${encodeURIComponent(activityId)}/questions`,
        typedReply<ActivityQuestions>(),
        {
          signal,
        },
      ),
    // An activity the page shows but the endpoint does not (a draft in preview) asks nothing.
    retry: false,
  });

/** The activity's questions; an empty list while loading or when the request failed. */
export function useActivityQuestions(activityId: string) {
  const query = useQuery(questionsQuery(activityId));
  return { questions: query.data?.questions ?? [], loading: query.isPending };
}
