import { type AnswersInput, BookingAnswers } from '@sortim/contracts/booking-questions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/*
 * A booking's answers to its host's questions: `GET` and `PUT /api/bookings/:id/answers` (the caller's own
 * booking; 409 once the cut-off passed, 400 naming each answer that does not fit).
 */

const url = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/answers`;
const answersKey = (bookingId: string) => [...sessionKeys.bookings, bookingId, 'answers'] as const;

export const bookingAnswersQuery = (bookingId: string) =>
  queryOptions({
    queryKey: answersKey(bookingId),
    queryFn: ({ signal }) => api.get(url(bookingId), BookingAnswers, { signal }),
  });

export function useBookingAnswers(bookingId: string) {
  return useQuery(bookingAnswersQuery(bookingId));
}

export function useSaveBookingAnswers(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AnswersInput) => api.put(url(bookingId), BookingAnswers, answers),
    onSuccess: (saved) => queryClient.setQueryData(answersKey(bookingId), saved),
  });
}
