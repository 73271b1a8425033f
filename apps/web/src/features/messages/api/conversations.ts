import {
  CONVERSATION_POLL_MS,
  Conversation,
  Inbox,
  MessageSent,
  ReplyTime,
  type SendMessageInput,
  UnreadCount,
} from '@sortim/contracts/conversations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#/lib/api-client.ts';

/*
 * The conversations' data: the inbox, one conversation, the navigation's unread count and a host's reply
 * time, each asked for again every CONVERSATION_POLL_MS while shown (decision 183: polling, not a stream),
 * and the two ways to write.
 */

export const conversationKeys = {
  all: ['conversations'] as const,
  inbox: (activityId: string | undefined) => ['conversations', 'inbox', activityId ?? 'all'] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
  unread: ['conversations', 'unread'] as const,
  replyTime: (hostId: string) => ['conversations', 'reply-time', hostId] as const,
};

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

/** The navigation's badge: only for someone signed in. */
export const useUnreadCount = (signedIn: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) => api.get('/api/conversations/unread', UnreadCount, { signal }),
    refetchInterval: CONVERSATION_POLL_MS * 6,
    enabled: signedIn,
  });

export const useReplyTime = (hostId: string) =>
  useQuery({
    queryKey: conversationKeys.replyTime(hostId),
    queryFn: ({ signal }) => api.get(`/api/hosts/${hostId}/reply-time`, ReplyTime, { signal }),
    staleTime: 60 * 60 * 1000,
  });

/** Writes in a conversation; the conversation and the inbox are asked again. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      api.post(`/api/conversations/${id}/messages`, MessageSent, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** 'Ask the host' about an activity: starts or continues the guest's conversation. */
export function useAskHost(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      api.post(`/api/activities/${activityId}/conversation`, MessageSent, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
