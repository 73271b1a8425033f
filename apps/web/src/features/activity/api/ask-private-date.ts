import { PrivateRequest, type PrivateRequestInput } from '@sortim/contracts/private-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/activities/:id/private-requests`: a request for a private date; 400 with the field at fault (a
 * day too soon, a group too large), 409 when the caller has one waiting already or it is their own.
 */
export const askPrivateDate = (activityId: string, input: PrivateRequestInput) =>
  api.post(`/api/activities/${encodeURIComponent(activityId)}/private-requests`, PrivateRequest, input);

export function useAskPrivateDate(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivateRequestInput) => askPrivateDate(activityId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.privateRequests }),
  });
}
