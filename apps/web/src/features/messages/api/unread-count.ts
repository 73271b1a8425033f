import { CONVERSATION_POLL_MS } from '@sortim/contracts/conversation-kinds';
import type { UnreadCount } from '@sortim/contracts/conversations';
import { useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { conversationKeys } from '#/lib/query-keys.ts';

/**
 * The navigation's badge, only for someone signed in, asked again every 30 s. The shell draws it on every
 * page, so its reply is typed, not parsed: the first load stays free of zod (the server's response schema
 * checks it).
 */
export const useUnreadCount = (signedIn: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) => api.get('/api/conversations/unread', typedReply<UnreadCount>(), { signal }),
    refetchInterval: CONVERSATION_POLL_MS * 6,
    enabled: signedIn,
  });
