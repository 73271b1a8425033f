import { type HostMessageInput, HostMessageList, HostMessageSent } from '@sortim/contracts/host-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

const messagesPath = (activityId: string) =>
  `/api/host/activities/${encodeURIComponent(activityId)}/messages`;

/** `GET /api/host/activities/:id/messages`: what the host sent the activity's guests, newest first. */
export const hostMessagesQuery = (activityId: string) =>
  queryOptions({
    queryKey: [...hostKeys.activity(activityId), 'messages'] as const,
    queryFn: () => api.get(messagesPath(activityId), HostMessageList),
  });

export function useHostMessages(activityId: string) {
  return useQuery(hostMessagesQuery(activityId));
}

/** `POST /api/host/activities/:id/messages`: sends, then the sent list refreshes. */
export function useSendHostMessage(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HostMessageInput) => api.post(messagesPath(activityId), HostMessageSent, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostMessagesQuery(activityId).queryKey }),
  });
}
