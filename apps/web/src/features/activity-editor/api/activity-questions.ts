import { ActivityQuestions, type ActivityQuestionsInput } from '@sortim/contracts/booking-questions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET` and `PUT /api/host/activities/:id/questions`: the questions guests answer at booking, and the cut-off. */
const url = (id: string) => `/api/host/activities/${encodeURIComponent(id)}/questions`;
const questionsKey = (id: string) => [...hostKeys.activity(id), 'questions'] as const;

export const hostQuestionsQuery = (id: string) =>
  queryOptions({
    queryKey: questionsKey(id),
    queryFn: ({ signal }) => api.get(url(id), ActivityQuestions, { signal }),
  });

export function useHostQuestions(id: string) {
  return useQuery(hostQuestionsQuery(id));
}

export function useSaveQuestions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityQuestionsInput) => api.put(url(id), ActivityQuestions, input),
    onSuccess: (saved) => queryClient.setQueryData(questionsKey(id), saved),
  });
}
