import type { SendMessageInput } from '@sortim/contracts/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyContract } from '#/lib/api-client.ts';
import { conversationKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/activities/:id/conversation`: 'Ask the host' starts (or continues) the guest's conversation. Its
 * contract loads with the call: the activity page's first load stays free of zod.
 */
export function useAskHost(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      api.post(
        `/api/activities/${activityId}/conversation`,
        lazyContract(() => import('@sortim/contracts/conversations').then((module) => module.MessageSent)),
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
