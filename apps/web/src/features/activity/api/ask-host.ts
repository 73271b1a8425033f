import { MessageSent, type SendMessageInput } from '@sortim/contracts/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { conversationKeys } from '#/lib/query-keys.ts';

/** `POST /api/activities/:id/conversation`: 'Ask the host' starts (or continues) the guest's conversation. */
export function useAskHost(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      api.post(`/api/activities/${activityId}/conversation`, MessageSent, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
