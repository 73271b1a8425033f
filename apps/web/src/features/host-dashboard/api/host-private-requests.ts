import {
  type DeclinePrivateRequestInput,
  PrivateRequest,
  PrivateRequestList,
} from '@sortim/contracts/private-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { activityKeys, hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/private-requests`: requests for private dates of the host's activities, waiting ones first. */
export const fetchHostPrivateRequests = () => api.get('/api/host/private-requests', PrivateRequestList);

export const hostPrivateRequestsQuery = queryOptions({
  queryKey: hostKeys.privateRequests,
  queryFn: fetchHostPrivateRequests,
});

export function useHostPrivateRequests() {
  return useQuery(hostPrivateRequestsQuery);
}

/** `POST .../accept`: the date is made and held for the guest 48 hours; 409 once answered. */
export const acceptPrivateRequest = (id: string) =>
  api.post(`/api/host/private-requests/${encodeURIComponent(id)}/accept`, PrivateRequest);

/** `POST .../decline` with the note the guest is sent. */
export const declinePrivateRequest = (id: string, input: DeclinePrivateRequestInput) =>
  api.post(`/api/host/private-requests/${encodeURIComponent(id)}/decline`, PrivateRequest, input);

type Answer = { id: string } & ({ accept: true } | { accept: false; note: string });

export function useAnswerPrivateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) =>
      answer.accept
        ? acceptPrivateRequest(answer.id)
        : declinePrivateRequest(answer.id, { note: answer.note }),
    // An accepted request made a date: the host's lists and the public ones show it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hostKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
      ]),
  });
}
