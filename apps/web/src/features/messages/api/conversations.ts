import { CONVERSATION_POLL_MS } from '@sortim/contracts/conversation-kinds';
import { Conversation, Inbox, MessageSent, type SendMessageInput } from '@sortim/contracts/conversations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#/lib/api-client.ts';
import { conversationKeys } from '#/lib/query-keys.ts';

/*
 * The conversations' data: the inbox, one conversation and the navigation's unread count, each asked for
 * again while shown (decision 183: polling, not a stream), and writing in a conversation.
 */

export const inboxQuery = (activityId: string | undefined) =>
  queryOptions({
    queryKey: conversationKeys.inbox(activityId),
    queryFn: ({ signal }) =>
      api.get(`/api/conversations${activityId ? `?activityId=${activityId}` : ''}`, Inbox, { signal }),
    refetchInterval: CONVERSATION_POLL_MS,
  });

export const useInbox = (activityId: string | undefined) => useQuery(inboxQuery(activityId));

/** Reading a conversation marks it read: the unread count is asked again with it. */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => api.get(`/api/conversations/${id}`, Conversation, { signal }),
    refetchInterval: CONVERSATION_POLL_MS,
    retry: false,
  });

export function useConversation(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(conversationQuery(id));
  // Each read marks the conversation read on the server: the badge follows.
  useEffect(() => {
    if (query.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
  }, [query.dataUpdatedAt, queryClient]);
  return query;
}

/** Writes in a conversation; the conversation and the inbox are asked again. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      api.post(`/api/conversations/${id}/messages`, MessageSent, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
